import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The CommonJS packages of React the kit imports, faced with ES modules in builds. */
const PACKAGES = ['react', 'react/jsx-runtime', 'react-dom'];

const PREFIX = '\0react-esm:';

/**
 * Vite plugin for builds: the kit's own modules import React through ES module facades
 * (`export const useState = React.useState`, one per export) instead of React's CommonJS modules.
 *
 * React ships CommonJS only, so a bundle reaches every React export through an interop object:
 * each chunk wraps React again (`__toESM(require_react())`) and each call is a property read
 * (`(0, r.useState)(…)`, `(0, r.jsx)(…)`, hundreds of times). Through a facade, a chunk imports
 * plain bindings and calls them directly. Same functions, same order of evaluation; about 1 kB
 * less gzip over all the elements. Libraries in node_modules keep importing React itself.
 */
export function reactEsm(): Plugin {
  let facades: Map<string, string>;
  return {
    name: 'lib-react-esm',
    enforce: 'pre',
    configResolved(config) {
      const require = createRequire(`${config.root}/`);
      facades = new Map(
        PACKAGES.map((name) => {
          const names = Object.keys(require(name) as object).filter((key) =>
            /^[A-Za-z][\w$]*$/.test(key),
          );
          const code = [
            `import * as M from ${JSON.stringify(name)};`,
            ...names.map((key) => `export const ${key} = M.${key};`),
          ].join('\n');
          return [name, code];
        }),
      );
    },
    resolveId(source, importer) {
      if (!facades.has(source) || !importer) return null;
      // The facades themselves, and every library, import the real package.
      if (importer.startsWith('\0') || /[\\/]node_modules[\\/]/.test(importer)) return null;
      return PREFIX + source;
    },
    load(id) {
      return id.startsWith(PREFIX) ? facades.get(id.slice(PREFIX.length)) : null;
    },
  };
}

/**
 * `resolve.alias` for @xstate/react's imports of `use-sync-external-store`, the React 17 shims
 * (CommonJS only), to the kit's ES module of the same hooks (`syncExternalStore.ts`): a chunk that
 * uses `useSelector` then needs no CommonJS interop. Every build of the kit and Storybook use it.
 */
export const syncExternalStoreAlias = [
  {
    find: /^use-sync-external-store\/shim(\/with-selector)?(\.js)?$/,
    replacement: fileURLToPath(new URL('../src/elements/syncExternalStore.ts', import.meta.url)),
  },
];
