/**
 * What a page loads from the library build, read from Vite's manifest (`dist/.vite/manifest.json`),
 * and how much that is once compressed. Shared by the size benchmark (`npm run bench:size`) and the
 * budget test (`npm run test:size`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Sizes in bytes. */
export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export const KB = 1000;

/** The budgets of issue 8, in bytes of gzip-compressed JavaScript. */
export const BUDGETS = {
  /** Every element's code: the index and every screen, as a page showing all elements loads. */
  allElements: 130 * KB,
  /** A page with only `<lib-book-grid>`, loaded by its own entry. */
  bookGridOnly: 110 * KB,
} as const;

/**
 * Where a budget is not met yet, the size reached, with a little room: the budget test fails when
 * a change makes that page load more (README, "Performance"). Lower it as the build shrinks, never
 * raise it to let a change of the existing elements through (a new element raises it by what it
 * adds, said in the README); drop it once the budget holds. Pages without one are held to their
 * budget.
 */
export const CEILINGS: Partial<Record<keyof typeof BUDGETS, number>> = {
  allElements: 157.1 * KB,
};

export const INDEX_ENTRY = 'src/elements/index.ts';
export const elementEntry = (tag: string) => `src/elements/${tag}.ts`;

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file))
    throw new Error(`No library build in ${distDir}: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The element entries of the build (`src/elements/lib-*.ts`), by manifest key. */
export function elementEntries(manifest: Manifest): string[] {
  return Object.keys(manifest)
    .filter((key) => manifest[key]!.isEntry && /^src\/elements\/lib-[\w-]+\.ts$/.test(key))
    .sort();
}

function chunk(manifest: Manifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`${key} is not in the build's manifest: build first (npm run build)`);
  return found;
}

/**
 * The files a page fetches: the static import graph of the `scripts` it loads, plus, for each
 * element in `connected` (a manifest key of an element entry), what that element loads when it
 * first connects: its screen (the dynamic imports of its definition, which the index's copy of the
 * definition shares), and everything that loads in turn. The entry file itself counts only when it
 * is one of the `scripts`.
 */
export function pageFiles(
  manifest: Manifest,
  { scripts, connected }: { scripts: string[]; connected: string[] },
): string[] {
  const seen = new Set<string>();
  const visit = (key: string, followDynamic: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const { imports = [], dynamicImports = [] } = chunk(manifest, key);
    for (const next of imports) visit(next, followDynamic);
    if (followDynamic) for (const next of dynamicImports) visit(next, true);
  };
  for (const key of scripts) visit(key, false);
  for (const key of connected) {
    for (const next of chunk(manifest, key).dynamicImports ?? []) visit(next, true);
  }
  return [...seen].map((key) => chunk(manifest, key).file).sort();
}

/** Each file compressed on its own, as a server sends it: gzip -9 and brotli quality 11. */
export function measure(dir: string, files: string[]): Size {
  const total: Size = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const bytes = readFileSync(path.join(dir, file));
    total.raw += bytes.length;
    total.gzip += gzipSync(bytes, { level: 9 }).length;
    total.brotli += brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  return total;
}

export interface Scenario {
  name: string;
  files: string[];
  size: Size;
  budget?: number;
  /** What the budget test holds the page to: its ceiling while the budget is not met. */
  limit?: number;
}

/** The pages the benchmark and the budget test look at. */
export function scenarios(distDir: string): Scenario[] {
  const manifest = readManifest(distDir);
  const elements = elementEntries(manifest);
  const grid = elementEntry('lib-book-grid');
  const pages: Omit<Scenario, 'size'>[] = [
    {
      name: 'every element (index.js, all on the page)',
      files: pageFiles(manifest, { scripts: [INDEX_ENTRY], connected: elements }),
      budget: BUDGETS.allElements,
      limit: CEILINGS.allElements ?? BUDGETS.allElements,
    },
    {
      name: 'only <lib-book-grid> (elements/lib-book-grid.js)',
      files: pageFiles(manifest, { scripts: [grid], connected: [grid] }),
      budget: BUDGETS.bookGridOnly,
      limit: CEILINGS.bookGridOnly ?? BUDGETS.bookGridOnly,
    },
    {
      name: 'only <lib-book-grid> (index.js)',
      files: pageFiles(manifest, { scripts: [INDEX_ENTRY], connected: [grid] }),
    },
    {
      name: 'index.js, no element on the page yet',
      files: pageFiles(manifest, { scripts: [INDEX_ENTRY], connected: [] }),
    },
  ];
  return pages.map((page) => ({ ...page, size: measure(distDir, page.files) }));
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
