/**
 * The size of what a page loads, checked on the library build in dist/ (`npm run test:size`, after
 * `npm run build`; part of `npm test`). Deterministic: it reads the build output, nothing is timed.
 * A page may not load more than its budget, or, where the budget is not met yet, than the size
 * reached (its ceiling, see sizes.ts); `npm run bench:size` prints how far each is from its budget.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { kb, readManifest, scenarios } from './sizes.ts';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const pages = scenarios(dist);

test('every element has its own entry; the index defines them all and loads no screen before an element connects', () => {
  const manifest = readManifest(dist);
  const index = manifest['src/elements/index.ts'];
  assert.ok(index?.isEntry, 'dist/index.js is built');
  const elements = Object.values(manifest).filter((chunk) => chunk.src?.match(/elements\/lib-/));
  assert.ok(elements.length > 0);
  for (const element of elements) {
    assert.equal(path.dirname(element.file), 'elements', `${element.src} is dist/elements/*.js`);
    assert.ok(element.dynamicImports?.length, `${element.src} loads its screen lazily`);
  }
  // The index's own copies of the definitions load the very same screen chunks, lazily.
  assert.deepEqual(
    [...(index.dynamicImports ?? [])].sort(),
    elements.flatMap((element) => element.dynamicImports ?? []).sort(),
  );
  const bare = pages.find((page) => page.name.startsWith('index.js, no element'));
  assert.deepEqual(
    bare?.files.filter((file) => !/^(index\.js|chunks\/(core|rolldown-runtime)-)/.test(file)),
    [],
    'with no element on the page, the index loads the core and nothing else',
  );
});

test('a page with only the catalogue loads none of the chunks other audiences share', () => {
  const grid = pages.find((page) => page.name.startsWith('only <lib-book-grid> (elements'));
  assert.ok(grid, 'the catalogue page is measured');
  const others = grid.files.filter((file) =>
    /^chunks\/(staff|member|auth|pages|floating)-/.test(file),
  );
  assert.deepEqual(others, [], 'staff tables, member pages, sign-in and the tooltip stay out');
});

for (const page of pages.filter((scenario) => scenario.limit)) {
  const limit = page.limit!;
  const what = limit === page.budget ? 'budget' : 'ceiling (the budget is not met yet)';
  test(`${page.name}: at most ${kb(limit)} gzip`, () => {
    assert.ok(
      page.size.gzip <= limit,
      `${kb(page.size.gzip)} gzip is more than the ${what} of ${kb(limit)}: ` +
        `the change makes the page load more (${page.files.join(', ')})`,
    );
  });
}
