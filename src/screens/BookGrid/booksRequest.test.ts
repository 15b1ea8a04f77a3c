import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../api/config';
import { pageStorage, readToken, STORAGE_KEYS } from '../../auth/storage';
import { unsignedToken } from '../../auth/unsignedToken';
import { loadBooks, prefetchBooks } from './booksRequest';

afterEach(() => {
  vi.unstubAllGlobals();
  pageStorage().clear();
});

describe('the catalogue’s first request', () => {
  it('is asked again without the token the server refused, before any session exists', async () => {
    // A token the server never signed, not expired: the page's session has not started yet.
    const token = unsignedToken({ userId: 3, libraryId: 1, role: 'USER', exp: 4_000_000_000 });
    pageStorage().setItem(STORAGE_KEYS.token, token);
    const sent: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const authorization = request.headers.get('Authorization');
        sent.push(authorization);
        return authorization
          ? Response.json({ error: 'UNAUTHORIZED', message: 'Invalid token.' }, { status: 401 })
          : Response.json([{ id: 1, title: 'Emma' }]);
      }),
    );
    configureApi({ baseUrl: 'http://api.test' });

    prefetchBooks(1);
    await expect(loadBooks(1)).resolves.toEqual([{ id: 1, title: 'Emma' }]);
    expect(sent).toEqual([`Bearer ${token}`, null]);
    // The session that starts next finds itself signed out.
    expect(readToken(pageStorage())).toBeNull();
  });

  it('gives any other failure of the prefetch to the screen, asking nothing again', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ error: 'NOT_FOUND', message: 'There is no library 9.' }, { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    configureApi({ baseUrl: 'http://api.test' });

    prefetchBooks(9);
    await expect(loadBooks(9)).rejects.toMatchObject({ status: 404 });
    expect(fetch).toHaveBeenCalledOnce();
  });
});
