/**
 * DataTable logic on 10,000 rows: sorting or filtering must fit in one frame (16 ms).
 * Run: `npm run bench:table` (plain Node, no test runner). Prints median and worst timings.
 */
import { performance } from 'node:perf_hooks';

type TableModel = typeof import('../src/ui/DataTable/tableModel');
// Node runs TypeScript by stripping types, which needs the file extension in the specifier.
const modelUrl = new URL('../src/ui/DataTable/tableModel.ts', import.meta.url).href;
const model = (await import(modelUrl)) as TableModel;

const ROWS = 10_000;
const RUNS = 50;
const FRAME_MS = 16;

interface BenchBook {
  id: number;
  title: string;
  author: string;
  isbn: string;
  availableCopies: number;
  available: boolean;
  description: string;
}

const words = [
  'river',
  'shadow',
  'garden',
  'night',
  'Ángel',
  'city',
  'winter',
  'echo',
  'stone',
  'Zebra',
];
const names = [
  'Austen',
  'Borges',
  'Calvino',
  'Dickens',
  'Eco',
  'Ferrante',
  'Gaiman',
  'Hesse',
  'Ishiguro',
];
let seed = 42;
const random = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const rows: BenchBook[] = Array.from({ length: ROWS }, (_, i) => ({
  id: i + 1,
  title: `${pick(words)} ${pick(words)} ${pick(words)} vol ${Math.floor(random() * 40)}`,
  author: `${pick(names)}, ${pick(words)}`,
  isbn: `978${String(Math.floor(random() * 1e10)).padStart(10, '0')}`,
  availableCopies: Math.floor(random() * 12),
  available: random() > 0.3,
  description: `${pick(words)} ${pick(words)} ${pick(words)} ${pick(words)} ${pick(words)}`.repeat(
    4,
  ),
}));
const getValue = (row: BenchBook, columnId: string): unknown => row[columnId as keyof BenchBook];

function measure(
  name: string,
  run: () => unknown,
): { name: string; best: number; median: number; worst: number } {
  for (let i = 0; i < 10; i++) run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { name, best: times[0]!, median: times[Math.floor(RUNS / 2)]!, worst: times[RUNS - 1]! };
}

const index = model.buildSearchIndex(rows);
const byTitle = model.sortWithIndex(rows, index, { columnId: 'title', direction: 'asc' }, getValue);
const state = model.initialTableState({ pageSizeOptions: [5, 10, 20] });
const results = [
  measure('sort by title ascending', () =>
    model.sortRows(rows, { columnId: 'title', direction: 'asc' }, getValue),
  ),
  measure('sort by title descending', () =>
    model.sortRows(rows, { columnId: 'title', direction: 'desc' }, getValue),
  ),
  measure('sort by availableCopies', () =>
    model.sortRows(rows, { columnId: 'availableCopies', direction: 'asc' }, getValue),
  ),
  measure('build search index (once per data set)', () => model.buildSearchIndex(rows)),
  measure('filter "river" (with index)', () => model.filterRows(rows, 'river', { index })),
  measure('filter "zz" (no match, with index)', () => model.filterRows(rows, 'zz', { index })),
  measure('filter "river" (no index)', () => model.filterRows(rows, 'river')),
  measure('sort click in DataTable (rows + search texts)', () =>
    model.sortWithIndex(rows, index, { columnId: 'author', direction: 'desc' }, getValue),
  ),
  measure('keystroke in a table sorted by title', () =>
    model.filterRows(byTitle.rows, 'river', { index: byTitle.index }),
  ),
  measure('full view: filter + sort + page', () =>
    model.viewTable(
      rows,
      { ...state, query: 'er', sort: { columnId: 'author', direction: 'desc' } },
      { index, getValue },
    ),
  ),
];

const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
console.log(
  `DataTable model, ${ROWS.toLocaleString('en')} rows, ${RUNS} runs each (budget ${FRAME_MS} ms a frame)`,
);
console.log(
  `${''.padEnd(46)} ${'best'.padStart(10)} ${'median'.padStart(10)} ${'worst'.padStart(10)}`,
);
for (const { name, best, median, worst } of results) {
  const verdict = median <= FRAME_MS ? 'ok' : 'OVER BUDGET';
  console.log(`${name.padEnd(46)} ${ms(best)} ${ms(median)} ${ms(worst)}   ${verdict}`);
}
// The search index is built once per data set and the unindexed filter is shown for comparison;
// what a click or a keystroke costs (sort, indexed filter, the whole view) must fit in the frame.
const over = results.filter(
  (r) => !r.name.includes('no index') && !r.name.includes('once') && r.median > FRAME_MS,
);
if (over.length > 0) {
  console.log(
    `\nOver budget: ${over.map((r) => r.name).join(', ')} (a loaded machine inflates timings).`,
  );
}
process.exitCode = over.length > 0 ? 1 : 0;
