/**
 * The catalog's first request, shared by `<lib-book-grid>`'s definition (which prefetches it as
 * the element connects) and the screen's machine (which takes it): no xstate, no React, so it can
 * sit in the kit's core.
 */
import { getApi, getApiBase } from '../../api/config';
import { unwrap, type ApiError } from '../../api/errors';
import { prefetch, takePrefetched } from '../../api/prefetch';
import type { components } from '../../api/schema';

type Book = components['schemas']['Book'];

/**
 * The books of `libraryId` when the host names one, else `GET /api/books` (the reader's own), their
 * covers linked (`coverSource`). The admin's book list asks the same.
 */
export function requestBooks(libraryId: number | undefined): Promise<Book[]> {
  return unwrap(
    libraryId !== undefined
      ? getApi().GET('/api/books/getBooksByLibrary', {
          params: { query: { libraryId, covers: 'link' } },
        })
      : getApi().GET('/api/books', { params: { query: { covers: 'link' } } }),
  );
}

const key = (libraryId: number | undefined) => `${getApiBase()} books ${libraryId ?? 'all'}`;

export function prefetchBooks(libraryId: number | undefined): void {
  prefetch(key(libraryId), () => requestBooks(libraryId));
}

/**
 * The prefetched books when the element just asked for them, else a new request. A prefetch
 * refused for its token (401) is asked again: the session that token was has ended meanwhile, and
 * the catalogue is anyone's.
 */
export function loadBooks(libraryId: number | undefined): Promise<Book[]> {
  return (
    takePrefetched<Book[]>(key(libraryId))?.catch((error: ApiError) =>
      error.status === 401 ? requestBooks(libraryId) : Promise.reject(error),
    ) ?? requestBooks(libraryId)
  );
}
