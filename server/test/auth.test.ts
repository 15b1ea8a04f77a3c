import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { LoginLimits } from '../src/auth/login-limiter.ts';
import type { RegistrationLimits } from '../src/auth/registration-limiter.ts';
import { signToken } from '../src/auth/jwt.ts';
import { readConfig } from '../src/config.ts';
import { loadContract } from '../src/contract/contract.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-seed.ts';
import { createTestContext, DEMO_EMAILS, type TestContext } from './helpers/context.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function login(email: string, password: string, app = context.app, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Runs `use` against an app on the same database with these limits (the context's are lax). */
async function withLimits(
  limits: LoginLimits | { registrationLimits: RegistrationLimits },
  use: (app: FastifyInstance) => Promise<void>,
) {
  const app = await buildApp({
    database: context.database,
    jwtSecret: context.secret,
    ...('registrationLimits' in limits ? limits : { loginLimits: limits }),
  });
  try {
    await use(app);
  } finally {
    await app.close();
  }
}

describe('login', () => {
  it('signs in every demo account with a token carrying the spec’s claims', async () => {
    for (const [name, email] of Object.entries(DEMO_EMAILS)) {
      const response = await login(email, DEMO_PASSWORD);
      expect(response.statusCode, email).toBe(200);
      const token = response.json().token as string;
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      const account = context.accounts[name as keyof typeof DEMO_EMAILS];
      expect(claims).toMatchObject({
        userId: account.id,
        libraryId: account.libraryId,
        role: account.role,
      });
      expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
      const me = await context.app.inject({
        method: 'GET',
        url: '/api/books/getBookCategories',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(200);
    }
  });

  it('takes the e-mail in any case', async () => {
    expect((await login('Member@Demo.Test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 401 with the error body for a wrong password or an unknown e-mail', async () => {
    for (const response of [
      await login('member@demo.test', 'wrong-password'),
      await login('nobody@demo.test', 'whatever1'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'UNAUTHORIZED',
        message: 'Invalid email or password.',
      });
    }
  });

  it('limits failed attempts per account and per address (429 with Retry-After)', async () => {
    await withLimits(
      { windowMs: 60_000, perAccount: 3, perAddress: 6, perAccountEverywhere: 5 },
      async (strict) => {
        for (let i = 0; i < 3; i += 1) {
          expect((await login('admin@demo.test', 'nope-nope', strict, '10.0.0.1')).statusCode).toBe(
            401,
          );
        }
        // Even the right password waits now at the address guessing the account…
        const limited = await login('admin@demo.test', DEMO_PASSWORD, strict, '10.0.0.1');
        expect(limited.statusCode).toBe(429);
        expect(limited.json().error).toBe('TOO_MANY_REQUESTS');
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect(limited.json().message).toMatch(
          /^Too many failed sign-ins\. Try again in (1 minute|\d+ seconds)\.$/,
        );
        // …but the guessing does not lock the account's owner out from elsewhere.
        expect((await login('admin@demo.test', DEMO_PASSWORD, strict, '10.0.0.2')).statusCode).toBe(
          200,
        );

        // One address trying many accounts is stopped too.
        for (let i = 0; i < 3; i += 1) {
          expect(
            (await login(`guess${i}@demo.test`, 'nope-nope', strict, '10.0.0.1')).statusCode,
          ).toBe(401);
        }
        expect(
          (await login('courier@demo.test', DEMO_PASSWORD, strict, '10.0.0.1')).statusCode,
        ).toBe(429);
        expect(
          (await login('courier@demo.test', DEMO_PASSWORD, strict, '10.0.0.3')).statusCode,
        ).toBe(200);

        // Guessing one account from many addresses is stopped past the account's own limit.
        for (const address of ['10.0.0.4', '10.0.0.5']) {
          expect((await login('admin@demo.test', 'nope-nope', strict, address)).statusCode).toBe(
            401,
          );
        }
        expect((await login('admin@demo.test', DEMO_PASSWORD, strict, '10.0.0.6')).statusCode).toBe(
          429,
        );
      },
    );
  });

  it('counts the attempts at an account together, however its e-mail is spelt', async () => {
    await withLimits({ windowMs: 60_000, perAccount: 3, perAddress: 100 }, async (strict) => {
      for (const spelling of ['admin@demo.test', 'ADMIN@demo.test', 'admİn@demo.test']) {
        expect((await login(spelling, 'nope-nope', strict, '10.0.2.1')).statusCode).toBe(401);
      }
      // The database takes `İ` for `i`, so this is the same account, already limited.
      const limited = await login('admİn@demo.test', DEMO_PASSWORD, strict, '10.0.2.1');
      expect(limited.statusCode).toBe(429);
    });
  });

  it('counts the addresses of one IPv6 /64 network as one address, an IPv4 one however written', async () => {
    await withLimits({ windowMs: 60_000, perAccount: 100, perAddress: 2 }, async (strict) => {
      // A client can take any address of its /64: a new one for each guess gains nothing.
      for (const address of ['2001:db8:7:1::a', '2001:db8:7:1:ffff::b']) {
        expect((await login('guess@demo.test', 'nope-nope', strict, address)).statusCode).toBe(401);
      }
      const limited = await login('admin@demo.test', DEMO_PASSWORD, strict, '2001:db8:7:1::c');
      expect(limited.statusCode).toBe(429);
      // The next network is another client.
      expect(
        (await login('admin@demo.test', DEMO_PASSWORD, strict, '2001:db8:7:2::a')).statusCode,
      ).toBe(200);
      // An IPv4 client is its address, written as IPv4 or as IPv6 in any spelling.
      for (const address of ['192.0.2.70', '::ffff:192.0.2.70']) {
        expect((await login('guess@demo.test', 'nope-nope', strict, address)).statusCode).toBe(401);
      }
      for (const address of ['::ffff:c000:246', '0:0:0:0:0:ffff:192.0.2.70']) {
        expect((await login('admin@demo.test', DEMO_PASSWORD, strict, address)).statusCode).toBe(
          429,
        );
      }
      expect((await login('admin@demo.test', DEMO_PASSWORD, strict, '192.0.2.71')).statusCode).toBe(
        200,
      );
    });
  });

  it('counts attempts sent together before checking any of them', async () => {
    await withLimits({ windowMs: 60_000, perAccount: 3, perAddress: 100 }, async (strict) => {
      const burst = await Promise.all(
        Array.from({ length: 10 }, () =>
          login('member@demo.test', 'nope-nope', strict, '10.0.1.1'),
        ),
      );
      const statuses = burst.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([...Array(3).fill(401), ...Array(7).fill(429)]);
      expect((await login('member@demo.test', DEMO_PASSWORD, strict, '10.0.1.1')).statusCode).toBe(
        429,
      );
    });
  });
});

describe('login behind a reverse proxy', () => {
  /** A login through one proxy at 10.9.9.9, which appends the client's address to what it sent. */
  function viaProxy(app: FastifyInstance, client: string, forwarded: string | undefined) {
    return app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@demo.test', password: 'nope-nope' },
      remoteAddress: '10.9.9.9',
      headers: { 'x-forwarded-for': forwarded ? `${forwarded}, ${client}` : client },
    });
  }

  it('takes TRUST_PROXY=1 as one proxy: limits see each client, whatever it forwards itself', async () => {
    const app = await buildApp({
      database: context.database,
      jwtSecret: context.secret,
      loginLimits: { windowMs: 60_000, perAccount: 3, perAddress: 100 },
      trustProxy: readConfig({ TRUST_PROXY: '1' }, []).trustProxy,
    });
    try {
      // A guesser writing a new X-Forwarded-For each time is still the one address the proxy saw.
      for (let i = 0; i < 3; i++) {
        expect((await viaProxy(app, '203.0.113.7', `198.51.100.${i}`)).statusCode).toBe(401);
      }
      expect((await viaProxy(app, '203.0.113.7', '198.51.100.99')).statusCode).toBe(429);
      // Another client behind the same proxy is not held back by the guesser.
      expect((await viaProxy(app, '203.0.113.8', undefined)).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('registration', () => {
  const register = (payload: object) =>
    context.request({ method: 'POST', url: '/api/auth/register', payload });

  it('limits attempts per address, refused ones too (429 with Retry-After)', async () => {
    await withLimits({ registrationLimits: { windowMs: 60_000, perAddress: 2 } }, async (app) => {
      const attempt = (email: string, remoteAddress: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { name: 'Limited', email, password: 'password1', role: 'USER', libraryId: 1 },
          remoteAddress,
        });
      expect((await attempt('limited-1@demo.test', '10.1.0.1')).statusCode).toBe(201);
      // "Already registered" tells whether an e-mail has an account: it counts as well.
      expect((await attempt('member@demo.test', '10.1.0.1')).statusCode).toBe(409);
      const limited = await attempt('limited-2@demo.test', '10.1.0.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        error: 'TOO_MANY_REQUESTS',
        // A minute, less the time the first attempts took.
        message: expect.stringMatching(
          /^Too many registrations from this network\. Try again in (1 minute|\d+ seconds)\.$/,
        ),
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Nothing was created, and another address is not held up.
      expect((await login('limited-2@demo.test', 'password1', app)).statusCode).toBe(401);
      expect((await attempt('limited-2@demo.test', '10.1.0.2')).statusCode).toBe(201);
    });
  });

  it('registers a member of a library, without exposing the password', async () => {
    const response = await register({
      name: 'New Member',
      email: 'new@demo.test',
      password: 'password1',
      role: 'USER',
      libraryId: 1,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'New Member',
      email: 'new@demo.test',
      role: 'USER',
      libraryId: 1,
    });
    expect(response.body).not.toMatch(/password|scrypt/);
    expect((await login('new@demo.test', 'password1')).statusCode).toBe(200);
  });

  it('registers an ADMIN without a library: the platform administrator assigns one', async () => {
    const libraryId = context.accounts.admin.libraryId!;
    const response = await register({
      name: 'Would-be Admin',
      email: 'would-be-admin@demo.test',
      password: 'password1',
      role: 'ADMIN',
      libraryId,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: 'ADMIN', libraryId: null });
    const token = (await login('would-be-admin@demo.test', 'password1')).json().token as string;
    const headers = { authorization: `Bearer ${token}` };
    const message =
      'You are not the administrator of any library: a platform administrator assigns you one.';
    const books = await context.request({
      method: 'GET',
      url: `/api/books/getBooksByLibrary?libraryId=${libraryId}`,
      headers: { authorization: `Bearer ${context.accounts.admin.token}` },
    });
    const bookId = (books.json() as { id: number }[])[0]!.id;
    for (const url of [
      '/api/books',
      `/api/books/getBooksByLibrary?libraryId=${libraryId}`,
      `/api/books/${bookId}`,
      `/api/books/${bookId}/reviews`,
    ]) {
      const refused = await context.request({ method: 'GET', url, headers });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ error: 'FORBIDDEN', message });
    }
    const created = await context.request({
      method: 'POST',
      url: '/api/books',
      headers,
      payload: {
        title: 'Mine now',
        author: 'A',
        isbn: '0-306-40615-2',
        availableCopies: 1,
        description: 'd',
        available: true,
        categoryId: 1,
      },
    });
    expect(created.statusCode).toBe(403);
  });

  it('signs in an e-mail whose letters JavaScript and the database lower-case differently', async () => {
    for (const [email, otherCase] of [
      ['İlknur@demo.test', 'ilknur@demo.test'],
      ['ODYSSEΥΣ@demo.test', 'odysseυσ@demo.test'],
    ] as const) {
      const created = await register({
        name: 'X',
        email,
        password: 'password1',
        role: 'USER',
        libraryId: 1,
      });
      expect(created.statusCode).toBe(201);
      expect((await login(email, 'password1')).statusCode).toBe(200);
      expect((await login(otherCase, 'password1')).statusCode).toBe(200);
      const again = await register({
        name: 'X',
        email: otherCase,
        password: 'password1',
        role: 'USER',
        libraryId: 1,
      });
      expect(again.statusCode).toBe(409);
    }
  });

  it('takes an e-mail written with a composed letter or with a combining accent for one account', async () => {
    const composed = 'Ren\u00e9e@demo.test';
    const combining = 'rene\u0301e@demo.test';
    const created = await register({
      name: 'Renée',
      email: composed,
      password: 'password1',
      role: 'USER',
      libraryId: 1,
    });
    expect(created.statusCode).toBe(201);
    const again = await register({
      name: 'Not Renée',
      email: combining,
      password: 'password1',
      role: 'USER',
      libraryId: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${combining} is already registered.`);
    const signedIn = await login(combining, 'password1');
    expect(signedIn.statusCode).toBe(200);
    const { userId } = JSON.parse(
      Buffer.from(signedIn.json().token.split('.')[1], 'base64url').toString(),
    ) as { userId: number };
    expect(userId).toBe(created.json().id);
  });

  it('refuses SUPER_ADMIN (400), a taken e-mail (409) and an unknown library (404)', async () => {
    const superAdmin = await register({
      name: 'X',
      email: 'x@demo.test',
      password: 'password1',
      role: 'SUPER_ADMIN',
    });
    expect(superAdmin.statusCode).toBe(400);
    expect(superAdmin.json().message).toBe('role must be one of USER, ADMIN, DELIVERY_PARTNER');
    const taken = await register({
      name: 'X',
      email: 'MEMBER@demo.test',
      password: 'password1',
      role: 'USER',
      libraryId: 1,
    });
    expect(taken.statusCode).toBe(409);
    // A member or a courier names their library; an administrator is given one.
    for (const [role, who] of [
      ['USER', 'a member'],
      ['DELIVERY_PARTNER', 'a delivery partner'],
    ] as const) {
      const nowhere = await register({
        name: 'X',
        email: `nowhere-${role.toLowerCase()}@demo.test`,
        password: 'password1',
        role,
      });
      expect(nowhere.statusCode, role).toBe(400);
      expect(nowhere.json()).toEqual({
        error: 'BAD_REQUEST',
        message: `libraryId is required for ${who}: choose one of the libraries (GET /api/libraries).`,
      });
    }
    const library = await register({
      name: 'X',
      email: 'y@demo.test',
      password: 'password1',
      role: 'USER',
      libraryId: 9999,
    });
    expect(library.statusCode).toBe(404);
    // The register screen's list was read before the library went: the words say to choose again.
    expect(library.json().message).toBe(
      'Library 9999 does not exist (any more): choose another library.',
    );
    const short = await register({
      name: 'X',
      email: 'z@demo.test',
      password: 'short',
      role: 'USER',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/password/);
  });
});

describe('token forgery', () => {
  const member = () => context.accounts.member;
  const call = (authorization: string) =>
    context.app.inject({ method: 'GET', url: '/api/rentals/active', headers: { authorization } });

  it('accepts the genuine token', async () => {
    expect((await call(`Bearer ${member().token}`)).statusCode).toBe(200);
  });

  it.each([
    [
      'alg none',
      () =>
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ userId: member().id, libraryId: 1, role: 'USER', exp: 9_999_999_999 })}.`,
    ],
    [
      'alg none with a signature',
      () =>
        `${b64({ alg: 'none' })}.${b64({ userId: member().id, libraryId: 1, role: 'USER', exp: 9_999_999_999 })}.${member().token.split('.')[2]}`,
    ],
    [
      'a tampered payload',
      () => {
        const [h, , s] = member().token.split('.');
        return `${h}.${b64({ userId: context.accounts.super.id, libraryId: null, role: 'SUPER_ADMIN', exp: 9_999_999_999 })}.${s}`;
      },
    ],
    [
      'another secret',
      () =>
        signToken(
          { userId: member().id, libraryId: 1, role: 'USER' },
          crypto.randomBytes(32),
          3600,
        ),
    ],
    [
      'an expired token',
      () =>
        signToken(
          { userId: member().id, libraryId: 1, role: 'USER' },
          context.secret,
          60,
          Date.now() - 3600_000,
        ),
    ],
    [
      'HS512 in the header',
      () => {
        const [, p, s] = member().token.split('.');
        return `${b64({ alg: 'HS512', typ: 'JWT' })}.${p}.${s}`;
      },
    ],
    [
      'a role the account does not have',
      () => signToken({ userId: member().id, libraryId: 1, role: 'ADMIN' }, context.secret, 3600),
    ],
    [
      'an account that does not exist',
      () => signToken({ userId: 999_999, libraryId: 1, role: 'USER' }, context.secret, 3600),
    ],
    ['garbage', () => 'not-a-token'],
    ['three garbage parts', () => 'a.b.c'],
    ['an empty signature', () => member().token.split('.').slice(0, 2).join('.') + '.'],
  ])('refuses %s with 401', async (_name, make) => {
    const response = await call(`Bearer ${make()}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'UNAUTHORIZED', message: expect.any(String) });
  });

  it('refuses a header that is not a Bearer token, and no header at all', async () => {
    expect((await call(member().token)).statusCode).toBe(401);
    expect((await call(`Basic ${Buffer.from('a:b').toString('base64')}`)).statusCode).toBe(401);
    expect(
      (await context.app.inject({ method: 'GET', url: '/api/rentals/active' })).statusCode,
    ).toBe(401);
  });

  it('answers 401 for a bad token on an operation open to anonymous callers, as the contract says', async () => {
    // The kit signs the visitor out on it; without a token the same call is answered.
    const expired = signToken(
      { userId: member().id, libraryId: member().libraryId, role: 'USER' },
      context.secret,
      -60,
    );
    const open = loadContract().operations.filter((op) => op.auth === 'optional');
    expect(open.map((op) => op.operationId).sort()).toEqual(
      ['getBook', 'getBooksByLibrary', 'listBookReviews', 'listBooks'].sort(),
    );
    for (const operation of open) {
      const url = `${operation.path.replace(/\{\w+\}/g, '1')}?libraryId=1`;
      for (const token of ['nope', expired]) {
        const response = await context.app.inject({
          method: operation.method,
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode, operation.operationId).toBe(401);
      }
      expect((await context.app.inject({ method: operation.method, url })).statusCode).toBe(200);
      expect(operation.statuses, operation.operationId).toContain('401');
    }
  });

  it('ignores tokens on sign-in, so a stale one cannot lock anybody out', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { authorization: 'Bearer stale' },
      payload: { email: 'member@demo.test', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('a token whose claims are out of date', () => {
  const STALE = {
    error: 'UNAUTHORIZED',
    message: 'Your session is out of date. Please sign in again.',
  };
  const NEW_BOOK = {
    title: 'A book of a moved administrator',
    author: 'A',
    isbn: '0-306-40615-2',
    availableCopies: 1,
    description: 'd',
    categoryId: 1,
  };
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    context.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  async function registerAndSignIn(email: string, role: 'USER' | 'ADMIN', libraryId: number) {
    const registered = await context.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Test Account', email, password: 'password1', role, libraryId },
    });
    expect(registered.statusCode).toBe(201);
    const id = registered.json().id as number;
    // An administrator's library comes from the platform administrator.
    if (role === 'ADMIN') {
      const assigned = await context.request({
        method: 'POST',
        url: '/api/super-admin/libraries/assign-admin',
        as: 'super',
        payload: { libraryId, userId: id },
      });
      expect(assigned.statusCode).toBe(200);
    }
    return { id, ...(await signIn(email)) };
  }

  async function signIn(email: string) {
    const response = await login(email, 'password1');
    expect(response.statusCode).toBe(200);
    const token = response.json().token as string;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      libraryId: number | null;
      role: string;
    };
    return { token, claims };
  }

  it('is refused with 401 once its administrator is moved to another library, until they sign in again', async () => {
    const first = context.accounts.admin.libraryId!;
    const second = context.accounts.admin2.libraryId!;
    const admin = await registerAndSignIn('moving-admin@demo.test', 'ADMIN', first);
    expect(admin.claims.libraryId).toBe(first);
    const firstBooks = `/api/books/getBooksByLibrary?libraryId=${first}`;
    expect((await call(admin.token, 'GET', firstBooks)).statusCode).toBe(200);

    const moved = await context.request({
      method: 'POST',
      url: '/api/super-admin/libraries/assign-admin',
      as: 'super',
      payload: { libraryId: second, userId: admin.id },
    });
    expect(moved.statusCode).toBe(200);

    // Whatever the call, the old token gets the same 401, so the client signs out and in again
    // rather than being told forever that the library its token names is not its own.
    for (const [method, url, payload] of [
      ['GET', firstBooks],
      ['GET', `/api/books/getBooksByLibrary?libraryId=${second}`],
      ['GET', '/api/books'],
      ['GET', '/api/books/top-books'],
      ['POST', '/api/books', NEW_BOOK],
    ] as const) {
      const response = await call(admin.token, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual(STALE);
    }
    // As an expired token is on the public book list.
    const expired = signToken(
      { userId: admin.id, libraryId: second, role: 'ADMIN' },
      context.secret,
      60,
      Date.now() - 3600_000,
    );
    expect((await call(expired, 'GET', '/api/books')).statusCode).toBe(401);
    // Operations without security ignore either token, and so never block signing in again.
    for (const token of [admin.token, expired]) {
      expect((await call(token, 'GET', '/api/books/getBookCategories')).statusCode).toBe(200);
    }
    const again = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { email: 'moving-admin@demo.test', password: 'password1' },
    });
    expect(again.statusCode).toBe(200);

    const fresh = await signIn('moving-admin@demo.test');
    expect(fresh.claims).toMatchObject({ libraryId: second, role: 'ADMIN' });
    const secondBooks = await call(
      fresh.token,
      'GET',
      `/api/books/getBooksByLibrary?libraryId=${second}`,
    );
    expect(secondBooks.statusCode).toBe(200);
    const listed = secondBooks.json() as { libraryId: number }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((b) => b.libraryId === second)).toBe(true);
    const created = await call(fresh.token, 'POST', '/api/books', NEW_BOOK);
    expect(created.statusCode).toBe(201);
    expect(created.json().libraryId).toBe(second);
    expect((await call(fresh.token, 'GET', firstBooks)).statusCode).toBe(403);
  });

  it('keeps working when its administrator is assigned to the library they are in', async () => {
    const admin = context.accounts.admin2;
    const same = await context.request({
      method: 'POST',
      url: '/api/super-admin/libraries/assign-admin',
      as: 'super',
      payload: { libraryId: admin.libraryId, userId: admin.id },
    });
    expect(same.statusCode).toBe(200);
    expect((await call(admin.token, 'GET', '/api/books')).statusCode).toBe(200);
  });

  it('is refused with 401 once its account has another role, until they sign in again', async () => {
    // No call of the API changes a role; an operator may, in the database.
    const libraryId = context.accounts.member.libraryId!;
    const member = await registerAndSignIn('promoted@demo.test', 'USER', libraryId);
    expect((await call(member.token, 'GET', '/api/rentals/active')).statusCode).toBe(200);

    await context.database.db
      .updateTable('users')
      .set({ role: 'ADMIN' })
      .where('id', '=', member.id)
      .execute();

    const stale = await call(member.token, 'GET', '/api/rentals/active');
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual(STALE);
    const fresh = await signIn('promoted@demo.test');
    expect(fresh.claims).toMatchObject({ libraryId, role: 'ADMIN' });
    const created = await call(fresh.token, 'POST', '/api/books', NEW_BOOK);
    expect(created.statusCode).toBe(201);
    expect(created.json().libraryId).toBe(libraryId);
  });

  it('still says so when its account is gone', async () => {
    const token = signToken({ userId: 999_999, libraryId: 1, role: 'USER' }, context.secret, 3600);
    const response = await call(token, 'GET', '/api/rentals/active');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'UNAUTHORIZED',
      message: 'The session token no longer matches an account; sign in again.',
    });
  });
});
