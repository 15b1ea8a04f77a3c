import type { Plugin } from 'vite';

/** The element index, and the element definitions it imports (`./lib-*`). */
const INDEX = /[\\/]src[\\/]elements[\\/]index\.ts$/;
const DEFINITION = /^\.\/lib-[\w-]+$/;
const INDEX_COPY = '?in-index';

/** A module id without the index-copy mark: the copy is the same module for the build's rules. */
export const withoutIndexCopy = (id: string) =>
  id.endsWith(INDEX_COPY) ? id.slice(0, -INDEX_COPY.length) : id;

/**
 * Vite plugin for the library build: `dist/index.js` carries its own copy of each element's
 * definition instead of importing the fourteen `dist/elements/lib-*.js` entries.
 *
 * A module imported by two entries becomes a chunk of its own, so the index would otherwise load
 * fourteen small files, each compressed on its own (about 2.5 kB gzip, for some 3 kB of code).
 * Under another module id (`lib-book-grid.ts?in-index`), the same source is bundled into the
 * index. Its screens are still the shared, lazily loaded chunks. A page that loads both the index
 * and an element's own entry defines the element once: `defineElement` skips a defined tag.
 */
export function indexDefinitions(): Plugin {
  return {
    name: 'lib-index-definitions',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !INDEX.test(importer) || !DEFINITION.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: resolved.id + INDEX_COPY };
    },
  };
}
