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
 * `useLayoutEffect` it takes from use-isomorphic-layout-effect, r2wc, which takes React's
 * default export (`createElement`) and react-dom/client's `createRoot`, and @floating-ui/react
 * (the tooltip's positioning), once its namespace imports are named ones (`withNamedImports`).
 */
const THROUGH_FACADES =
  /[\\/]node_modules[\\/](@xstate[\\/]react|@r2wc[\\/][\w-]+|use-isomorphic-layout-effect|@floating-ui[\\/]react(-dom)?)[\\/]/;

/** The modules of @floating-ui/react and @floating-ui/react-dom. */
const FLOATING_UI_REACT = /[\\/]node_modules[\\/]@floating-ui[\\/]react(-dom)?[\\/]/;

/** The namespaces @floating-ui/react imports React and React DOM as, and their packages. */
const NAMESPACES = { React: 'react', ReactDOM: 'react-dom' } as const;
type Namespace = keyof typeof NAMESPACES;

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
 * `THROUGH_FACADES` but @floating-ui/react.
 *
 * The facade of react-dom/client, in the core chunk, imports the one of react-dom (the screens'
 * `createPortal`), so that it sits in the core chunk too, beside React DOM itself. With
 * @floating-ui/react through the facades as well, the core chunk is then the only one that wraps
 * a CommonJS module, and Rolldown's runtime helpers for that are part of it rather than a file of
 * their own that three chunks import: 0.3 kB less over every element, 0.17 kB less for the
 * catalogue alone.
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
            ...(name === 'react-dom/client'
              ? [`import ${JSON.stringify(PREFIX + 'react-dom')};`]
              : []),
            ...names.map((key) => `export const ${key} = M.${key};`),
            // A default import (r2wc's `React.createElement`) gets the exports as one object.
            'export default M;',
          ].join('\n');
          return [name, code];
        }),
      );
    },
    resolveId(source, importer) {
      if (source.startsWith(PREFIX)) return source;
      if (!facades.has(source) || !importer) return null;
      // The facades themselves, and the other libraries, import the real package.
      if (importer.startsWith('\0')) return null;
      if (/[\\/]node_modules[\\/]/.test(importer) && !THROUGH_FACADES.test(importer)) return null;
      return PREFIX + source;
    },
    load(id) {
      return id.startsWith(PREFIX) ? facades.get(id.slice(PREFIX.length)) : null;
    },
    transform(code, id) {
      if (!FLOATING_UI_REACT.test(id)) return null;
      try {
        return withNamedImports(code);
      } catch (error) {
        return this.error(`${id}: ${(error as Error).message}`);
      }
    },
  };
}

/**
 * A module of @floating-ui/react with its namespace imports of React and React DOM
 * (`import * as React from 'react'`, then `React.useRef(…)`) made named imports
 * (`import { useRef as React$useRef } from 'react'`, then `React$useRef(…)`), which the facades
 * answer. A namespace import of a CommonJS module is an interop object made in the importing
 * chunk; a namespace import of a facade would be an object of all its exports. `SafeReact`, a copy
 * of the namespace through which it reads `useId` and `useInsertionEffect` (names a bundler cannot
 * check against React 17), reads them as named imports too. Throws where the module reads a
 * namespace otherwise than by a property name, which a named import cannot answer.
 */
export function withNamedImports(code: string): string {
  const used: Record<Namespace, Set<string>> = { React: new Set(), ReactDOM: new Set() };
  let named = code
    .replace(/const SafeReact = \{\s*\.\.\.React\s*\};/, '')
    .replace(/\b(?:Safe)?(React|ReactDOM)\.(\w+)/g, (_read, namespace: Namespace, name: string) => {
      used[namespace].add(name);
      return `${namespace}$${name}`;
    });
  for (const [namespace, source] of Object.entries(NAMESPACES) as [Namespace, string][]) {
    const names = [...used[namespace]].map((name) => `${name} as ${namespace}$${name}`);
    const line = `import * as ${namespace} from '${source}';`;
    if (!named.includes(line)) {
      if (names.length > 0) throw new Error(`reads ${namespace} without \`${line}\``);
      continue;
    }
    named = named.replace(line, `import { ${names.join(', ')} } from '${source}';`);
  }
  const left = named
    .split('\n')
    .find(
      (line) => !/^\s*(\*|\/\/|\/\*)/.test(line) && /\b(Safe)?React(DOM)?\b(?![$\w])/.test(line),
    );
  if (left !== undefined)
    throw new Error(`reads a namespace otherwise than by name: ${left.trim()}`);
  return named;
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
