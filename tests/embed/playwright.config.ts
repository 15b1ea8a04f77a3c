import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * The embedding test: the built kit (`npm run build` first) on a CMS-like page served from one
 * origin, talking to the real API server (fresh embedded database, demo seed) on another, which
 * allows the page's origin through CORS_ORIGINS. Ports are free ones chosen by the first load of
 * this file; the runner's workers inherit them.
 */
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
  ]).toString();
process.env.EMBED_API_PORT ??= freePort();
process.env.EMBED_PAGE_PORT ??= freePort();
process.env.EMBED_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'lib-embed-'));

const api = `http://127.0.0.1:${process.env.EMBED_API_PORT}`;
const site = `http://127.0.0.1:${process.env.EMBED_PAGE_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.test.ts',
  outputDir: '../../test-results/embed',
  globalTeardown: './global-teardown.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: site,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  webServer: [
    {
      command: 'node server/src/main.ts',
      cwd: '../..',
      url: `${api}/api/libraries`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: process.env.EMBED_API_PORT,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.EMBED_DATA_DIR,
        SEED_DEMO: 'true',
        CORS_ORIGINS: site,
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: `node scripts/serve-embed.ts --port ${process.env.EMBED_PAGE_PORT} --api ${api}`,
      cwd: '../..',
      url: `${site}/demo-host/embed.html`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
    },
  ],
});
