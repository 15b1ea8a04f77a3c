import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const main = path.resolve(import.meta.dirname, '../src/main.ts');
const scratch = mkdtempSync(path.join(tmpdir(), 'lib-startup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Starts the server as `npm start` does, with these settings, and waits for it to give up. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [main], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

// The process, not the engine, is under test: once is enough.
describe.runIf(process.env.TEST_ENGINE !== 'postgres')('a server that cannot start', () => {
  it('says why in one line, before touching the database, for a wrong setting', () => {
    const dataDir = path.join(scratch, 'short-secret');
    expect(start({ JWT_SECRET: 'short', DATA_DIR: dataDir })).toEqual({
      status: 1,
      stderr: 'The server cannot start: JWT_SECRET must be at least 32 characters long',
    });
    expect(existsSync(dataDir)).toBe(false);
    expect(start({ PORT: 'abc', DATA_DIR: dataDir }).stderr).toBe(
      'The server cannot start: PORT must be a port number, not abc',
    );
  });

  it('names the port another program holds', async () => {
    const other = createServer();
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const { port } = other.address() as { port: number };
    try {
      expect(
        start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(scratch, 'busy') }),
      ).toEqual({
        status: 1,
        stderr: `The server cannot start: port ${port} on 127.0.0.1 is in use; stop what uses it, or set PORT.`,
      });
    } finally {
      other.close();
    }
  });

  it('says which database did not answer', () => {
    const { status, stderr } = start({
      DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:1/none',
      DATA_DIR: path.join(scratch, 'unreachable'),
    });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^The server cannot start: DATABASE_URL: connect ECONNREFUSED/);
    expect(stderr).not.toMatch(/\n/);
  });
});

/** Starts the server and gives what it printed until it said where it listens; then stops it. */
async function started(env: Record<string, string>) {
  const server = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
  });
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Library Lending API on')) resolve();
      };
      server.stdout.on('data', read);
      server.stderr.on('data', read);
      server.once('exit', () => reject(new Error(`the server stopped: ${output}`)));
    });
  } finally {
    server.kill('SIGTERM');
  }
  return output;
}

describe.runIf(process.env.TEST_ENGINE !== 'postgres')('a server that starts', () => {
  it('names an address a browser can open, and asks for a platform administrator while none exists', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    const output = await started({
      PORT: String(port),
      HOST: '0.0.0.0',
      DATA_DIR: path.join(scratch, 'everywhere'),
    });
    expect(output).toContain(
      `Library Lending API on http://127.0.0.1:${port} and this machine’s other addresses  (docs: /api/docs)`,
    );
    expect(output).toContain(
      'No platform administrator yet: libraries are added and administrators assigned by one.',
    );
  });
});
