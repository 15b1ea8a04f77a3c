import { pageSingleton } from '../auth/pageSingleton';
import type { en } from './en';
import { TEXT_GROUPS } from './groups';
import { definedTexts, onTextsDefined } from './texts';

type Catalog = typeof en;
type Group = keyof Catalog;

/** A text's key: `group.name`, e.g. `login.submit` or `delivery.taskTitle`. */
export type MessageKey = { [G in Group]: `${G}.${keyof Catalog[G] & string}` }[Group];

type EnglishText<K extends MessageKey> = K extends `${infer G extends Group}.${infer N}`
  ? N extends keyof Catalog[G]
    ? Catalog[G][N]
    : never
  : never;

type Placeholders<S> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;

/** The `{placeholder}` values a text takes (from its English text). */
export type MessageParams<K extends MessageKey> = Partial<
  Record<Placeholders<EnglishText<K>>, string | number>
>;

/** Texts a host replaces: any subset of the catalog, by group. */
export type MessageOverrides = { [G in Group]?: { [N in keyof Catalog[G]]?: string } };

interface State {
  overrides: Record<string, Record<string, string>>;
  fromDocument: boolean;
  version: number;
  listeners: Set<() => void>;
}

// One set of texts per page, however many copies of the kit's script the page loads.
const state = pageSingleton<State>('i18n', () => ({
  overrides: {},
  fromDocument: false,
  version: 0,
  listeners: new Set(),
}));

/** The attribute of `<script type="application/json">` blocks holding overrides. */
export const MESSAGES_SCRIPT_SELECTOR = 'script[type="application/json"][data-lib-messages]';

const warnUnknownText = (group: string, name: string, source: string) =>
  console.warn(`Library Lending Kit: unknown text "${group}.${name}" in ${source}.`);

function merge(overrides: unknown, source: string): void {
  if (typeof overrides !== 'object' || overrides === null) return;
  for (const [group, texts] of Object.entries(overrides)) {
    if (
      !(TEXT_GROUPS as readonly string[]).includes(group) ||
      typeof texts !== 'object' ||
      !texts
    ) {
      console.warn(`Library Lending Kit: unknown text group "${group}" in ${source}.`);
      continue;
    }
    // A group whose texts have not loaded yet is checked when they do (below).
    const known = definedTexts(group);
    for (const [name, text] of Object.entries(texts as Record<string, unknown>)) {
      if ((known && !(name in known)) || typeof text !== 'string') {
        warnUnknownText(group, name, source);
        continue;
      }
      (state.overrides[group] ??= {})[name] = text;
    }
  }
}

// Overrides given before their group's texts loaded: drop, with a warning, the names it lacks.
onTextsDefined((group) => {
  const overridden = state.overrides[group];
  const known = definedTexts(group);
  if (!overridden || !known) return;
  for (const name of Object.keys(overridden)) {
    if (name in known) continue;
    warnUnknownText(group, name, 'the page’s texts');
    delete overridden[name];
  }
});

/** Reads `<script type="application/json" data-lib-messages>` blocks once, in document order. */
function readDocumentOverrides(): void {
  if (state.fromDocument || typeof document === 'undefined') return;
  state.fromDocument = true;
  for (const script of document.querySelectorAll(MESSAGES_SCRIPT_SELECTOR)) {
    try {
      merge(JSON.parse(script.textContent ?? ''), 'a data-lib-messages script');
    } catch {
      console.warn('Library Lending Kit: a data-lib-messages script is not valid JSON.');
    }
  }
}

function changed(): void {
  state.version += 1;
  state.listeners.forEach((listener) => listener());
}

/**
 * Replaces some of the kit's texts for the whole page, e.g. to translate it:
 * `setMessages({ login: { submit: 'Sign in' } })`. Later calls add to earlier ones; elements
 * already on the page re-render. Without script, put the same JSON in
 * `<script type="application/json" data-lib-messages>…</script>` before the elements.
 */
export function setMessages(overrides: MessageOverrides): void {
  readDocumentOverrides();
  merge(overrides, 'setMessages()');
  changed();
}

/**
 * Drops every override; the page's `data-lib-messages` blocks are read again on the next `t()`.
 * A host switching language resets, then sets the new texts.
 */
export function resetMessages(): void {
  state.overrides = {};
  state.fromDocument = false;
  changed();
}

/** Calls `listener` after every change of texts; returns the unsubscribe. */
export function subscribeMessages(listener: () => void): () => void {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

/** Changes with every change of texts (for `useSyncExternalStore`). */
export function messagesVersion(): number {
  return state.version;
}

/**
 * The text of `key`, with each `{name}` replaced by `params.name`:
 * `t('delivery.taskTitle', { id: 7, bookTitle: 'Emma' })` → `'Task #7: Emma'`.
 */
export function t<K extends MessageKey>(key: K, params?: MessageParams<K>): string {
  readDocumentOverrides();
  const dot = key.indexOf('.');
  const group = key.slice(0, dot);
  const name = key.slice(dot + 1);
  const text = state.overrides[group]?.[name] ?? definedTexts(group)?.[name] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, placeholder: string) => {
    const value = (params as Record<string, string | number | undefined>)[placeholder];
    return value === undefined ? match : String(value);
  });
}
