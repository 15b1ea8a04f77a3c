/**
 * The size of what a page loads, checked on the library build in dist/ (`npm run test:size`, after
 * `npm run build`; part of `npm test`). Deterministic: it reads the build output, nothing is timed.
 * A page may not grow past its ceiling (the size reached, see sizes.ts); `npm run bench:size`
 * prints how far each is from issue 8's budget.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { kb, readManifest, scenarios } from './sizes.ts';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));

test('every element has its own entry, and the index loads no screen before an element connects', () => {
  const manifest = readManifest(dist);
  const index = manifest['src/elements/index.ts'];
  assert.ok(index?.isEntry, 'dist/index.js is built');
  assert.deepEqual(index.dynamicImports ?? [], [], 'the index itself imports no screen');
  const elements = Object.values(manifest).filter((chunk) => chunk.src?.match(/elements\/lib-/));
  assert.ok(elements.length > 0);
  for (const element of elements) {
    assert.equal(path.dirname(element.file), 'elements', `${element.src} is dist/elements/*.js`);
    assert.ok(element.dynamicImports?.length, `${element.src} loads its screen lazily`);
  }
});

for (const page of scenarios(dist).filter((scenario) => scenario.ceiling)) {
  test(`${page.name}: at most ${kb(page.ceiling!)} gzip`, () => {
    assert.ok(
      page.size.gzip <= page.ceiling!,
      `${kb(page.size.gzip)} gzip is more than the ceiling of ${kb(page.ceiling!)}: ` +
        `the change makes the page load more (${page.files.join(', ')})`,
    );
  });
}
