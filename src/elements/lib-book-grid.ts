import type { BookGridProps } from '../screens/BookGrid/BookGrid';
import { prefetchBooks } from '../screens/BookGrid/booksRequest';
import { defineElement, lazyScreen, type ElementOf } from './define';
import './events/lib-rental-created';

/**
 * The member's book catalog.
 *
 * @summary A card per book (cover, title, Author, ISBN, the description cut to 100 characters,
 * 'Available'/'Unavailable', Details, Borrow), a search over title, author and ISBN, an "available
 * only" filter, a details dialog with the reviews, and the 'Borrow Book' dialog.
 * @attr library-id - Show this library's books, to anyone (a member of another library is told
 * at Borrow that members borrow from their own); without it, the signed-in member's own library
 * (or, signed out, every library's).
 * @attr api-base - The API server of the page (shared by every element).
 * @event lib-rental-created - A book was borrowed: `detail.rental` (the new rental) and
 * `detail.book`.
 * @event lib-navigate - Borrow while signed out (or after the session ended) asks for `/login`.
 * Cancel it to route yourself. Once someone signs in on the page, the borrow goes on.
 * @csspart screen - The whole catalog.
 * @csspart toolbar - The search box and the "available only" filter.
 * @csspart grid - The list of cards (columns at least 300px wide, 20px apart).
 * @csspart card - One book's card.
 * @csspart cover - A card's cover image, or its placeholder (200px high).
 * @csspart chip - The 'Available' / 'Unavailable' chip.
 * @cssproperty --lib-color-primary - Borrow buttons and the rating stars.
 * @cssproperty --lib-color-success - The 'Available' chip.
 * @cssproperty --lib-color-warn - The 'Unavailable' chip and failures.
 * @cssproperty --lib-color-surface - Card and dialog background.
 * @cssproperty --lib-sticky-top - The height of the page's sticky header, if it has one: the
 * borrow's outcome message stays in view below it while the member scrolls (default `0px`).
 */
export const LibBookGrid = defineElement(
  'lib-book-grid',
  lazyScreen(() => import('../screens/BookGrid/BookGrid').then((m) => m.BookGrid)),
  {
    attributes: { libraryId: 'number' },
    events: ['lib-rental-created', 'lib-navigate'],
    prefetch: ({ libraryId }) => prefetchBooks(libraryId),
  },
);

declare global {
  interface HTMLElementTagNameMap {
    // `clock` is for stories and tests; the element does not take it.
    'lib-book-grid': ElementOf<Omit<BookGridProps, 'clock'>>;
  }
}
