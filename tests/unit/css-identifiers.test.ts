import { globSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import hash from '@emotion/hash';
import { describe, expect, it } from 'vitest';
import { shortCssIdentifiers } from '../../scripts/css-identifiers.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** What vanilla-extract gives the function: its default name, the file's scope hash and counter. */
const packageName = 'library-lending-kit';
const call = (filePath: string, counter: number, viteRoot = root) =>
  shortCssIdentifiers(
    root,
    viteRoot,
  )({
    hash: `${hash(`${packageName}${filePath}`)}${counter.toString(36)}`,
    filePath,
    packageName,
  });

describe('shortCssIdentifiers', () => {
  const files = globSync('src/**/*.css.ts', { cwd: root }).map((f) => f.split(path.sep).join('/'));

  it('gives every .css.ts file of src/ its own two lower-case letters, then the file’s counter', () => {
    const names = files.map((file) => call(file, 0));
    // Lower case only: a quirks-mode page matches class names whatever their case.
    for (const name of names) expect(name).toMatch(/^[a-z]{2}0$/);
    expect(new Set(names).size).toBe(files.length);
    expect(call(files[0]!, 37)).toBe(`${call(files[0]!, 0).slice(0, 2)}11`);
  });

  it('finds the file from another Vite root (the standalone app’s)', () => {
    const file = files[3]!;
    expect(call(`../${file}`, 2, path.join(root, 'demo-host'))).toBe(call(file, 2));
  });

  it('keeps the default name, made a valid class, for files outside src/', () => {
    // The hash of 'library-lending-kitstories/ui/fixtures.css.ts' (mk46o5), and the counter.
    expect(call('stories/ui/fixtures.css.ts', 0)).toBe('mk46o50');
  });

  it('refuses an identifier it does not understand, rather than guess', () => {
    expect(() =>
      shortCssIdentifiers(root)({ hash: 'zzz0', filePath: files[0]!, packageName }),
    ).toThrow(/Unexpected vanilla-extract identifier/);
  });
});
