import { getApi } from '../../src/api/config';
import { t } from '../../src/i18n';
import type { RenderStep } from './routes';
import '../../src/i18n/en/app';

export interface LibraryPicker {
  /** Shows the choice on a visitor's catalogue, set to the library the route shows. */
  update(step: RenderStep, isLoggedIn: boolean): void;
}

/**
 * The signed-out catalogue's choice of library (`#/books?library=2`): a visitor looks at one
 * library's books, or every library's, before they sign in (and so before the catalogue is their
 * library's). `root` holds a label and a select; the libraries load when it first shows.
 */
export function libraryPicker(root: HTMLElement, go: (path: string) => void): LibraryPicker {
  const select = root.querySelector('select')!;
  root.querySelector('label')!.textContent = t('app.library');
  select.options[0]!.textContent = t('app.allLibraries');
  select.addEventListener('change', () =>
    go(select.value ? `/books?library=${select.value}` : '/books'),
  );

  let loading: Promise<void> | null = null;
  async function load(): Promise<void> {
    let libraries;
    try {
      const { data, error } = await getApi().GET('/api/libraries');
      if (!data) throw error;
      libraries = data;
    } catch (error) {
      // The catalogue still shows every library's books; the choice says why it offers no more,
      // and tries again when it shows next.
      console.error('Failed to load libraries', error);
      select.options[0]!.textContent = t('app.librariesFailed');
      loading = null;
      return;
    }
    select.options[0]!.textContent = t('app.allLibraries');
    select.length = 1;
    for (const library of libraries) {
      select.add(new Option(`${library.name} (${library.city})`, String(library.id)));
    }
  }

  /**
   * Shows `chosen`. A library that is not in the loaded list (gone since the link was made) shows
   * no choice at all, rather than "All libraries", which could then not be chosen by keyboard (the
   * value would not change). Until the list loads, or when it fails, the one option shows.
   */
  const choose = (chosen: string) => {
    select.value = chosen;
    if (select.length === 1) select.selectedIndex = 0;
  };

  return {
    update(step, isLoggedIn) {
      root.hidden = step.screen !== 'books' || isLoggedIn;
      if (root.hidden) return;
      const chosen = step.attributes['library-id'] ?? '';
      loading ??= load();
      choose(chosen);
      void loading.then(() => choose(chosen));
    },
  };
}
