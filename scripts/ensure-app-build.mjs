// Builds the standalone app (demo-host/dist) when it is missing or older than its sources, so that
// `npm start` always serves the app of the working tree. Run by the root `prestart` script.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = path.join(root, 'demo-host', 'dist', 'index.html');
// The app's code, and what builds it: the Vite config and the build scripts it imports.
const sources = [
  'demo-host',
  'src',
  'vite.config.ts',
  'scripts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
const skipped = new Set(['dist', 'node_modules']);
const isTest = (name) => /\.(test|stories)\.tsx?$/.test(name);

function newest(entry) {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return isTest(entry) ? 0 : stat.mtimeMs;
  let latest = 0;
  for (const child of readdirSync(entry)) {
    if (!skipped.has(child)) latest = Math.max(latest, newest(path.join(entry, child)));
  }
  return latest;
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((source) => newest(path.join(root, source))));

if (builtAt >= sourcesAt) {
  console.log('The standalone app (demo-host/dist) is up to date.');
} else {
  console.log(builtAt ? 'Rebuilding the standalone app…' : 'Building the standalone app…');
  const result = spawnSync('npm', ['run', 'build:app'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
