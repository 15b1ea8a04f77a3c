/** What the catalog shows of a book, apart from React: the card's cut and the search. */
import type { components } from '../../api/schema';

type Book = components['schemas']['Book'];

/** The card's description is cut at this many characters (spec section 9). */
export const DESCRIPTION_LIMIT = 100;

/**
 * The first `limit` characters of `text`, with an ellipsis when something was cut. Characters are
 * code points, so an emoji or an accented letter written as a pair is never split.
 */
export function cutDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  const characters = [...text];
  if (characters.length <= limit) return text;
  return `${characters.slice(0, limit).join('').trimEnd()}…`;
}

export interface BookFilter {
  /** Free text matched against title, author and ISBN. */
  query: string;
  availableOnly: boolean;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

const digits = (text: string) => text.replace(/[^0-9Xx]/g, '').toLowerCase();

/**
 * Whether a book matches the search: every word of the query must appear in the title, the author
 * or the ISBN, ignoring case and accents ("garcia" finds "García"); an ISBN also matches without
 * its hyphens or spaces ("9780141439549" finds "978-0-14-143954-9").
 */
export function matchesFilter(
  book: Book,
  { query, availableOnly }: BookFilter,
  borrowable: (book: Book) => boolean,
): boolean {
  if (availableOnly && !borrowable(book)) return false;
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${book.title} ${book.author} ${book.isbn}`);
  const isbn = digits(book.isbn);
  return words.every(
    (word) => haystack.includes(word) || (digits(word).length >= 3 && isbn.includes(digits(word))),
  );
}

export function filterBooks(
  books: readonly Book[],
  filter: BookFilter,
  borrowable: (book: Book) => boolean,
): Book[] {
  return books.filter((book) => matchesFilter(book, filter, borrowable));
}
