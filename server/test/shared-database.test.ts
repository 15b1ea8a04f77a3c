import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-seed.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { createBook } from './helpers/flows.ts';
import type { FastifyInstance } from 'fastify';

// Two servers on one PostgreSQL: each reuses reads between changes, so each must learn of the
// other's writes (through the change notifications) and serve them.
const onPostgres = process.env.TEST_ENGINE === 'postgres';

describe.runIf(onPostgres)('two servers sharing one PostgreSQL', () => {
  let context: TestContext;
  let other: Database;
  let second: FastifyInstance;

  beforeAll(async () => {
    context = await createTestContext();
    const schema = (context.database as Database & { schema?: string }).schema;
    other = await openDatabase({ engine: 'postgres', url: process.env.TEST_DATABASE_URL!, schema });
    second = await buildApp({ database: other, jwtSecret: context.secret });
  });
  afterAll(async () => {
    await second?.close();
    await other?.close();
    await context?.close();
  });

  async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
    for (let i = 0; i < 50; i += 1) {
      const value = await read();
      if (accept(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return read();
  }

  it('serves a book added through the other server', async () => {
    const listOnSecond = async () =>
      (await second.inject({ method: 'GET', url: '/api/books?libraryId=1' })).json() as {
        id: number;
      }[];
    await eventually(
      () => Promise.resolve(other.writes.live),
      (live) => live,
    );
    await listOnSecond();
    const book = await createBook(context, 1);
    const ids = await eventually(listOnSecond, (list) => list.some((b) => b.id === book.id));
    expect(ids.map((b) => b.id)).toContain(book.id);
  });

  it('refuses a token made stale by an assignment made through the other server', async () => {
    const token = context.accounts.admin2.token;
    const topBooks = (authorization: string) =>
      second.inject({ method: 'GET', url: '/api/books/top-books', headers: { authorization } });
    expect((await topBooks(`Bearer ${token}`)).statusCode).toBe(200);
    const moved = await context.request({
      method: 'POST',
      url: '/api/super-admin/libraries/assign-admin',
      as: 'super',
      payload: { libraryId: context.accounts.admin.libraryId, userId: context.accounts.admin2.id },
    });
    expect(moved.statusCode).toBe(200);
    const stale = await eventually(
      () => topBooks(`Bearer ${token}`),
      (response) => response.statusCode === 401,
    );
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe('Your session is out of date. Please sign in again.');

    const login = await second.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: context.accounts.admin2.email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const books = await second.inject({
      method: 'GET',
      url: '/api/books',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(books.statusCode).toBe(200);
    const list = books.json() as { libraryId: number }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((b) => b.libraryId === context.accounts.admin.libraryId)).toBe(true);
  });

  it('accepts a token signed after a change whose notice has not reached this server yet', async () => {
    const { admin, admin2 } = context.accounts;
    const signIn = async () => {
      const login = await context.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: admin2.email, password: DEMO_PASSWORD },
      });
      const token = login.json().token as string;
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      return { token, libraryId: claims.libraryId as number };
    };
    const books = (token: string) =>
      second.inject({
        method: 'GET',
        url: '/api/books',
        headers: { authorization: `Bearer ${token}` },
      });
    await eventually(
      () => Promise.resolve(other.writes.live),
      (live) => live,
    );
    const before = await signIn();
    // The second server remembers the account as it is now.
    expect((await books(before.token)).statusCode).toBe(200);

    // Its change notices are held back, as they are for the moment they travel.
    const held = other.writes.generation;
    Object.defineProperty(other.writes, 'generation', {
      configurable: true,
      get: () => held,
      set: () => {},
    });
    try {
      const elsewhere = before.libraryId === admin.libraryId ? admin2.libraryId : admin.libraryId;
      const moved = await context.request({
        method: 'POST',
        url: '/api/super-admin/libraries/assign-admin',
        as: 'super',
        payload: { libraryId: elsewhere, userId: admin2.id },
      });
      expect(moved.statusCode).toBe(200);
      const after = await signIn();
      expect(after.libraryId).toBe(elsewhere);

      const answer = await books(after.token);
      expect(answer.statusCode).toBe(200);
      const list = answer.json() as { libraryId: number }[];
      expect(list.every((b) => b.libraryId === elsewhere)).toBe(true);
    } finally {
      delete (other.writes as { generation?: number }).generation;
      other.writes.generation = held + 1;
    }
  });
});
