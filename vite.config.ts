import { globSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import dts from 'vite-plugin-dts';
import { kitCss } from './scripts/kit-css.ts';
import { reactEsm, syncExternalStoreAlias } from './scripts/react-esm.ts';
import { indexDefinitions, withoutIndexCopy } from './scripts/index-definitions.ts';
import { withoutElementEvents } from './scripts/element-events.ts';
import { withJsExtensions } from './scripts/declaration-imports.ts';
import { shortCssIdentifiers } from './scripts/css-identifiers.ts';
import { thirdPartyLicenses } from './scripts/third-party-licenses.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The library build (`npm run build`): ES modules in `dist/` for pages that load the kit with a
 * `<script type="module">` and for bundlers.
 *
 * - `dist/index.js` defines every element, with its own copy of the definitions
 *   (`indexDefinitions`); `dist/elements/lib-*.js` defines one.
 * - Everything an element definition needs (React, r2wc, the session, the API client, the kit's
 *   CSS) is one shared chunk, `chunks/core-*.js`, loaded once however many entries a page uses.
 * - A screen's code is a dynamic import in its element file (`lazyScreen`), so it is fetched when
 *   the element first connects; screens share the UI primitives and machines through chunks.
 * - Entries hold no state of their own: the same entry loaded twice under two URLs (`index.js?a`,
 *   `index.js?b`) finds its tags defined and the session in the one core chunk.
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
 * the same way): production React, ES2022, compressed by Terser (two passes: about 1 kB gzip less
 * than Oxc's minifier alone over every element), and minified whitespace too, as pages load these
 * files as they are (Vite keeps whitespace in ES library builds). `pure_getters`: reading a
 * property has no effect to keep, not even a TypeError on null (neither React nor the kit reads one
 * for that); Terser's default already assumes no getter has side effects. 0.25 kB less. `ecma`:
 * the target's syntax is Terser's to use too (its default is ES5's). `unsafe_methods`: an object
 * literal's `key: function () {}` is written `key() {}`, which is no constructor; nothing in React,
 * the runtime libraries or the kit calls such a function with `new` or reads its `prototype`
 * (checked on the build's syntax trees; the standalone app is built the same way, so the
 * end-to-end journeys run this code). 70 B less. (`unsafe_arrows` would break React, which gives
 * a function expression a `prototype` to read.) `reduce_funcs: false`: a function called once is
 * left where it is declared rather than written out at its call (which changes no behaviour):
 * Terser then inlines less of React and XState into their callers, which compresses better: 0.15
 * kB less over every element and 0.23 kB for the catalogue alone. No `mangle`: Oxc's minifier
 * names the variables afresh after Terser, so Terser's names were work thrown away (and 7 B).
 */
export const browserBuild = {
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  target: 'es2022',
  minify: 'terser',
  terserOptions: {
    ecma: 2020,
    compress: { passes: 2, pure_getters: true, unsafe_methods: true, reduce_funcs: false },
    mangle: false,
  },
  // Terser's time is most of a build's; the notice saying so is noise in every build's output.
  checks: { bundlerTimings: false },
  output: {
    minify: true,
    comments: { annotation: false, jsdoc: false, legal: true },
  },
} as const;

/**
 * XState's `assertEvent` narrows a guard's or an action's event for TypeScript and throws when a
 * machine hands it another event: a slip in the machine's own wiring, which its tests (run on the
 * sources) catch. Built for browsers the calls go, as React's development checks do, and with them
 * the function: 0.2 kB less over every element.
 */
export const kitTreeshake = { manualPureFunctions: ['assertEvent'] };

const isEntryFile = (id: string) =>
  /[\\/]src[\\/]elements[\\/](index|lib-[\w-]+)\.ts$/.test(withoutIndexCopy(id));

/**
 * The elements' screens (directories of `src/screens`) by who uses them: library staff, delivery
 * partners and platform admins; a member's own pages; signing in and registering. The catalogue
 * and the navbar are everyone's.
 */
const AUDIENCES = {
  staff: [
    'BookList',
    'BookForm',
    'LibraryList',
    'LibraryForm',
    'CourierList',
    'Analytics',
    'DeliveryTasks',
  ],
  member: ['Addresses', 'ActiveRentals', 'RentalHistory', 'MyRequests'],
  auth: ['Login', 'Register'],
};

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

const SCREEN = /[\\/]src[\\/]screens[\\/](\w+)[\\/]/;
const ELEMENT = /[\\/]src[\\/]elements[\\/]lib-[\w-]+\.ts$/;

/**
 * The screens whose code imports `id`, directly or not: a screen is the module an element loads
 * when it connects (`lazyScreen(() => import(…))`). `null` when something else imports it too
 * (the element definitions, which everything loads).
 */
function screensUsing(
  id: string,
  graph: ModuleGraph,
  seen = new Map<string, Set<string> | null>(),
) {
  const known = seen.get(id);
  if (known !== undefined) return known;
  seen.set(id, new Set()); // an import cycle adds nothing
  const info = graph.getModuleInfo(id);
  let users: Set<string> | null = new Set();
  if (info && info.dynamicImporters.some((importer) => ELEMENT.test(withoutIndexCopy(importer)))) {
    users.add(SCREEN.exec(id)?.[1] ?? id);
  } else if (!info || info.importers.length + info.dynamicImporters.length === 0) {
    users = null;
  } else {
    for (const importer of [...info.importers, ...info.dynamicImporters]) {
      const theirs = screensUsing(importer, graph, seen);
      if (theirs === null) {
        users = null;
        break;
      }
      for (const screen of theirs) users.add(screen);
    }
  }
  seen.set(id, users);
  return users;
}

/**
 * The chunk of a module several screens share, named for who uses it: `staff`, `member` or `auth`
 * when only that audience's screens do, `pages` when several audiences do but neither the
 * catalogue nor the navbar (a confirmation, a select, list states), else null: the kit's.
 */
function audienceChunk(id: string, graph: ModuleGraph): string | null {
  const users = screensUsing(id, graph);
  if (users === null || users.size === 0) return null;
  const within = (screens: string[]) => [...users].every((screen) => screens.includes(screen));
  for (const [audience, screens] of Object.entries(AUDIENCES)) {
    if (within(screens)) return audience;
  }
  if (within(Object.values(AUDIENCES).flat())) return 'pages';
  return null;
}

/**
 * How the kit's code is cut into files (shared with the standalone app's build), so a page loads
 * what its elements use and little else, in a handful of files:
 *
 * - `core`: what every element definition needs (React, r2wc, the session, the API client, the
 *   theme), loaded with the first entry;
 * - `floating`: @floating-ui/react and its positioning engine, for the tooltip alone (a dialog is
 *   the browser's modal `<dialog>`), once two screens use it; while one does, it is that screen's;
 * - `staff`, `member`, `auth`, `pages`: what only the staff screens, only a member's own pages,
 *   only login and register, or several of those but neither the catalogue nor the navbar share
 *   (tables and their icons, list states, the sign-in frame and its art, the confirmation dialog),
 *   so that the catalogue, the page most sites embed, does not load them;
 * - `kit`: what the catalogue or the navbar shares with other screens (XState, the form
 *   primitives, the dialog, the auth machine);
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
  return {
    groups: [
      { name: 'core', tags: ['$initial' as const], test: shared, priority: 10 },
      {
        name: 'floating',
        test: inModules('@floating-ui/[\\w-]+|tabbable'),
        priority: 9,
        // While one screen alone uses it (the rental history's reviews), it is part of that
        // screen's chunk: one file fewer (0.2 kB gzip over every element; the same for the page of
        // that screen, nothing for the others).
        minShareCount: 2,
        ...only,
      },
      {
        name: audienceChunk,
        debugName: 'audience',
        test: shared,
        minShareCount: 2,
        priority: 7,
        ...only,
      },
      { name: 'kit', test: shared, minShareCount: 2, priority: 5, ...only },
    ],
  };
};

export default defineConfig(({ command }) => ({
  root,
  // Public files belong to Storybook (the MSW worker) and the standalone app, not to the kit.
  publicDir: false,
  plugins: [
    reactEsm(),
    indexDefinitions(),
    withoutElementEvents(),
    react(),
    // Short class names in builds; while serving, vanilla-extract's debug names.
    vanillaExtractPlugin({
      identifiers: command === 'build' ? shortCssIdentifiers(root) : undefined,
    }),
    // Each .css.ts module carries its CSS as text into the elements' shadow roots; a build emits
    // no document stylesheet.
    kitCss(),
    thirdPartyLicenses(),
    dts({
      tsconfigPath: 'tsconfig.json',
      include: ['src'],
      exclude: [
        'src/**/*.test.ts',
        'src/**/*.test.tsx',
        'src/elements/lib-sample-card.ts',
        'src/elements/sample/**',
      ],
      entryRoot: 'src',
      outDirs: 'dist/types',
      // The element index imports its elements for their side effects; keep those imports so the
      // `HTMLElementTagNameMap` and JSX declarations of every element come with the index's types.
      clearPureImport: false,
      beforeWriteFile: (filePath, content) => ({
        content: withJsExtensions(
          content,
          path.join(
            root,
            'src',
            path.relative(path.join(root, 'dist/types'), path.dirname(filePath)),
          ),
        ),
      }),
    }),
  ],
  resolve: { alias: syncExternalStoreAlias },
  // Library mode leaves `process.env` alone; React reads it to pick its production build.
  define: browserBuild.define,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: browserBuild.target,
    minify: browserBuild.minify,
    terserOptions: browserBuild.terserOptions,
    cssCodeSplit: false,
    // dist/.vite/manifest.json: what each entry imports and loads lazily (read by bench/size).
    manifest: true,
    lib: {
      entry: { index: 'src/elements/index.ts', ...elementEntries() },
      formats: ['es'],
    },
    rolldownOptions: {
      treeshake: kitTreeshake,
      checks: browserBuild.checks,
      // Entries keep their exports; a shared chunk may add some (needed by the groups above).
      preserveEntrySignatures: 'allow-extension',
      output: {
        ...browserBuild.output,
        // Six characters of hash (36 bits, where eight are the default): still a new name for every
        // new content, and every chunk names the chunks it imports, the index every screen's.
        // 0.1 kB less over every element.
        chunkFileNames: 'chunks/[name]-[hash:6].js',
        codeSplitting: kitCodeSplitting(isEntryFile),
      },
    },
  },
}));
