/**
 * Bundle size of the library build: what a page loads, gzip and brotli, against the budgets of
 * issue 8 and the floor (React + react-dom alone, built the same way).
 * Run: `npm run build && npm run bench:size`. The budgets are enforced by `npm run test:size`.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { syncExternalStoreAlias } from '../../scripts/react-esm.ts';
import { browserBuild } from '../../vite.config.ts';
import { kb, measure, scenarios, type Size } from './sizes.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = path.join(root, 'dist');

async function floor(entry: string): Promise<Size> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'lib-size-floor-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      publicDir: false,
      define: browserBuild.define,
      resolve: { alias: syncExternalStoreAlias },
      build: {
        outDir,
        emptyOutDir: true,
        target: browserBuild.target,
        minify: browserBuild.minify,
        terserOptions: browserBuild.terserOptions,
        lib: { entry: { floor: entry }, formats: ['es'] },
        rolldownOptions: { output: { ...browserBuild.output } },
      },
    });
    return measure(outDir, readdirSync(outDir));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

// Read the build first: without one, say so before spending time on the floors.
let pages: ReturnType<typeof scenarios>;
try {
  pages = scenarios(dist);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const react = await floor('bench/size/floor.ts');
const libraries = await floor('bench/size/libraries.ts');
const pad = (text: string, width: number) => text.padStart(width);
console.log(`Library build (dist/): JavaScript a page loads, each file compressed on its own.\n`);
console.log(
  `${'page'.padEnd(50)}${pad('files', 6)}${pad('raw', 11)}${pad('gzip', 11)}${pad('brotli', 11)}${pad('budget', 11)}${pad('× floor', 9)}`,
);
const row = (name: string, files: number, size: Size, budget?: number) =>
  console.log(
    `${name.padEnd(50)}${pad(String(files), 6)}${pad(kb(size.raw), 11)}${pad(kb(size.gzip), 11)}${pad(kb(size.brotli), 11)}${pad(budget ? kb(budget) : '', 11)}${pad((size.gzip / react.gzip).toFixed(2), 9)}`,
  );
row('floor: React + react-dom alone', 1, react);
row('floor: React + the runtime libraries of the grid', 1, libraries);
let over = 0;
for (const page of pages) {
  row(page.name, page.files.length, page.size, page.budget);
  if (page.budget && page.size.gzip > page.budget) over += 1;
}
console.log(
  `\nThe runtime libraries of the grid (XState and its React bindings, openapi-fetch, r2wc) add` +
    ` ${kb(libraries.gzip - react.gzip)} gzip to React, in one file.`,
);
console.log(
  over
    ? `${over} budget(s) exceeded (gzip). See the chunk sizes with \`npm run build\`.`
    : 'Every budget holds (gzip).',
);
