/**
 * The package as a host gets it (`npm run test:package`, after `npm run build`; part of `npm test`):
 * what `npm pack` puts in it, and its types: a host project importing `library-lending-kit` by name
 * type-checks its JSX against dist/types, under TypeScript's `bundler` resolution and under
 * `nodenext`, which reads only what the package's `exports` and the declarations' own imports name.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { LICENSES_FILE } from '../../scripts/third-party-licenses.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const host = mkdtempSync(path.join(tmpdir(), 'lib-host-types-'));
after(() => rmSync(host, { recursive: true, force: true }));

// The host's dependencies: the kit (this checkout, as installed from a registry) and React's types.
const dependencies: Record<string, string> = {
  'library-lending-kit': root,
  react: path.join(root, 'node_modules/react'),
  '@types/react': path.join(root, 'node_modules/@types/react'),
};
for (const [name, target] of Object.entries(dependencies)) {
  mkdirSync(path.dirname(path.join(host, 'node_modules', name)), { recursive: true });
  symlinkSync(target, path.join(host, 'node_modules', name), 'dir');
}
writeFileSync(path.join(host, 'package.json'), JSON.stringify({ type: 'module', private: true }));
writeFileSync(
  path.join(host, 'page.tsx'),
  `import 'library-lending-kit';
import 'library-lending-kit/elements/lib-book-grid';
// @ts-expect-error: the kit's own modules are not the package's to import
import 'library-lending-kit/elements/define';
import { setMessages, type LibTagName } from 'library-lending-kit';

setMessages({ bookGrid: { heading: 'Our books' } });
// @ts-expect-error: no such text
setMessages({ bookGrid: { headline: 'Our books' } });
export const tag: LibTagName = 'lib-book-grid';
export const Page = () => (
  <main>
    <lib-login api-base="http://127.0.0.1:3000" />
    <lib-book-grid library-id="1" onlib-navigate={(event) => event.preventDefault()} />
    {/* @ts-expect-error: library-id is a number */}
    <lib-book-grid library-id="first" />
    {/* @ts-expect-error: no such element */}
    <lib-book-grd />
  </main>
);
`,
);

const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

for (const [module, moduleResolution] of [
  ['esnext', 'bundler'],
  ['nodenext', 'nodenext'],
]) {
  test(`a React host type-checks the elements in JSX (moduleResolution ${moduleResolution})`, () => {
    const config = path.join(host, `tsconfig.${moduleResolution}.json`);
    writeFileSync(
      config,
      JSON.stringify({
        compilerOptions: {
          module,
          moduleResolution,
          target: 'es2022',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files: ['page.tsx'],
      }),
    );
    const result = spawnSync(process.execPath, [tsc, '-p', config], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stdout + result.stderr);
  });
}

test('the package holds the build, its licence and the licences of the code it bundles, and no build records', () => {
  const npm = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(npm.status, 0, npm.stderr);
  const [packed] = JSON.parse(npm.stdout) as [{ files: { path: string }[] }];
  const files = packed.files.map((file) => file.path);
  for (const file of [
    'LICENSE',
    'custom-elements.json',
    'dist/index.js',
    'dist/elements/lib-book-grid.js',
    'dist/types/elements/index.d.ts',
    `dist/${LICENSES_FILE}`,
  ]) {
    assert.ok(files.includes(file), `${file} is in the package`);
  }
  assert.deepEqual(
    files.filter((file) => file.startsWith('dist/.vite/') || file.startsWith('src/')),
    [],
  );
  // Every third-party package whose code the chunks carry, with its licence's terms.
  const licenses = readFileSync(path.join(root, 'dist', LICENSES_FILE), 'utf8');
  for (const name of ['react', 'react-dom', 'scheduler', 'xstate', '@r2wc/core', 'openapi-fetch']) {
    assert.match(licenses, new RegExp(`^${name}@\\d`, 'm'), `${name} is named`);
  }
  assert.ok(!/ships no licence file/.test(licenses), 'every notice holds its licence terms');
});

test('importing the package where there is no DOM (a server rendering pages) defines nothing and throws nothing', () => {
  for (const entry of ['dist/index.js', 'dist/elements/lib-book-grid.js']) {
    const url = new URL(entry, `file://${root}/`).href;
    const result = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', `await import(${JSON.stringify(url)});`],
      { encoding: 'utf8' },
    );
    assert.equal(result.status, 0, `${entry}: ${result.stderr}`);
  }
});
