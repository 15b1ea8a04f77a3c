import { pageSingleton } from '../auth/pageSingleton';

type Texts = Readonly<Record<string, string>>;

interface Registry {
  groups: Map<string, Texts>;
  listeners: Set<(group: string) => void>;
}

// One registry per page, however many copies of the kit's script the page loads.
const registry = pageSingleton<Registry>('texts', () => ({
  groups: new Map(),
  listeners: new Set(),
}));

/**
 * Declares the English texts of one group (`src/i18n/en/<group>.ts`) and makes them the defaults
 * of `t('<group>.…')`. A group's module runs when the first component using it loads, so a page
 * carries only the texts of the elements it shows.
 */
export function defineTexts<const T extends Texts>(group: string, texts: T): T {
  registry.groups.set(group, texts);
  registry.listeners.forEach((listener) => listener(group));
  return texts;
}

/** The English texts of `group`, once its module has run. */
export function definedTexts(group: string): Texts | undefined {
  return registry.groups.get(group);
}

/** Calls `listener` with each group defined from now on; returns the unsubscribe. */
export function onTextsDefined(listener: (group: string) => void): () => void {
  registry.listeners.add(listener);
  return () => registry.listeners.delete(listener);
}
