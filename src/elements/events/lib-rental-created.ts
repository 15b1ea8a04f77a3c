import type { components } from '../../api/schema';

/**
 * `lib-rental-created`: a member borrowed a book. `detail.rental` is the new rental (status
 * `PENDING_DELIVERY`) and `detail.book` the book as it was shown when Borrow was pressed. A host
 * page can refresh its own rental widgets or show its own confirmation.
 */
export interface LibRentalCreatedDetail {
  rental: components['schemas']['Rental'];
  book: components['schemas']['Book'];
}

declare global {
  interface LibEventMap {
    'lib-rental-created': LibRentalCreatedDetail;
  }
}
