import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client';
import { ApiError, unwrap } from './errors';

/** Resolves relative URLs against a page origin, as a browser's Request does. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'https://library.example') : input, init);
  }
}

function setup(overrides: Partial<ApiClientOptions> = {}, status = 200) {
  const seen: Request[] = [];
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: '',
    getToken: () => 'the-token',
    onUnauthorized,
    cookies: () => 'theme=dark; XSRF-TOKEN=xsrf%20value; other=1',
    Request: PageRequest,
    fetch: async (request) => {
      seen.push(request);
      return new Response(JSON.stringify(status === 200 ? [] : { error: 'E', message: 'failed' }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
    ...overrides,
  });
  return { client, seen, onUnauthorized };
}

/** A client on the page's own `fetch` (the stub given), as elements use it, with a short timeout. */
function withPageFetch(pageFetch: (request: Request, init?: RequestInit) => Promise<Response>) {
  vi.stubGlobal('fetch', pageFetch);
  return createApiClient({ baseUrl: 'http://api.test', getToken: () => null, timeoutMs: 20 });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API client', () => {
  it('prepends the configured base URL', async () => {
    const { client, seen } = setup({ baseUrl: 'https://api.example.org' });
    await client.GET('/api/books');
    expect(seen[0]!.url).toBe('https://api.example.org/api/books');
  });

  it('sends the stored token as a Bearer Authorization header', async () => {
    const { client, seen } = setup();
    await client.GET('/api/rentals/active');
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer the-token');
  });

  it('does not send the token to the login call', async () => {
    const { client, seen } = setup();
    await client.POST('/api/auth/login', { body: { email: 'a@b.test', password: 'x' } });
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
  });

  it('sends the token to the other auth calls', async () => {
    const { client, seen } = setup();
    await client.POST('/api/auth/register', {
      body: { name: 'A', email: 'a@b.test', password: 'password1', role: 'USER' },
    });
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer the-token');
  });

  it('sends no Authorization header without a stored token', async () => {
    const { client, seen } = setup({ getToken: () => null });
    await client.GET('/api/books');
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
  });

  it('reads the token at request time, not at creation', async () => {
    let token: string | null = null;
    const { client, seen } = setup({ getToken: () => token });
    await client.GET('/api/books');
    token = 'later';
    await client.GET('/api/books');
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
    expect(seen[1]!.headers.get('Authorization')).toBe('Bearer later');
  });

  it('adds X-XSRF-TOKEN from the cookie to a state-changing request to a relative URL', async () => {
    const { client, seen } = setup();
    await client.POST('/api/rentals', {
      body: { userId: 1, bookId: 2, addressId: 3, rentalDate: '2026-11-22' },
    });
    await client.DELETE('/api/books/{id}', { params: { path: { id: 4 } } });
    expect(seen[0]!.headers.get('X-XSRF-TOKEN')).toBe('xsrf value');
    expect(seen[1]!.headers.get('X-XSRF-TOKEN')).toBe('xsrf value');
  });

  it('does not add X-XSRF-TOKEN to GET requests', async () => {
    const { client, seen } = setup();
    await client.GET('/api/books');
    expect(seen[0]!.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('does not add X-XSRF-TOKEN to requests to an absolute URL', async () => {
    const { client, seen } = setup({ baseUrl: 'https://api.example.org' });
    await client.POST('/api/reviews', {
      body: { userId: 1, bookId: 2, rating: 5, title: 't', content: 'c' },
    });
    expect(seen[0]!.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('does not add X-XSRF-TOKEN when the cookie is absent', async () => {
    const { client, seen } = setup({ cookies: () => 'theme=dark' });
    await client.POST('/api/rentals', {
      body: { userId: 1, bookId: 2, addressId: 3, rentalDate: '2026-11-22' },
    });
    expect(seen[0]!.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('reports a 401 answer to a request that carried the token', async () => {
    const { client, onUnauthorized } = setup({}, 401);
    await client.GET('/api/rentals/active');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports a 401 answer to a request sent without the token (expired, or no longer stored)', async () => {
    const { client, onUnauthorized, seen } = setup({ getToken: () => null }, 401);
    await client.GET('/api/rentals/active');
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not end a session signed in since the refused call went', async () => {
    let token: string | null = null;
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      baseUrl: '',
      getToken: () => token,
      onUnauthorized,
      Request: PageRequest,
      fetch: async () => {
        token = 'signed-in-meanwhile';
        return new Response(JSON.stringify({ error: 'E', message: 'failed' }), { status: 401 });
      },
    });
    await client.GET('/api/rentals/active');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not end the session on a failed login (a 401 to the login call)', async () => {
    const { client, onUnauthorized } = setup({}, 401);
    await client.POST('/api/auth/login', { body: { email: 'a@b.test', password: 'wrong' } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not end the session on a 403', async () => {
    const { client, onUnauthorized } = setup({}, 403);
    await client.GET('/api/admins');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('unwrap', () => {
  it('returns the data of a successful answer', async () => {
    const { client } = setup();
    await expect(unwrap(client.GET('/api/books'))).resolves.toEqual([]);
  });

  it("throws an ApiError with the server's status, code and message", async () => {
    const { client } = setup({}, 409);
    const error = await unwrap(client.GET('/api/books')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'E', message: 'failed' });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const { client } = setup({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const error = await unwrap(client.GET('/api/books')).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('tells an answer it cannot read from a server it cannot reach', async () => {
    const { client } = setup({
      fetch: async () => new Response('<html>Maintenance</html>', { status: 200 }),
    });
    const error = await unwrap(client.GET('/api/books')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502', isRetryable: true });
  });

  it('fails a call the server leaves unanswered, as unreachable and retryable', async () => {
    // The page's fetch, as used without a test double: it hangs until its signal aborts it.
    const hanging = vi.fn(
      (_request: Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    );
    const client = withPageFetch(hanging);
    const error = await unwrap(client.GET('/api/books')).catch((e: unknown) => e);
    expect(hanging).toHaveBeenCalledOnce();
    expect(error).toMatchObject({ status: 0, code: 'NETWORK', isRetryable: true });
  });

  it('lets an answer that has begun take its time to arrive', async () => {
    // Headers at once, the body after the timeout, cut short if the signal aborts meanwhile.
    const slowBody = vi.fn(
      async (_request: Request, init?: RequestInit) =>
        new Response(
          new ReadableStream({
            start(stream) {
              const timer = setTimeout(() => {
                stream.enqueue(new TextEncoder().encode('[]'));
                stream.close();
              }, 60);
              init?.signal?.addEventListener('abort', () => {
                clearTimeout(timer);
                stream.error(init.signal!.reason);
              });
            },
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    const client = withPageFetch(slowBody);
    await expect(unwrap(client.GET('/api/books'))).resolves.toEqual([]);
  });
});
