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
 * How the kit's code is cut into files (shared with the standalone app's build). `isEntryFile`
 * keeps the entries' own modules out of the groups, so that entries stay entries.
 */
export const kitCodeSplitting = (isEntryFile: (id: string) => boolean) => ({
  groups: [
    // What every element definition needs, loaded with the first entry.
    {
      name: 'core',
      tags: ['$initial' as const],
      test: (id: string) => !isEntryFile(id),
      priority: 2,
    },
    // Code that several screens share, grouped by the screens that use it (a page with one element
    // fetches only what that element needs); groups under 20 kB are merged into their nearest
    // neighbour, so a page makes a handful of requests, not dozens.
    {
      name: 'kit',
      test: (id: string) => !isEntryFile(id),
      minShareCount: 2,
      priority: 1,
      entriesAware: true,
      entriesAwareMergeThreshold: 20_000,
    },
  ],
});

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
      output: {
        ...browserBuild.output,
        // Chunks of shared screen code are named after the screens sharing them; keep it short.
        chunkFileNames: ({ name }) =>
          `chunks/${name.startsWith('kit~') ? 'kit' : '[name]'}-[hash].js`,
        codeSplitting: kitCodeSplitting(isEntryFile),
      },
    },
  },
});
