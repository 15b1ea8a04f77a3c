import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const LICENSES_FILE = 'THIRD-PARTY-LICENSES.txt';

// The MIT licence's terms (the project's own licence, from its permission notice on), for a package
// that names the licence but ships no file holding it.
const projectLicense = readFileSync(new URL('../LICENSE', import.meta.url), 'utf8');
const MIT_TERMS = projectLicense
  .slice(projectLicense.indexOf('Permission is hereby granted'))
  .trim();

interface BundledPackage {
  name: string;
  version: string;
  license: string;
  text: string;
}

// The package a module comes from: the innermost `node_modules/<name>` or `<@scope/name>` in its id.
const PACKAGE_DIR = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/;

function readPackage(dir: string): BundledPackage {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    license?: string;
    author?: string | { name?: string };
  };
  const file = readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.\w+)?$/i.test(name));
  const license = manifest.license ?? 'UNKNOWN';
  // A package published without its licence file still names its licence and its author.
  const author = typeof manifest.author === 'string' ? manifest.author : manifest.author?.name;
  const text = file
    ? readFileSync(path.join(dir, file), 'utf8').trim()
    : license === 'MIT'
      ? `MIT License\n\nCopyright (c) ${author ?? `the authors of ${manifest.name}`}\n\n${MIT_TERMS}`
      : `${license}${author ? `, copyright ${author}` : ''} (the package ships no licence file).`;
  return { name: manifest.name, version: manifest.version, license, text };
}

/**
 * Vite plugin: the build's code carries third-party packages (React, react-dom, XState …) whose
 * licences ask that their notices travel with them, and minified chunks keep no comments. This
 * writes the licence of every package whose code is in a chunk to `THIRD-PARTY-LICENSES.txt` beside
 * the chunks.
 */
export function thirdPartyLicenses(): Plugin {
  return {
    name: 'lib-third-party-licenses',
    apply: 'build',
    generateBundle(_options, bundle) {
      const dirs = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const dir = PACKAGE_DIR.exec(id.replace(/^\0/, ''))?.[1];
          if (dir && existsSync(path.join(dir, 'package.json'))) dirs.add(dir);
        }
      }
      const packages = [...dirs]
        .map(readPackage)
        .sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
      if (packages.length === 0) return;
      const rule = '-'.repeat(72);
      this.emitFile({
        type: 'asset',
        fileName: LICENSES_FILE,
        source:
          [
            'The files of this directory include code of the packages below, under these licences.',
            ...packages.map(
              ({ name, version, license, text }) =>
                `${rule}\n${name}@${version} (${license})\n${rule}\n\n${text}`,
            ),
          ].join('\n\n') + '\n',
      });
    },
  };
}
