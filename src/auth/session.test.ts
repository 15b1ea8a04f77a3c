import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi, getApi } from '../api/config';
import { getSession } from './session';
import { pageStorage, STORAGE_KEYS } from './storage';
import { unsignedToken } from './unsignedToken';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page session', () => {
  it('ends when the server answers 401 to a call that carried the token', async () => {
    const storage = pageStorage();
    const token = unsignedToken({ userId: 5, libraryId: 2, role: 'USER', exp: 4_102_444_800 });
    storage.setItem(STORAGE_KEYS.token, token);
    storage.setItem(STORAGE_KEYS.libraryId, '2');
    storage.setItem(STORAGE_KEYS.userId, '5');
    const session = getSession();
    expect(session.getSnapshot().value).toBe('signedIn');

    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: 'UNAUTHORIZED', message: 'The token expired.' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    configureApi({ baseUrl: 'http://library.test' });
    await getApi().GET('/api/rentals/active');

    expect(fetch).toHaveBeenCalledOnce();
    expect(session.getSnapshot().value).toBe('signedOut');
    for (const key of Object.values(STORAGE_KEYS)) expect(storage.getItem(key)).toBeNull();
  });
});
