import { globSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import dts from 'vite-plugin-dts';
import { kitCss } from './src/elements/kitCss.plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The library build (`npm run build`): ES modules in `dist/` for pages that load the kit with a
 * `<script type="module">` and for bundlers.
 *
 * - `dist/index.js` defines every element; `dist/elements/lib-*.js` defines one.
 * - Everything an element definition needs (React, r2wc, the session, the API client, the kit's
 *   CSS) is one shared chunk, `chunks/core-*.js`, loaded once however many entries a page uses.
 * - A screen's code is a dynamic import in its element file (`lazyScreen`), so it is fetched when
 *   the element first connects; screens share the UI primitives and machines through chunks.
 * - Entries hold no code of their own, only imports of chunks: the same entry loaded twice under
 *   two URLs (`index.js?a`, `index.js?b`) runs nothing twice.
 */
export const elementEntries = () =>
  Object.fromEntries(
    globSync('src/elements/lib-*.ts', { cwd: root })
      .filter((file) => !file.includes('lib-sample-'))
      .sort()
      .map((file) => [`elements/${path.basename(file, '.ts')}`, file]),
  );

/**
 * How the kit is compiled for browsers (shared with bench/size, which builds its React-only floor
 * the same way): production React, ES2022, and minified whitespace too, as pages load these files
 * as they are (Vite keeps whitespace in ES library builds).
 */
export const browserBuild = {
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  target: 'es2022',
  output: {
    minify: true,
    comments: { annotation: false, jsdoc: false, legal: true },
  },
} as const;

const isEntryFile = (id: string) => /[\\/]src[\\/]elements[\\/](index|lib-[\w-]+)\.ts$/.test(id);

/**
 * How the kit's code is cut into files (shared with the standalone app's build), so a page loads
 * what its elements use and little else, in a handful of files:
 *
 * - `core`: what every element definition needs (React, r2wc, the session, the API client, the
 *   theme), loaded with the first entry;
 * - `kit`: what most screens share (XState, the form primitives, the dialog, the auth machine);
 * - `floating`: @floating-ui/react and its positioning engine, for the tooltip alone (a dialog is
 *   the browser's modal `<dialog>`);
 * - `staff`: tables, pagination and forms of the staff screens; `AuthPage`: login and register's
 *   frame (its background art is large);
 * - each screen: its own code and CSS, when its element first connects.
 *
 * Groups take only the modules they name (`includeDependenciesRecursively: false`), so that a
 * group's dependencies stay in the chunks of the groups that name them.
 * `isEntryFile` keeps the entries' own modules out of the groups, so that entries stay entries.
 */
export const kitCodeSplitting = (isEntryFile: (id: string) => boolean) => {
  const shared = (id: string) => !isEntryFile(id);
  const only = { includeDependenciesRecursively: false } as const;
  const inModules = (path: string) => new RegExp(`node_modules[\\\\/](${path})[\\\\/]`);
  const inSrc = (path: string) => new RegExp(`[\\\\/]src[\\\\/](${path})`);
  return {
    groups: [
      { name: 'core', tags: ['$initial' as const], test: shared, priority: 10 },
      {
        name: 'floating',
        test: inModules('@floating-ui/[\\w-]+|tabbable'),
        priority: 9,
        ...only,
      },
      {
        name: 'staff',
        test: inSrc(
          'ui/(DataTable|Paginator|ConfirmDialog|Select)/|screens/shared/(tableTexts|staffPage|CancelLink)|machines/form\\.machine',
        ),
        priority: 7,
        ...only,
      },
      { name: 'AuthPage', test: inSrc('screens/Login/AuthPage'), priority: 6, ...only },
      { name: 'kit', test: shared, minShareCount: 2, priority: 5, ...only },
    ],
  };
};

export default defineConfig({
  root,
  // Public files belong to Storybook (the MSW worker) and the standalone app, not to the kit.
  publicDir: false,
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // Each .css.ts module carries its CSS as text into the elements' shadow roots; a build emits
    // no document stylesheet.
    kitCss(),
    dts({
      tsconfigPath: 'tsconfig.json',
      include: ['src'],
      exclude: [
        'src/**/*.test.ts',
        'src/**/*.test.tsx',
        'src/elements/kitCss.plugin.ts',
        'src/elements/lib-sample-card.ts',
        'src/elements/sample/**',
      ],
      entryRoot: 'src',
      outDirs: 'dist/types',
      // The element index imports its elements for their side effects; keep those imports so the
      // `HTMLElementTagNameMap` and JSX declarations of every element come with the index's types.
      clearPureImport: false,
    }),
  ],
  resolve: {
    alias: {
      // @xstate/react imports the React 17 shims of useSyncExternalStore; React 19 has it built in.
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
      'use-sync-external-store/shim': 'use-sync-external-store',
    },
  },
  // Library mode leaves `process.env` alone; React reads it to pick its production build.
  define: browserBuild.define,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: browserBuild.target,
    cssCodeSplit: false,
    // dist/.vite/manifest.json: what each entry imports and loads lazily (read by bench/size).
    manifest: true,
    lib: {
      entry: { index: 'src/elements/index.ts', ...elementEntries() },
      formats: ['es'],
    },
    rolldownOptions: {
      // Entries keep their exports; a shared chunk may add some (needed by the groups above).
      preserveEntrySignatures: 'allow-extension',
      output: {
        ...browserBuild.output,
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: kitCodeSplitting(isEntryFile),
      },
    },
  },
});
