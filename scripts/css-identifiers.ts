import { globSync } from 'node:fs';
import path from 'node:path';
import hash from '@emotion/hash';

/**
 * vanilla-extract's `identifiers` option for builds: short class, keyframe and variable names.
 *
 * Its default production names are a hash of the file's path and a counter (`_1pjhmyl0`): nine
 * characters of incompressible text, written once in the CSS and again in the JavaScript that
 * uses them. Here each `.css.ts` file of `src/` gets two letters from its place in the sorted list
 * of those files (`aa`, `ab` … `ZZ`, room for 2,704 files), followed by the same counter: `aa0`.
 * Names stay unique (the prefix has a fixed length, the counter is per file) and stable for a given
 * set of files. Files elsewhere (stories, the standalone app) keep the default names.
 */
export function shortCssIdentifiers(repoRoot: string, viteRoot = repoRoot) {
  const files = globSync('src/**/*.css.ts', { cwd: repoRoot })
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const prefixes = new Map(
    files.map((file, i) => [
      file,
      LETTERS[Math.floor(i / LETTERS.length)]! + LETTERS[i % LETTERS.length]!,
    ]),
  );
  if (files.length > LETTERS.length ** 2) throw new Error('Too many .css.ts files for 2 letters.');

  return ({
    hash: identifier,
    filePath,
    packageName,
  }: {
    hash: string;
    filePath: string;
    packageName?: string;
  }): string => {
    // The default identifier is the hash of the file's scope followed by the file's counter.
    const scope = hash(packageName ? `${packageName}${filePath}` : filePath);
    if (!identifier.startsWith(scope)) {
      throw new Error(`Unexpected vanilla-extract identifier "${identifier}" for ${filePath}.`);
    }
    // vanilla-extract gives the path relative to Vite's root.
    const relative = path.relative(repoRoot, path.resolve(viteRoot, filePath));
    const prefix = prefixes.get(relative.split(path.sep).join('/'));
    if (prefix === undefined) return /^\d/.test(identifier) ? `_${identifier}` : identifier;
    return prefix + identifier.slice(scope.length);
  };
}
