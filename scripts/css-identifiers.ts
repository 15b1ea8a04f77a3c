import { globSync } from 'node:fs';
import path from 'node:path';
import hash from '@emotion/hash';

/**
 * vanilla-extract's `identifiers` option for builds: short class, keyframe and variable names.
 *
 * Its default production names are a hash of the file's path and a counter (`_1pjhmyl0`): nine
 * characters of incompressible text, written once in the CSS and again in the JavaScript that
 * uses them. Here each `.css.ts` file of `src/` gets two lower-case letters, followed by the same
 * counter: `ab0`. The letters come from the hash of the file's path, the next free pair where two
 * files meet (in path order), so a file keeps its letters across versions unless files are added
 * that take them, as the default names are kept by path. Lower case only: quirks-mode pages (many
 * CMS pages have no doctype) match class names without regard to case, shadow roots included.
 * Names are unique: the prefix has a fixed length and the counter restarts for each file. Files
 * elsewhere (stories, the standalone app's own) keep the default names.
 */
export function shortCssIdentifiers(repoRoot: string, viteRoot = repoRoot) {
  const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
  const SLOTS = LETTERS.length ** 2;
  const files = globSync('src/**/*.css.ts', { cwd: repoRoot })
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  if (files.length > SLOTS) throw new Error(`More than ${SLOTS} .css.ts files for two letters.`);
  const taken = new Set<number>();
  const prefixes = new Map<string, string>();
  for (const file of files) {
    let slot = parseInt(hash(file), 36) % SLOTS;
    while (taken.has(slot)) slot = (slot + 1) % SLOTS;
    taken.add(slot);
    prefixes.set(
      file,
      LETTERS[Math.floor(slot / LETTERS.length)]! + LETTERS[slot % LETTERS.length]!,
    );
  }

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
