import fs from 'node:fs';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { createBook } from './helpers/flows.ts';
import { installErrorHandlers, isDatabaseUnreachable } from '../src/http/error-handler.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ corsOrigins: ['https://cms.example.org'] });
});
afterAll(() => context.close());

describe('the HTTP surface', () => {
  it('reports health with the engine in use', async () => {
    const response = await context.request({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_ENGINE ?? 'pglite',
    });
  });

  it('compresses answers for clients that accept it, and only then', async () => {
    const plain = await context.request({ method: 'GET', url: '/api/books' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const packed = await context.request({
        method: 'GET',
        url: '/api/books',
        headers: { 'accept-encoding': accept },
      });
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe(accept);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(packed.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('serves the seeded demo: two libraries, at least 30 books with JPEG covers, several categories', async () => {
    const libraries = (await context.request({ method: 'GET', url: '/api/libraries' })).json();
    expect(libraries).toHaveLength(2);
    const books = (await context.request({ method: 'GET', url: '/api/books' })).json() as {
      imageBase64?: string;
      categoryId: number;
    }[];
    expect(books.length).toBeGreaterThanOrEqual(30);
    expect(new Set(books.map((b) => b.categoryId)).size).toBeGreaterThanOrEqual(5);
    for (const book of books) {
      expect(Buffer.from(book.imageBase64!, 'base64').subarray(0, 3)).toEqual(
        Buffer.from([0xff, 0xd8, 0xff]),
      );
    }
  });

  it('dates the seeded couriers’ tasks within their rentals: assigned before completed', async () => {
    const seededBy = Date.now();
    for (const [courier, member] of [
      ['courier', 'member'],
      ['courier2', 'member2'],
    ] as const) {
      // Every task of theirs, not only the recent ones their list shows.
      const { rows } = await sql<{
        type: 'DELIVERY' | 'PICKUP';
        rentalId: number;
        scheduledDate: string;
        assignedAt: Date;
        completedAt: Date | null;
      }>`
        select t.type, t.rental_id as "rentalId", t.scheduled_date::text as "scheduledDate",
          coalesce(t.assigned_at, t.created_at) as "assignedAt", t.completed_at as "completedAt"
        from delivery_tasks t where t.partner_id = ${context.accounts[courier].id}
      `.execute(context.database.db);
      const tasks = rows.map((task) => ({
        ...task,
        assignedAt: task.assignedAt.toISOString(),
        completedAt: task.completedAt?.toISOString() ?? null,
      }));
      expect(tasks.filter((t) => t.completedAt !== null).length).toBeGreaterThan(10);
      expect(tasks.some((t) => t.completedAt === null)).toBe(true);
      for (const task of tasks) {
        const assigned = Date.parse(task.assignedAt);
        expect(assigned, `task of rental ${task.rentalId}`).toBeLessThanOrEqual(seededBy);
        expect(task.assignedAt.slice(0, 10) <= task.scheduledDate, task.assignedAt).toBe(true);
        if (task.completedAt !== null) {
          expect(assigned, `${task.type} of rental ${task.rentalId}`).toBeLessThanOrEqual(
            Date.parse(task.completedAt),
          );
        }
      }

      // A delivery is given to the courier when the member borrows.
      const history = (
        await context.request({ method: 'GET', url: '/api/rentals/history', as: member })
      ).json() as { rentalId: number; rentedAt: string; returnedAt: string | null }[];
      expect(history.length).toBeGreaterThanOrEqual(4);
      for (const rental of history) {
        const ofRental = tasks.filter((t) => t.rentalId === rental.rentalId);
        const delivery = ofRental.find((t) => t.type === 'DELIVERY');
        expect(delivery?.assignedAt).toBe(rental.rentedAt);
        const pickup = ofRental.find((t) => t.type === 'PICKUP');
        if (rental.returnedAt !== null) {
          expect(Date.parse(pickup!.assignedAt)).toBeGreaterThan(
            Date.parse(delivery!.completedAt!),
          );
          expect(Date.parse(pickup!.assignedAt)).toBeLessThanOrEqual(Date.parse(rental.returnedAt));
        }
      }
    }
  });

  it('records the return request of every seeded returned rental, as a live return does', async () => {
    const returned = await context.database.db
      .selectFrom('rentals as r')
      .leftJoin('delivery_tasks as t', (join) =>
        join.onRef('t.rental_id', '=', 'r.id').on('t.type', '=', 'PICKUP'),
      )
      .select([
        'r.id',
        'r.return_requested_at',
        'r.returned_at',
        sql<string | null>`r.pickup_date::text`.as('pickup_date'),
        sql<string>`t.scheduled_date::text`.as('scheduled_date'),
        't.completed_at',
      ])
      .where('r.status', '=', 'RETURNED')
      .execute();
    expect(returned.length).toBeGreaterThan(20);
    for (const rental of returned) {
      const requested = rental.return_requested_at;
      expect(requested, `rental ${rental.id}`).not.toBeNull();
      expect(rental.scheduled_date, `rental ${rental.id}`).not.toBeNull();
      expect(rental.pickup_date, `rental ${rental.id}`).toBe(rental.scheduled_date);
      expect(requested!.getTime()).toBeLessThanOrEqual(rental.returned_at!.getTime());
      expect(requested!.getTime()).toBeLessThan(rental.completed_at!.getTime());
    }
  });

  it('answers one book with every field of the contract, its description included', async () => {
    const [listed] = (
      await context.request({ method: 'GET', url: '/api/books?libraryId=1' })
    ).json() as {
      id: number;
    }[];
    const book = (
      await context.request({ method: 'GET', url: `/api/books/${listed!.id}` })
    ).json() as Record<string, unknown>;
    for (const field of [
      'id',
      'title',
      'author',
      'isbn',
      'description',
      'availableCopies',
      'available',
    ]) {
      expect(book, field).toHaveProperty(field);
    }
    expect(book).toEqual(expect.objectContaining(listed));
    expect(typeof book.description).toBe('string');
    expect((book.description as string).length).toBeGreaterThan(0);
  });

  it('gives a signed-in member only their library’s books without asking', async () => {
    const books = (
      await context.request({ method: 'GET', url: '/api/books', as: 'member2' })
    ).json() as { libraryId: number }[];
    expect(books.length).toBeGreaterThan(0);
    expect(books.every((b) => b.libraryId === context.accounts.member2.libraryId)).toBe(true);
  });

  it('revalidates the book list with its ETag, and changes it when the list changes', async () => {
    const first = await context.request({ method: 'GET', url: '/api/books?libraryId=1' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const cached = await context.request({
      method: 'GET',
      url: '/api/books?libraryId=1',
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    const book = await createBook(context, 1);
    const changed = await context.request({
      method: 'GET',
      url: '/api/books?libraryId=1',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().map((b: { id: number }) => b.id)).toContain(book.id);
  });

  it('revalidates with a list of ETags, compared weakly, or with *', async () => {
    const first = await context.request({ method: 'GET', url: '/api/books?libraryId=2' });
    const etag = first.headers.etag as string;
    const strong = etag.replace(/^W\//, '');
    const conditional = (ifNoneMatch: string) =>
      context.request({
        method: 'GET',
        url: '/api/books?libraryId=2',
        headers: { 'if-none-match': ifNoneMatch },
      });
    for (const header of [
      `"other", ${etag}`,
      `W/"other",${strong}`,
      `  ${strong}  `,
      `"a, b", W/"c" , ${etag}`,
      '*',
    ]) {
      const response = await conditional(header);
      expect(response.statusCode, header).toBe(304);
      expect(response.headers.etag).toBe(etag);
    }
    for (const header of ['"other", W/"another"', `${strong.slice(0, -1)}x"`, '', 'garbage']) {
      expect((await conditional(header)).statusCode, header).toBe(200);
    }
  });

  it('serves the interactive docs and the contract they show', async () => {
    const page = await context.request({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/html/);
    // Its files come from where the page did, over HTTPS or not.
    const policy = page.headers['content-security-policy'] as string;
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    const json = await context.request({ method: 'GET', url: '/api/docs/json' });
    expect(json.json().info.title).toBe('Library Lending API');
    expect(Object.keys(json.json().paths)).toContain('/api/rentals');
  });

  it('answers unknown routes with the error body', async () => {
    const response = await context.request({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'NOT_FOUND',
      message: expect.stringContaining('/api/nothing-here'),
    });
  });

  it('answers a body of thousands of unknown fields briefly, naming the first ones', async () => {
    const payload: Record<string, string> = { email: 'member@demo.test', password: 'demo12345' };
    for (let i = 0; i < 50_000; i++) payload[`k${i}`] = '';
    const response = await context.request({ method: 'POST', url: '/api/auth/login', payload });
    expect(response.statusCode).toBe(400);
    const { message } = response.json<{ message: string }>();
    expect(message).toMatch(/^k0 is not an accepted field; k1 is not an accepted field;/);
    expect(message).toMatch(/; and 49980 more fields$/);
    expect(message.length).toBeLessThan(1000);
  });

  it('answers a method a path does not take with 405 and the methods it does', async () => {
    const response = await context.request({ method: 'PATCH', url: '/api/books/2?x=1' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, PUT, DELETE');
    expect(response.json()).toEqual({
      error: 'METHOD_NOT_ALLOWED',
      message: '/api/books/2 takes GET, HEAD, PUT, DELETE, not PATCH.',
    });
    const login = await context.request({ method: 'GET', url: '/api/auth/login' });
    expect(login.statusCode).toBe(405);
    expect(login.headers.allow).toBe('POST');
    // A path written out takes only its own methods, though the template of a book's matches it.
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const upload = await context.request({ method, url: '/api/books/with-image' });
      expect(upload.statusCode, method).toBe(405);
      expect(upload.headers.allow, method).toBe('POST');
    }
    const categories = await context.request({
      method: 'DELETE',
      url: '/api/books/getBookCategories',
      headers: { origin: 'https://cms.example.org' },
    });
    expect(categories.statusCode).toBe(405);
    expect(categories.headers.allow).toBe('GET, HEAD');
    // A page of an allowed origin can read why.
    expect(categories.headers['access-control-allow-origin']).toBe('https://cms.example.org');
    expect((await context.request({ method: 'GET', url: '/api/books/2' })).statusCode).toBe(200);
    // A path the API does not have is still not there.
    expect((await context.request({ method: 'PATCH', url: '/api/nothing' })).statusCode).toBe(404);
    // The spec spells the platform administrator's paths both ways: the other spelling is told
    // the right one, not the methods of a library's path (its id being "assign-admin").
    const assign = await context.request({
      method: 'POST',
      url: '/api/superadmin/libraries/assign-admin',
    });
    expect(assign.statusCode).toBe(404);
    expect(assign.json().message).toBe(
      'There is no POST /api/superadmin/libraries/assign-admin; the call is POST /api/super-admin/libraries/assign-admin.',
    );
    const update = await context.request({ method: 'PUT', url: '/api/super-admin/libraries/3' });
    expect(update.json().message).toBe(
      'There is no PUT /api/super-admin/libraries/3; the call is PUT /api/superadmin/libraries/3.',
    );
  });

  it('answers an OPTIONS request that is no preflight with the methods of the path, across origins', async () => {
    for (const origin of [undefined, 'https://cms.example.org']) {
      const books = await context.request({
        method: 'OPTIONS',
        url: '/api/books/2',
        headers: origin ? { origin } : {},
      });
      expect(books.statusCode, origin).toBe(405);
      expect(books.headers.allow, origin).toBe('GET, HEAD, PUT, DELETE');
      expect(books.json(), origin).toEqual({
        error: 'METHOD_NOT_ALLOWED',
        message: '/api/books/2 takes GET, HEAD, PUT, DELETE, not OPTIONS.',
      });
      expect(books.headers['access-control-allow-origin'], origin).toBe(origin);
      const nothing = await context.request({
        method: 'OPTIONS',
        url: '/api/nothing',
        headers: origin ? { origin } : {},
      });
      expect(nothing.statusCode, origin).toBe(404);
      expect(nothing.json().error, origin).toBe('NOT_FOUND');
    }
    // A preflight is still CORS's: answered for an allowed origin, not for another.
    const preflight = (origin: string) =>
      context.request({
        method: 'OPTIONS',
        url: '/api/books/2',
        headers: { origin, 'access-control-request-method': 'PUT' },
      });
    expect((await preflight('https://cms.example.org')).statusCode).toBe(204);
    expect((await preflight('https://evil.example.com')).statusCode).toBe(404);
  });

  it('answers a path that leaves an id empty as a path that is not there', async () => {
    for (const [method, url] of [
      ['GET', '/api/books/'],
      ['DELETE', '/api/books/'],
      ['GET', '/api/users//addresses'],
      ['POST', '/api/delivery//complete'],
    ] as const) {
      const response = await context.request({ method, url, as: 'member' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        error: 'NOT_FOUND',
        message: `There is no ${method} ${url}.`,
      });
    }
    // The interactive docs' page keeps its slash.
    expect((await context.request({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('sets security headers and a request id', async () => {
    const response = await context.request({
      method: 'GET',
      url: '/api/libraries',
      headers: { 'x-request-id': 'trace-1' },
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-request-id']).toBe('trace-1');
    const forged = await context.request({
      method: 'GET',
      url: '/api/libraries',
      headers: { 'x-request-id': 'a b\u00e9' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers CORS for the configured origins only', async () => {
    const allowed = await context.request({
      method: 'OPTIONS',
      url: '/api/books',
      headers: {
        origin: 'https://cms.example.org',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://cms.example.org');
    const other = await context.request({
      method: 'GET',
      url: '/api/books',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives a URL that does not decode the CORS headers of any other answer, for allowed origins only', async () => {
    const cors = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers).filter(([name]) => name.startsWith('access-control-')),
      );
    for (const origin of ['https://cms.example.org', 'https://evil.example.com']) {
      const bad = await context.request({
        method: 'GET',
        url: '/api/books/%',
        headers: { origin },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: 'BAD_REQUEST', message: 'The URL is not valid.' });
      expect(bad.headers.vary, origin).toBe('Origin');
      const other = await context.request({
        method: 'GET',
        url: '/api/nothing-here',
        headers: { origin },
      });
      expect(cors(bad.headers), origin).toEqual(cors(other.headers));
    }
    const allowed = await context.request({
      method: 'GET',
      url: '/api/books/%',
      headers: { origin: 'https://cms.example.org' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://cms.example.org');
    expect(allowed.headers['access-control-expose-headers']).toContain('X-Request-Id');
    // An origin not allowed learns nothing it could read, from this answer or any other.
    for (const url of ['/api/books/%', '/api/nothing-here', '/api/libraries']) {
      const refused = await context.request({
        method: 'GET',
        url,
        headers: { origin: 'https://evil.example.com' },
      });
      expect(cors(refused.headers), url).toEqual({});
    }
  });

  it('serves the standalone app when its build exists, under a strict CSP', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>App</title>');
    const app = await buildApp({
      database: context.database,
      jwtSecret: context.secret,
      staticDir: dir,
    });
    try {
      const page = await app.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>App</title>');
      const csp = page.headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(page.headers['x-frame-options']).toBe('DENY');
      const api = await app.inject({ method: 'GET', url: '/api/health' });
      expect(api.statusCode).toBe(200);
      // Under /api/ the static files are never looked for: what is not an operation is 404.
      for (const url of ['/api/nope', '/api//books', '/api/%00']) {
        const missing = await app.inject({ method: 'GET', url });
        expect(missing.statusCode, url).toBe(404);
        expect(missing.json().error).toBe('NOT_FOUND');
      }
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sends the build’s precompressed files, and lets browsers keep hashed assets for good', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-'));
    const script = 'export const answer = 42;\n'.repeat(100);
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>App</title>');
    fs.writeFileSync(path.join(dir, 'assets', 'index-Ab3_x9Zq.js'), script);
    fs.writeFileSync(path.join(dir, 'assets', 'index-Ab3_x9Zq.js.br'), brotliCompressSync(script));
    fs.writeFileSync(path.join(dir, 'assets', 'index-Ab3_x9Zq.js.gz'), gzipSync(script));
    const app = await buildApp({
      database: context.database,
      jwtSecret: context.secret,
      staticDir: dir,
    });
    try {
      const url = '/assets/index-Ab3_x9Zq.js';
      const br = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

      const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

      const plain = await app.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);

      // The page itself names the current assets, so it is checked on every visit.
      const page = await app.inject({ method: 'GET', url: '/' });
      expect(page.headers['cache-control']).toBe('no-cache');
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * Sends `request` as it is on a new connection and reads the answer until the server closes;
 * `open` keeps the sending side open, as a client still sending would. Gives up after 5 s of
 * silence, so a server that never answers fails the test rather than hangs it.
 */
function rawExchange(port: number, request: string, { open = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      open ? socket.write(request) : socket.end(request),
    );
    socket.setTimeout(5_000, () => socket.destroy());
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The status line and JSON body of a raw answer. */
function parseRaw(answer: string): { status: string; headers: string; body: unknown } {
  const [head, body = ''] = answer.split('\r\n\r\n');
  const [status, ...headers] = head!.split('\r\n');
  return { status: status!, headers: headers.join('\n').toLowerCase(), body: JSON.parse(body) };
}

describe('requests the HTTP parser refuses', () => {
  let port: number;
  beforeAll(async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    port = (context.app.server.address() as AddressInfo).port;
  });

  it('answers headers larger than the server takes with 431 in the contract shape', async () => {
    const answer = parseRaw(
      await rawExchange(
        port,
        `GET /api/books HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(answer.status).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.headers).toContain('content-type: application/json; charset=utf-8');
    expect(answer.body).toEqual({
      error: 'HEADERS_TOO_LARGE',
      message: 'The request headers are larger than the server takes.',
    });
  });

  it.each([
    [
      'a header line without a colon',
      'GET /api/books HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n',
    ],
    [
      'both Transfer-Encoding and Content-Length',
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n',
    ],
  ])('answers %s with 400 in the contract shape', async (_, request) => {
    const answer = parseRaw(await rawExchange(port, request));
    expect(answer.status).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.body).toEqual({
      error: 'BAD_REQUEST',
      message: 'The request is not valid HTTP/1.1.',
    });
  });

  it('answers an HTTP/1.1 request without a Host header with 400 in the contract shape', async () => {
    const answer = parseRaw(
      await rawExchange(port, 'GET /api/books HTTP/1.1\r\nConnection: close\r\n\r\n'),
    );
    expect(answer.status).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.headers).toContain('x-content-type-options: nosniff');
    expect(answer.body).toEqual({
      error: 'BAD_REQUEST',
      message: 'The request is not valid HTTP/1.1: it has no Host header.',
    });
    // HTTP/1.0 has no Host header to require. The socket stays open for the answer (the server
    // closes it, HTTP/1.0 having no keep-alive): a half-closed one may go before a slow answer.
    const old = await rawExchange(port, 'GET /api/health HTTP/1.0\r\n\r\n', { open: true });
    expect(old).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });

  it('answers an expectation other than 100-continue with 417 in the contract shape', async () => {
    const answer = parseRaw(
      await rawExchange(
        port,
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\n' +
          'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
      ),
    );
    expect(answer.status).toBe('HTTP/1.1 417 Expectation Failed');
    expect(answer.headers).toContain('content-type: application/json; charset=utf-8');
    expect(answer.body).toEqual({
      error: 'EXPECTATION_FAILED',
      message: 'The server meets no expectation but 100-continue.',
    });
  });

  it('answers CONNECT, which only a proxy takes, with 405 in the contract shape', async () => {
    const answer = parseRaw(
      await rawExchange(port, 'CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n', {
        open: true,
      }),
    );
    expect(answer.status).toBe('HTTP/1.1 405 Method Not Allowed');
    expect(answer.headers).toContain('x-content-type-options: nosniff');
    expect(answer.headers).toMatch(/^allow: $/m);
    expect(answer.body).toEqual({
      error: 'METHOD_NOT_ALLOWED',
      message: 'This server is not a proxy: it takes no CONNECT.',
    });
  });

  it('puts the security headers of every other answer on the 431, 417 and 408 it sends itself', async () => {
    const ordinary = await context.request({ method: 'GET', url: '/api/nothing-here' });
    const expected = [
      'x-content-type-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'content-security-policy',
      'cache-control',
    ].map((name) => `${name}: ${String(ordinary.headers[name])}`.toLowerCase());
    expect(expected).toContain(
      "content-security-policy: default-src 'none'; frame-ancestors 'none'",
    );

    const slow = await buildApp({
      database: context.database,
      jwtSecret: context.secret,
      requestTimeoutMs: 200,
    });
    try {
      await slow.listen({ port: 0, host: '127.0.0.1' });
      const answers = {
        431: await rawExchange(
          port,
          `GET /api/books HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        ),
        417: await rawExchange(
          port,
          'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\n' +
            'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
        ),
        408: await rawExchange(
          (slow.server.address() as AddressInfo).port,
          'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
            'Content-Length: 100\r\n\r\n{',
          { open: true },
        ),
      };
      for (const [status, raw] of Object.entries(answers)) {
        const answer = parseRaw(raw);
        expect(answer.status).toContain(` ${status} `);
        for (const header of expected) expect(answer.headers, status).toContain(header);
      }
    } finally {
      await slow.close();
    }
  });

  it('answers a body that never finishes arriving with 408 once the request time is up', async () => {
    const app = await buildApp({
      database: context.database,
      jwtSecret: context.secret,
      requestTimeoutMs: 400,
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const started = Date.now();
      const raw = await rawExchange(
        (app.server.address() as AddressInfo).port,
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{"email":',
        { open: true },
      );
      expect(raw).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(parseRaw(raw).body).toEqual({
        error: 'REQUEST_TIMEOUT',
        message: 'The request took too long to arrive.',
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    } finally {
      await app.close();
    }
  });
});

describe('a server shutting down', () => {
  it('finishes the requests it has begun and answers the next on their connection with 503 in the contract shape, with CORS and security headers', async () => {
    const app = await buildApp({
      database: context.database,
      jwtSecret: context.secret,
      corsOrigins: ['https://cms.example.org'],
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const login = '{"email":"nobody@example.org","password":"wrong"}';
    const socket = connect((app.server.address() as AddressInfo).port, '127.0.0.1');
    socket.setEncoding('utf8');
    let raw = '';
    socket.on('data', (chunk: string) => (raw += chunk));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.on('connect', resolve));
    // A request under way when the server is told to stop: its headers are in, its body is not.
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${login.length}\r\n\r\n${login.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write(
      `${login.slice(5)}GET /api/health HTTP/1.1\r\nHost: x\r\nOrigin: https://cms.example.org\r\n\r\n`,
    );
    await ended;
    await closing;

    const [first, second] = raw.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 401 /);
    expect(first).toContain('"Invalid email or password."');
    const refused = parseRaw(second!);
    expect(refused.status).toBe('HTTP/1.1 503 Service Unavailable');
    expect(refused.body).toEqual({
      error: 'SHUTTING_DOWN',
      message: 'The server is restarting. Try again in a moment.',
    });
    expect(refused.headers).toContain('connection: close');
    expect(refused.headers).toContain('retry-after: 1');
    expect(refused.headers).toContain('access-control-allow-origin: https://cms.example.org');
    expect(refused.headers).toContain('x-content-type-options: nosniff');
  });
});

describe('a transaction the database ends', () => {
  it.each(['40P01', '40001'])(
    'is answered 503 TRY_AGAIN with Retry-After for %s (a deadlock, a serialization failure)',
    async (code) => {
      const app = Fastify({ logger: false });
      installErrorHandlers(app);
      app.get('/conflict', () => {
        throw Object.assign(new Error('deadlock detected'), { code });
      });
      const response = await app.inject({ method: 'GET', url: '/conflict' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toEqual({
        error: 'TRY_AGAIN',
        message: 'Another change to the same records was being made at the same moment. Try again.',
      });
      await app.close();
    },
  );
});

describe('a database out of reach', () => {
  it('is answered 503 DATABASE_UNAVAILABLE, readable across origins, when it refuses or never answers', async () => {
    const sockets = new Set<Socket>();
    // A server that takes connections and never answers, and a port nothing listens on.
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const refusing = createServer();
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const closedPort = (refusing.address() as AddressInfo).port;
    await new Promise((resolve) => refusing.close(resolve));
    try {
      for (const port of [closedPort, (silent.address() as AddressInfo).port]) {
        const database = await openDatabase({
          engine: 'postgres',
          url: `postgres://nobody@127.0.0.1:${port}/none`,
          connectTimeoutMs: 300,
        });
        const app = await buildApp({
          database,
          jwtSecret: crypto.randomBytes(32),
          corsOrigins: ['https://cms.example.org'],
        });
        try {
          for (const [method, url, payload] of [
            ['GET', '/api/health', undefined],
            ['GET', '/api/books', undefined],
            ['POST', '/api/auth/login', { email: 'member@demo.test', password: 'demo12345' }],
          ] as const) {
            const answer = await app.inject({
              method,
              url,
              payload,
              headers: { origin: 'https://cms.example.org' },
            });
            expect(answer.statusCode, `${port} ${url}`).toBe(503);
            expect(answer.json()).toEqual({
              error: 'DATABASE_UNAVAILABLE',
              message: 'The server cannot reach its database just now. Try again in a moment.',
            });
            expect(answer.headers['retry-after']).toBe('5');
            expect(answer.headers['access-control-allow-origin']).toBe('https://cms.example.org');
          }
        } finally {
          await app.close();
          await database.close();
        }
      }
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  // PGlite answers one caller at a time: a transaction held open keeps the check waiting, as a
  // connection the network dropped without a word would.
  it.runIf(process.env.TEST_ENGINE !== 'postgres')(
    'reports the database unavailable when it does not answer the health check in time',
    async () => {
      const lines: { msg: string; err?: { message: string } }[] = [];
      const app = await buildApp({
        database: context.database,
        jwtSecret: context.secret,
        healthTimeoutMs: 200,
        logger: {
          level: 'warn',
          stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
        },
      });
      let release!: () => void;
      const held = context.database.db
        .transaction()
        .execute(() => new Promise<void>((resolve) => (release = resolve)));
      try {
        const waiting = await app.inject({ method: 'GET', url: '/api/health' });
        expect(waiting.statusCode).toBe(503);
        expect(waiting.json().error).toBe('DATABASE_UNAVAILABLE');
        // A load balancer takes the server out: the log says why.
        expect(lines).toContainEqual(
          expect.objectContaining({
            msg: 'database unavailable',
            err: expect.objectContaining({
              message: 'The database did not answer the health check in 200 ms.',
            }),
          }),
        );
      } finally {
        release();
        await held;
      }
      const answered = await app.inject({ method: 'GET', url: '/api/health' });
      expect(answered.statusCode).toBe(200);
      await app.close();
    },
  );

  it('logs an outage’s cause with its stack once in ten seconds, not at every request', async () => {
    const refusing = createServer();
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const port = (refusing.address() as AddressInfo).port;
    await new Promise((resolve) => refusing.close(resolve));
    const lines: { level: number; msg: string; err?: { stack: string }; code?: string }[] = [];
    const database = await openDatabase({
      engine: 'postgres',
      url: `postgres://nobody@127.0.0.1:${port}/none`,
    });
    const app = await buildApp({
      database,
      jwtSecret: crypto.randomBytes(32),
      logger: {
        level: 'warn',
        stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
      },
    });
    try {
      for (let i = 0; i < 5; i += 1) {
        expect((await app.inject({ method: 'GET', url: '/api/books' })).statusCode).toBe(503);
      }
    } finally {
      await app.close();
      await database.close();
    }
    const outage = lines.filter((line) => line.msg === 'database unavailable');
    expect(outage.map((line) => line.level)).toEqual([50, 40, 40, 40, 40]);
    expect(outage[0]!.err!.stack).toMatch(/ECONNREFUSED/);
    expect(outage[1]).toMatchObject({ code: 'ECONNREFUSED' });
    expect(outage[1]).not.toHaveProperty('err');
  });

  it('tells a database out of reach from a query that failed', () => {
    for (const error of [
      { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
      { message: 'Connection terminated unexpectedly' },
      { message: 'Connection terminated due to connection timeout' },
      { message: 'timeout exceeded when trying to connect' },
      { code: '57P01', message: 'terminating connection due to administrator command' },
      { code: '57P03', message: 'the database system is starting up' },
      { code: '08006', message: 'connection failure' },
      { code: '53300', message: 'sorry, too many clients already' },
    ]) {
      expect(isDatabaseUnreachable(error), error.message).toBe(true);
    }
    for (const error of [
      { code: '42P01', message: 'relation "x" does not exist' },
      { code: '23505', message: 'duplicate key value violates unique constraint' },
      // The server's own query at fault, and a client that hung up mid-body.
      { code: '08P01', message: 'bind message has 4464 parameter formats but 0 parameters' },
      { code: 'ECONNRESET', message: 'aborted', statusCode: 400 },
      { message: 'Something else' },
      {},
    ]) {
      expect(isDatabaseUnreachable(error)).toBe(false);
    }
  });
});
