/**
 * Lighthouse on the standalone app's login and catalog pages, served by the real server (a fresh
 * embedded database with the demo data, on a free port): performance and accessibility scores,
 * mobile (Lighthouse's default: emulated phone, simulated slow 4G) and desktop. Targets: 95+ and
 * 100. Run: `npm run bench:lighthouse` (builds the app when stale; not part of `npm test`).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PAGES = [
  { name: 'login', hash: '#/login' },
  { name: 'catalog', hash: '#/books' },
];
const TARGETS = { performance: 95, accessibility: 100 };

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitFor(url: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer`);
}

execFileSync(process.execPath, ['scripts/ensure-app-build.mjs'], { cwd: root, stdio: 'inherit' });
const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'lib-lighthouse-'));
const server = spawn(process.execPath, ['server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}/`;
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});

try {
  await waitFor(`${base}api/libraries`);
  const rows: string[] = [];
  let missed = 0;
  for (const page of PAGES) {
    for (const [form, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ] as const) {
      const result = await lighthouse(
        base + page.hash,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        },
        config,
      );
      const categories = result?.lhr.categories;
      const score = (id: 'performance' | 'accessibility') =>
        Math.round((categories?.[id]?.score ?? 0) * 100);
      const performance = score('performance');
      const accessibility = score('accessibility');
      if (performance < TARGETS.performance || accessibility < TARGETS.accessibility) missed += 1;
      const audits = result?.lhr.audits ?? {};
      const metric = (id: string) => audits[id]?.displayValue ?? '-';
      rows.push(
        `${`${page.name} (${page.hash})`.padEnd(22)}${form.padEnd(9)}${String(performance).padStart(12)}${String(accessibility).padStart(15)}   FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
      );
      const failed = Object.values(audits).filter(
        (audit) =>
          categories?.accessibility?.auditRefs.some((ref) => ref.id === audit.id) &&
          audit.score !== null &&
          audit.score < 1,
      );
      for (const audit of failed) rows.push(`    accessibility: ${audit.id} — ${audit.title}`);
      // A run Lighthouse could not complete scores nothing: say why rather than show a bare 0.
      const runtimeError = result?.lhr.runtimeError;
      if (runtimeError) rows.push(`    run failed: ${runtimeError.code} — ${runtimeError.message}`);
    }
  }
  console.log(
    `Lighthouse ${base} (targets: performance ${TARGETS.performance}+, accessibility ${TARGETS.accessibility})\n`,
  );
  console.log(
    `${'page'.padEnd(22)}${'form'.padEnd(9)}${'performance'.padStart(12)}${'accessibility'.padStart(15)}`,
  );
  for (const row of rows) console.log(row);
  console.log(missed ? `\n${missed} run(s) below target.` : '\nEvery target met.');
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
