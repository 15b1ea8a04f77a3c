/** The catalog's calls, as the actors its machines take (`machine.provide({ actors })`). */
import { fromPromise } from 'xstate';
import { getApi } from '../../api/config';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/schema';
import { consoleTexts } from '../../i18n/consoleTexts';
import { loadBooks } from './booksRequest';

type Schemas = components['schemas'];

/** The books of `libraryId` when the host names one, else `GET /api/books` (the reader's own). */
export function fetchBooks(libraryId: number | undefined) {
  return fromPromise<Schemas['Book'][], void>(async () => {
    try {
      return await loadBooks(libraryId);
    } catch (error) {
      console.error(consoleTexts.loadingBooks, error);
      throw error;
    }
  });
}

export function fetchReviews(bookId: number) {
  return fromPromise<Schemas['Review'][], void>(() =>
    unwrap(getApi().GET('/api/books/{id}/reviews', { params: { path: { id: bookId } } })),
  );
}

/** The borrow machine's actor slots. */
export const borrowActors = {
  fetchAddresses: fromPromise<Schemas['Address'][], { userId: number }>(({ input }) =>
    unwrap(getApi().GET('/api/users/{userId}/addresses', { params: { path: input } })),
  ),
  createAddress: fromPromise<
    Schemas['Address'],
    { userId: number; address: Schemas['AddressInput'] }
  >(({ input }) =>
    unwrap(
      getApi().POST('/api/users/{userId}/addresses', {
        params: { path: { userId: input.userId } },
        body: input.address,
      }),
    ),
  ),
  createRental: fromPromise<Schemas['Rental'], Schemas['RentalCreate']>(({ input }) =>
    unwrap(getApi().POST('/api/rentals', { body: input })),
  ),
};
