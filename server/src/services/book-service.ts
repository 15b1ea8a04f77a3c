import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { badRequest, changedMeanwhile, conflict, forbidden, notFound } from '../http/errors.ts';
import * as books from '../repositories/books.ts';
import type { Covers } from '../repositories/books.ts';
import * as categories from '../repositories/categories.ts';
import * as libraries from '../repositories/libraries.ts';
import * as rentals from '../repositories/rentals.ts';
import * as reviews from '../repositories/reviews.ts';
import type { Book, BookCreate, BookUpdate, Category, Review, TopBook } from './api-types.ts';
import type { WriteCounter } from '../db/write-counter.ts';
import { CatalogCache, type CachedList } from './catalog-cache.ts';
import { ReadMemo } from './read-memo.ts';
import { storedCover } from './covers.ts';
import { decodeBase64Jpeg } from './images.ts';
import { NO_LIBRARY, assertMayView, catalogueLibrary, scopeLibrary } from './library-scope.ts';
import { coverTag, toBook, toReview, toTopBook } from './mappers.ts';
import type { Principal } from './principal.ts';
import { counted } from './words.ts';

export type NewBook = Omit<BookCreate, 'imageBase64' | 'libraryId'>;

export class BookService {
  readonly #db: Kysely<DB>;
  readonly #cache = new CatalogCache();
  readonly #versions: ReadMemo<string>;

  constructor(db: Kysely<DB>, writes?: WriteCounter) {
    this.#db = db;
    this.#versions = new ReadMemo(writes);
  }

  /** The book list as serialised JSON with its ETag (lists are cached; see CatalogCache). */
  async listBooks(
    principal: Principal | null,
    requested?: number,
    covers: Covers = 'inline',
  ): Promise<CachedList> {
    const libraryId = catalogueLibrary(principal, requested);
    const ids = libraryId === undefined ? undefined : [libraryId];
    const versions = await this.#versions.get(String(libraryId ?? 'all'), () =>
      libraries.catalogVersions(this.#db, ids),
    );
    // A library that is not there has no version: 404, not the empty list of an empty library.
    if (libraryId !== undefined && versions === '') {
      throw notFound(`There is no library ${libraryId}.`);
    }
    return this.#cache.get(`books:${libraryId ?? 'all'}:${covers}`, versions, async () =>
      (await books.listBooks(this.#db, ids, covers)).map(toBook),
    );
  }

  listBooksOfLibrary(
    principal: Principal | null,
    libraryId: number,
    covers?: Covers,
  ): Promise<CachedList> {
    return this.listBooks(principal, libraryId, covers);
  }

  /**
   * A book's cover, public as the catalogue is: its tag (`coverTag`), and its bytes unless the
   * caller holds that tag already. `holds` is given for a conditional request (`If-None-Match`):
   * then the key is read first, and the image only when it is needed; otherwise both at once.
   */
  async cover(id: number, holds?: (tag: string) => boolean) {
    const missing = () => notFound(`Book ${id} has no cover, or there is no book ${id}.`);
    const found = await books.findCover(this.#db, id, !holds);
    if (!found) throw missing();
    const tag = coverTag(found.cover_key);
    if (holds?.(tag)) return { tag, image: null };
    const image = found.image ?? (await books.findCover(this.#db, id, true))?.image;
    if (!image) throw missing();
    return { tag, image };
  }

  async categories(): Promise<Category[]> {
    return (await categories.listCategories(this.#db)).map(({ id, name }) => ({ id, name }));
  }

  async getBook(principal: Principal | null, id: number): Promise<Book> {
    const row = await books.findBook(this.#db, id);
    if (!row) throw notFound(`There is no book ${id}.`);
    assertMayView(principal, row.library_id, 'book');
    return toBook(row);
  }

  async createBook(
    principal: Principal,
    input: NewBook,
    image: Uint8Array | null,
    imageBase64?: string,
  ): Promise<Book> {
    const libraryId = this.#adminLibrary(principal);
    const upload = imageBase64 === undefined ? image : decodeBase64Jpeg(imageBase64, 'imageBase64');
    await this.#assertCategory(input.categoryId);
    const cover = upload && (await storedCover(upload));
    const id = await books.insertBook(
      this.#db,
      libraryId,
      {
        title: input.title,
        author: input.author,
        isbn: input.isbn,
        description: input.description,
        availableCopies: input.availableCopies,
        available: input.available ?? true,
        categoryId: input.categoryId,
      },
      cover,
    );
    return this.getBook(principal, id);
  }

  async updateBook(principal: Principal, id: number, input: BookUpdate): Promise<Book> {
    if (input.id !== undefined && input.id !== id) {
      throw badRequest(`id ${input.id} in the body is not the book ${id} of the path.`);
    }
    const book = await this.#ownBook(principal, id);
    // A book stays in its library: a body naming another is refused, not silently ignored.
    if (input.libraryId !== undefined && input.libraryId !== book.library_id) {
      throw badRequest(
        `libraryId ${input.libraryId} in the body is not the library ${book.library_id} of the book; a book stays in its library.`,
      );
    }
    await this.#assertCategory(input.categoryId);
    // The book as this update left it: the row stays locked until the answer is read, so an update
    // made just after is not answered as this one's.
    const row = await this.#db.transaction().execute(async (trx) => {
      const outcome = await books.updateBook(trx, id, input, input.version);
      if (outcome === 'missing') throw notFound(`There is no book ${id}.`);
      if (outcome === 'changed') throw changedMeanwhile('book');
      return books.findBook(trx, id);
    });
    return toBook(row!);
  }

  async deleteBook(principal: Principal, id: number): Promise<void> {
    await this.#ownBook(principal, id);
    await this.#db.transaction().execute(async (trx) => {
      // The lock keeps a borrow from slipping in between the check and the delete.
      if (!(await books.lockBook(trx, id))) throw notFound(`There is no book ${id}.`);
      const open = await rentals.countUnreturnedRentalsOfBook(trx, id);
      if (open > 0) {
        throw conflict(
          `${counted(open, 'rental')} of the book ${open === 1 ? 'is' : 'are'} not returned yet.`,
        );
      }
      await books.softDeleteBook(trx, id);
    });
  }

  async topBooks(
    principal: Principal,
    requested: number | undefined,
    limit: number,
  ): Promise<TopBook[]> {
    // Analytics are a library's own: a member who joined none (registered without a library)
    // sees no library's, as a member sees no other library's (scopeLibrary).
    if (principal.role === 'USER' && principal.libraryId === null) {
      throw forbidden('You are not a member of a library, so there are no top books to show you.');
    }
    const libraryId = scopeLibrary(principal, requested);
    if (requested !== undefined && !(await libraries.findLibrary(this.#db, requested))) {
      throw notFound(`There is no library ${requested}.`);
    }
    return (await books.topBooks(this.#db, libraryId, limit)).map(toTopBook);
  }

  async listReviews(principal: Principal | null, bookId: number): Promise<Review[]> {
    await this.getBook(principal, bookId);
    return (await reviews.listReviewsOfBook(this.#db, bookId)).map(toReview);
  }

  #adminLibrary(principal: Principal): number {
    if (principal.libraryId === null) {
      throw forbidden(NO_LIBRARY);
    }
    return principal.libraryId;
  }

  async #ownBook(principal: Principal, id: number) {
    const libraryId = this.#adminLibrary(principal);
    const row = await books.findBook(this.#db, id);
    if (!row) throw notFound(`There is no book ${id}.`);
    if (row.library_id !== libraryId) throw forbidden('That book belongs to another library.');
    return row;
  }

  async #assertCategory(id: number) {
    if (!(await categories.findCategory(this.#db, id))) {
      throw notFound(`There is no category ${id} (categoryId).`);
    }
  }
}
