import { existsSync } from 'node:fs';
import path from 'node:path';

// A relative module specifier in a declaration file: `from './x'`, `import './x'`, `import('./x')`.
const RELATIVE_IMPORT = /(\bfrom\s+|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

/**
 * Gives the relative imports of an emitted declaration file their `.js` extension (`./jsx` →
 * `./jsx.js`, `../i18n` → `../i18n/index.js`), which TypeScript's `node16`/`nodenext` resolution
 * requires of an ES module package: without it a host on those settings would find none of the
 * kit's types. `sourceDir` is where the file's source module lies; specifiers are resolved there.
 */
export function withJsExtensions(content: string, sourceDir: string): string {
  return content.replace(RELATIVE_IMPORT, (whole, before: string, quote: string, spec: string) => {
    const target = path.resolve(sourceDir, spec);
    const resolved = ['.ts', '.tsx'].some((ext) => existsSync(target + ext))
      ? `${spec}.js`
      : ['index.ts', 'index.tsx'].some((file) => existsSync(path.join(target, file)))
        ? `${spec.replace(/\/$/, '')}/index.js`
        : undefined;
    return resolved ? `${before}${quote}${resolved}${quote}` : whole;
  });
}
