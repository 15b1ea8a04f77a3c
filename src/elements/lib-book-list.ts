import { defineElement, lazyScreen, type ElementOf } from './define';

/**
 * The library administrator's book list.
 *
 * @summary 'Book List' with 'Add Book' and a table of the signed-in admin's library's books:
 * Image (at most 50px, or 'No image'), Title and Author (sortable), ISBN, Available (a check or a
 * cancel icon) and Actions (Edit, Delete after 'Are you sure you want to delete this book?').
 * A filter over every field, and 5 / 10 / 20 rows a page with first and last buttons.
 * @attr api-base - The API server of the page (shared by every element).
 * @event lib-navigate - 'Add Book' asks for `/admin/books/create`, Edit for
 * `/admin/books/edit/{id}`; signed out, "Login" asks for `/login`. Cancel it to route yourself.
 * @csspart page - The screen: heading, actions, messages and table.
 * @cssproperty --lib-color-primary - The 'Add Book' button and the available check icon.
 * @cssproperty --lib-color-warn - The unavailable icon and the Delete buttons.
 */
export const LibBookList = defineElement(
  'lib-book-list',
  lazyScreen(() => import('../screens/BookList/BookList').then((m) => m.BookList)),
  {
    events: ['lib-navigate'],
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'lib-book-list': ElementOf<object>;
  }
}
