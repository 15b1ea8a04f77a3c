import type { BookFormProps } from '../screens/BookForm/BookForm';
import { defineElement, lazyScreen, type ElementOf } from './define';

/**
 * The library administrator's add-book and edit-book form.
 *
 * @summary Without `book-id`: title, author, isbn, availableCopies, description, a category, an
 * Available checkbox (checked) and a JPEG cover (at most 2 MiB, checked by its content before it is
 * sent, and 4096 pixels each way, which the server checks), saved with `POST /api/books/with-image`
 * into the admin's library. With `book-id`: title, author, isbn, description, category and
 * available, saved with `PUT /api/books/{id}`.
 * @attr book-id - The book to edit; without it the form adds a book.
 * @attr api-base - The API server of the page (shared by every element).
 * @event lib-navigate - Save, Update and Cancel ask for `/admin/books`; signed out, "Login" asks
 * for `/login`. Cancel it to route yourself.
 * @csspart page - The screen: heading and form.
 * @cssproperty --lib-color-primary - The Save / Update button.
 * @cssproperty --lib-color-warn - Validation messages.
 */
export const LibBookForm = defineElement(
  'lib-book-form',
  lazyScreen(() => import('../screens/BookForm/BookForm').then((m) => m.BookForm)),
  {
    attributes: { bookId: 'number' },
    events: ['lib-navigate'],
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'lib-book-form': ElementOf<BookFormProps>;
  }
}
