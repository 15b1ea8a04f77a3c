import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { TEXT_GROUPS } from './groups';

const root = fileURLToPath(new URL('../..', import.meta.url));
const catalog = en as unknown as Record<string, Record<string, string>>;

/** The groups whose keys a source file names, as `'group.name'` or `` `group.${…}` ``. */
function groupsUsed(source: string): Set<string> {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '');
  const used = new Set<string>();
  for (const [, group, name] of code.matchAll(/['"`](\w+)\.(\w+|\$\{)/g)) {
    const texts = catalog[group!];
    if (texts && (name === '${' || Object.keys(texts).some((key) => key.startsWith(name!)))) {
      used.add(group!);
    }
  }
  return used;
}

describe('the catalog’s groups', () => {
  it('are all listed in TEXT_GROUPS, each in its own module', () => {
    expect([...TEXT_GROUPS].sort()).toEqual(Object.keys(en).sort());
  });

  it('are imported by every file that uses their texts, so they load with it', () => {
    const files = globSync(['src/**/*.{ts,tsx}', 'demo-host/src/**/*.ts'], { cwd: root }).filter(
      (file) => !/\.(test|stories)\.tsx?$/.test(file) && !file.startsWith(`src${path.sep}i18n`),
    );
    expect(files.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const file of files) {
      const source = readFileSync(path.join(root, file), 'utf8');
      for (const group of groupsUsed(source)) {
        if (!new RegExp(`import '[^']*/i18n/en/${group}';`).test(source)) {
          missing.push(`${file}: import '…/i18n/en/${group}'`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds the keys a file uses, however it writes them', () => {
    expect(groupsUsed(`t('bookGrid.heading'); t(\`delivery.\${kind}\`)`)).toEqual(
      new Set(['bookGrid', 'delivery']),
    );
    expect(groupsUsed(`// t('login.submit')\nconst file = 'photo.jpeg';`)).toEqual(new Set());
  });
});
