import { getApiBase } from '../../api/config';
import type { components } from '../../api/schema';

type Book = components['schemas']['Book'];

/**
 * The `src` of a book's cover, null without one: its URL on the API server when the list links
 * covers (the kit's lists do, so a catalogue of thousands stays small and a page loads a cover as
 * it shows it), else a data URL of the bare base64 the API sends.
 */
export function coverSource(book: Pick<Book, 'imageBase64' | 'coverUrl'>): string | null {
  if (book.coverUrl) return getApiBase() + book.coverUrl;
  return book.imageBase64 ? `data:image/jpeg;base64,${book.imageBase64}` : null;
}
