import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi, getApi } from '../api/config';
import { getSession } from './session';
import { pageStorage, STORAGE_KEYS } from './storage';
import { unsignedToken } from './unsignedToken';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Each test starts the page's one session afresh.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('library-lending-kit.session')];
});

/** A `fetch` that answers every call 401, as the server does to a call without a valid token. */
const refusing = () =>
  vi.fn(
    async (_request: Request) =>
      new Response(JSON.stringify({ error: 'UNAUTHORIZED', message: 'The token expired.' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
  );

describe('the page session', () => {
  it('ends when the server refuses its token with 401', async () => {
    const storage = pageStorage();
    const token = unsignedToken({ userId: 5, libraryId: 2, role: 'USER', exp: 4_102_444_800 });
    storage.setItem(STORAGE_KEYS.token, token);
    storage.setItem(STORAGE_KEYS.libraryId, '2');
    storage.setItem(STORAGE_KEYS.userId, '5');
    const session = getSession();
    expect(session.getSnapshot().value).toBe('signedIn');

    const fetch = refusing();
    vi.stubGlobal('fetch', fetch);
    configureApi({ baseUrl: 'http://library.test' });
    await getApi().GET('/api/rentals/active');

    expect(fetch).toHaveBeenCalledOnce();
    expect(session.getSnapshot().value).toBe('signedOut');
    for (const key of Object.values(STORAGE_KEYS)) expect(storage.getItem(key)).toBeNull();
  });

  it('ends when its token expires while the page is open and a call goes without it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_800_000_000_000 });
    const storage = pageStorage();
    const token = unsignedToken({ userId: 5, libraryId: 2, role: 'USER', exp: 1_800_000_060 });
    storage.setItem(STORAGE_KEYS.token, token);
    const session = getSession();
    expect(session.getSnapshot().value).toBe('signedIn');

    vi.setSystemTime(1_800_000_120_000);
    const fetch = refusing();
    vi.stubGlobal('fetch', fetch);
    configureApi({ baseUrl: 'http://library.test' });
    await getApi().GET('/api/rentals/active');

    expect(fetch.mock.calls[0]![0].headers.has('Authorization')).toBe(false);
    expect(session.getSnapshot().value).toBe('signedOut');
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('ends when the page removed its token and a call goes without it', async () => {
    const storage = pageStorage();
    storage.setItem(
      STORAGE_KEYS.token,
      unsignedToken({ userId: 5, libraryId: 2, role: 'USER', exp: 4_102_444_800 }),
    );
    const session = getSession();
    storage.removeItem(STORAGE_KEYS.token);
    vi.stubGlobal('fetch', refusing());
    configureApi({ baseUrl: 'http://library.test' });
    await getApi().GET('/api/users/{userId}/addresses', { params: { path: { userId: 5 } } });

    expect(session.getSnapshot().value).toBe('signedOut');
  });
});
