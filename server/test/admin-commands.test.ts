import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import * as libraries from '../src/repositories/libraries.ts';
import * as users from '../src/repositories/users.ts';

const run = promisify(execFile);
const SCRIPTS = path.join(import.meta.dirname, '..', 'scripts');

/** Runs an admin command as an operator would, on the PGlite directory `dataDir`. */
async function command(dataDir: string, script: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(SCRIPTS, script), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// The commands open the database the server would: here a PGlite directory, whatever the engine
// of the rest of the suite.
describe.runIf(process.env.TEST_ENGINE !== 'postgres')('the admin commands', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lending-commands-'));
    const database = await openDatabase({ engine: 'pglite', dataDir });
    try {
      await migrate(database.db);
      const library = await libraries.insertLibrary(database.db, {
        name: 'Riverside',
        city: 'Springfield',
        address: '1 Road',
        contactPhone: '1',
        contactEmail: 'desk@example.org',
      });
      if (library === 'namesake') throw new Error('a fresh database has no libraries');
      for (const role of ['DELIVERY_PARTNER', 'USER', 'ADMIN'] as const) {
        await users.insertUser(database.db, {
          name: role,
          email: `${role.toLowerCase()}@example.org`,
          passwordHash: 'x',
          role,
          libraryId: library.id,
        });
      }
    } finally {
      await database.close();
    }
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('approve-courier lists who waits, approves a registered courier once, and refuses anyone else', async () => {
    const list = () => command(dataDir, 'approve-courier.ts', '--list');
    expect(await list()).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(
        /^Couriers waiting for approval:\n {2}delivery_partner@example\.org {2}DELIVERY_PARTNER {2}Riverside \(1\) {2}since \d{4}-\d\d-\d\d\nNo task waits for a courier\.\n$/,
      ),
    });
    expect(
      await command(dataDir, 'approve-courier.ts', '--email', 'Delivery_Partner@example.org'),
    ).toMatchObject({
      code: 0,
      stdout:
        'Approved Delivery_Partner@example.org, a courier of library 1; no task was waiting for them.\n',
    });
    expect(
      await command(dataDir, 'approve-courier.ts', '--email', 'delivery_partner@example.org'),
    ).toMatchObject({ code: 0, stdout: 'delivery_partner@example.org was approved already.\n' });
    expect(
      await command(dataDir, 'approve-courier.ts', '--email', 'user@example.org'),
    ).toMatchObject({
      code: 1,
      stderr: 'user@example.org is a member, not a delivery partner.\n',
    });
    expect(await list()).toMatchObject({
      code: 0,
      stdout: 'No courier waits for approval.\nNo task waits for a courier.\n',
    });
    expect(await command(dataDir, 'approve-courier.ts')).toMatchObject({
      code: 2,
      stderr: 'Usage: approve-courier --email <the courier’s e-mail> | --list\n',
    });
  });

  it('revoke-staff withdraws a courier, once, takes an administrator off their library, and refuses anyone else', async () => {
    const revoke = (email: string) => command(dataDir, 'revoke-staff.ts', '--email', email);
    await command(dataDir, 'approve-courier.ts', '--email', 'delivery_partner@example.org');
    expect(await revoke('Delivery_Partner@example.org')).toMatchObject({
      code: 0,
      stdout: 'Withdrew the approval of Delivery_Partner@example.org; they had no open task.\n',
    });
    expect(await revoke('delivery_partner@example.org')).toMatchObject({
      code: 0,
      stdout: 'The approval of delivery_partner@example.org was withdrawn already.\n',
    });
    // Withdrawn, they do not wait for approval; approving them again is deliberate.
    expect(await command(dataDir, 'approve-courier.ts', '--list')).toMatchObject({
      stdout: 'No courier waits for approval.\nNo task waits for a courier.\n',
    });
    expect(await revoke('admin@example.org')).toMatchObject({
      code: 0,
      stdout: 'admin@example.org is the administrator of no library now.\n',
    });
    const database = await openDatabase({ engine: 'pglite', dataDir });
    try {
      const admin = await users.findUserByEmail(database.db, 'admin@example.org');
      expect(admin).toMatchObject({ role: 'ADMIN', library_id: null });
    } finally {
      await database.close();
    }
    expect(await revoke('user@example.org')).toMatchObject({
      code: 1,
      stderr: 'user@example.org is a member: only administrators and couriers have staff access.\n',
    });
    expect(await revoke('nobody@example.org')).toMatchObject({
      code: 1,
      stderr: 'There is no account nobody@example.org.\n',
    });
    expect(await command(dataDir, 'revoke-staff.ts')).toMatchObject({
      code: 2,
      stderr: 'Usage: revoke-staff --email <the administrator’s or courier’s e-mail>\n',
    });
  });

  it('lists a courier of no library as waiting, refuses to approve them, and withdraws them', async () => {
    const database = await openDatabase({ engine: 'pglite', dataDir });
    try {
      await users.insertUser(database.db, {
        name: 'Stray',
        email: 'stray@example.org',
        passwordHash: 'x',
        role: 'DELIVERY_PARTNER',
        libraryId: null,
      });
    } finally {
      await database.close();
    }
    const list = () => command(dataDir, 'approve-courier.ts', '--list');
    expect(await list()).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(
        /^Couriers waiting for approval:\n {2}stray@example\.org {2}Stray {2}no library: withdraw them \(revoke-staff\) {2}since \d{4}-\d\d-\d\d\nNo task waits for a courier\.\n$/,
      ),
    });
    expect(
      await command(dataDir, 'approve-courier.ts', '--email', 'stray@example.org'),
    ).toMatchObject({ code: 1, stderr: 'stray@example.org has no library to deliver for.\n' });
    expect(await command(dataDir, 'revoke-staff.ts', '--email', 'stray@example.org')).toMatchObject(
      {
        code: 0,
        stdout: expect.stringMatching(/^Withdrew the approval of stray@example\.org;/),
      },
    );
    expect(await list()).toMatchObject({
      code: 0,
      stdout: 'No courier waits for approval.\nNo task waits for a courier.\n',
    });
  });

  it('refuses a directory holding no database, or says it started one there', async () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'lending-typo-'));
    try {
      expect(await command(elsewhere, 'approve-courier.ts', '--list')).toMatchObject({
        code: 1,
        stderr: `There is no database in ${elsewhere}. Give the DATA_DIR (or DATABASE_URL) the server runs with.\n`,
      });
      expect(fs.readdirSync(elsewhere)).toEqual([]);
      const created = await command(
        elsewhere,
        'create-super-admin.ts',
        '--email',
        'first@example.org',
        '--password',
        'longpassword',
      );
      expect(created).toMatchObject({ code: 0 });
      expect(created.stdout).toMatch(
        new RegExp(
          `^There was no database in ${elsewhere}: a new one was started there\\. Start the server with DATA_DIR=${elsewhere} to use it\\.\nCreated SUPER_ADMIN first@example\\.org \\(id 1\\)\\.\n$`,
        ),
      );
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('create-super-admin adds a platform administrator, once', async () => {
    const add = () =>
      command(
        dataDir,
        'create-super-admin.ts',
        '--email',
        'ops@example.org',
        '--password',
        'longpassword',
      );
    expect(await add()).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Created SUPER_ADMIN ops@example\.org \(id \d+\)\.\n$/),
    });
    expect(await add()).toMatchObject({
      code: 1,
      stderr: 'ops@example.org is already registered.\n',
    });
  });
});
