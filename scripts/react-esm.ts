import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The CommonJS packages of React the kit and its libraries import, faced with ES modules in
 * builds.
 */
const PACKAGES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

/**
 * The libraries (ES modules) that import React through the facades too: @xstate/react and the
 * `useLayoutEffect` it takes from use-isomorphic-layout-effect, and r2wc, which takes React's
 * default export (`createElement`) and react-dom/client's `createRoot`.
 * @floating-ui/react reads React's exports by computed names, which would take the whole facade
 * as an object: it imports React itself, as React DOM (CommonJS) does.
 */
const THROUGH_FACADES =
  /[\\/]node_modules[\\/](@xstate[\\/]react|@r2wc[\\/][\w-]+|use-isomorphic-layout-effect)[\\/]/;

const PREFIX = '\0react-esm:';

/**
 * Vite plugin for builds: the kit's own modules import React through ES module facades
 * (`export const useState = React.useState`, one per export) instead of React's CommonJS modules.
 *
 * React ships CommonJS only, so a bundle reaches every React export through an interop object:
 * each chunk wraps React again (`__toESM(require_react())`) and each call is a property read
 * (`(0, r.useState)(…)`, `(0, r.jsx)(…)`, hundreds of times). Through a facade, a chunk imports
 * plain bindings and calls them directly. Same functions, same order of evaluation; about 1 kB
 * less gzip over all the elements, and a further 0.14 kB less with the libraries of
 * `THROUGH_FACADES`.
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
            // A default import (r2wc's `React.createElement`) gets the exports as one object.
            'export default M;',
          ].join('\n');
          return [name, code];
        }),
      );
    },
    resolveId(source, importer) {
      if (!facades.has(source) || !importer) return null;
      // The facades themselves, and the other libraries, import the real package.
      if (importer.startsWith('\0')) return null;
      if (/[\\/]node_modules[\\/]/.test(importer) && !THROUGH_FACADES.test(importer)) return null;
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
