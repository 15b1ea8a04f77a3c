import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

export interface BookRow {
  id: number;
  library_id: number;
  category_id: number;
  category_name: string;
  title: string;
  author: string;
  isbn: string;
  description: string;
  available_copies: number;
  available: boolean;
  /** The cover itself; null without one, and in a list that links covers (`cover_key`). */
  image: Uint8Array | null;
  /** Names the cover's content, in a list that links covers; null without one. */
  cover_key?: string | null;
  version: number;
  average_rating: number | null;
  review_count: number;
}

export interface BookFields {
  title: string;
  author: string;
  isbn: string;
  description: string;
  availableCopies: number;
  available: boolean;
  categoryId: number;
}

/** How a list gives covers: each in it, or whether there is one (`getBookCover` sends it). */
export type Covers = 'inline' | 'link';

function selectBooks(db: Kysely<DB>, covers: Covers = 'inline') {
  return db
    .selectFrom('books as b')
    .innerJoin('categories as c', 'c.id', 'b.category_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('reviews')
          .select([
            'book_id',
            sql<number>`round(avg(rating), 2)::float8`.as('average_rating'),
            sql<number>`count(*)::int`.as('review_count'),
          ])
          .groupBy('book_id')
          .as('r'),
      (join) => join.onRef('r.book_id', '=', 'b.id'),
    )
    .select([
      'b.id',
      'b.library_id',
      'b.category_id',
      'c.name as category_name',
      'b.title',
      'b.author',
      'b.isbn',
      'b.description',
      'b.available_copies',
      'b.available',
      covers === 'inline' ? 'b.image' : 'b.cover_key',
      'b.version',
      'r.average_rating',
      sql<number>`coalesce(r.review_count, 0)`.as('review_count'),
    ])
    .where('b.deleted_at', 'is', null);
}

/** The books of the given libraries (all libraries when undefined), by title. */
export function listBooks(
  db: Kysely<DB>,
  libraryIds: number[] | undefined,
  covers: Covers,
): Promise<BookRow[]> {
  let query = selectBooks(db, covers);
  if (libraryIds) query = query.where('b.library_id', 'in', libraryIds.length ? libraryIds : [0]);
  return query.orderBy('b.title').orderBy('b.id').execute() as Promise<BookRow[]>;
}

/**
 * A live book's cover key (`cover_key`), with the image itself when asked for; undefined for a
 * book deleted or without a cover.
 */
export function findCover(
  db: Kysely<DB>,
  id: number,
  withImage: boolean,
): Promise<{ cover_key: string; image?: Uint8Array } | undefined> {
  return db
    .selectFrom('books')
    .select(withImage ? ['cover_key', 'image'] : ['cover_key'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('cover_key', 'is not', null)
    .executeTakeFirst() as Promise<{ cover_key: string; image?: Uint8Array } | undefined>;
}

export function findBook(db: Kysely<DB>, id: number): Promise<BookRow | undefined> {
  return selectBooks(db).where('b.id', '=', id).executeTakeFirst() as Promise<BookRow | undefined>;
}

export async function insertBook(
  db: Kysely<DB>,
  libraryId: number,
  fields: BookFields,
  image: Uint8Array | null,
): Promise<number> {
  const row = await db
    .insertInto('books')
    .values({
      library_id: libraryId,
      category_id: fields.categoryId,
      title: fields.title,
      author: fields.author,
      isbn: fields.isbn,
      description: fields.description,
      available_copies: fields.availableCopies,
      available: fields.available,
      image,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Updates a live book and steps its version; with `version`, only a book still at that version
 * (see migration 005). `missing`: no such live book (deleted, perhaps since the caller checked);
 * `changed`: it is at another version.
 */
export async function updateBook(
  db: Kysely<DB>,
  id: number,
  fields: Omit<BookFields, 'availableCopies'> & { availableCopies?: number },
  version?: number,
): Promise<'updated' | 'missing' | 'changed'> {
  let query = db
    .updateTable('books')
    .set((eb) => ({
      version: eb('version', '+', 1),
      title: fields.title,
      author: fields.author,
      isbn: fields.isbn,
      description: fields.description,
      available: fields.available,
      category_id: fields.categoryId,
      ...(fields.availableCopies === undefined ? {} : { available_copies: fields.availableCopies }),
    }))
    .where('id', '=', id)
    .where('deleted_at', 'is', null);
  if (version !== undefined) query = query.where('version', '=', version);
  if ((await query.executeTakeFirst()).numUpdatedRows > 0n) return 'updated';
  return version !== undefined && (await findBookSummary(db, id)) ? 'changed' : 'missing';
}

/** The little a borrow needs to know of a live book, without the list's review figures. */
export function findBookSummary(
  db: Kysely<DB>,
  id: number,
): Promise<
  | {
      id: number;
      library_id: number;
      available: boolean;
      available_copies: number;
      title: string;
      author: string;
    }
  | undefined
> {
  return db
    .selectFrom('books')
    .select(['id', 'library_id', 'available', 'available_copies', 'title', 'author'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The library of a book, deleted or not (a deleted book stays for the rentals of it); undefined
 * when there never was such a book.
 */
export async function findLibraryOfBook(db: Kysely<DB>, id: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('books')
    .select('library_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.library_id;
}

/** Locks a live book's row for the rest of the transaction. */
export function lockBook(
  db: Kysely<DB>,
  id: number,
): Promise<{ id: number; library_id: number } | undefined> {
  return db
    .selectFrom('books')
    .select(['id', 'library_id'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function softDeleteBook(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('books').set({ deleted_at: new Date() }).where('id', '=', id).execute();
}

/**
 * Takes one copy if the book is borrowable. A single conditional UPDATE, so concurrent borrowers
 * queue on the row and only as many succeed as there were copies.
 */
export async function takeCopy(db: Kysely<DB>, bookId: number): Promise<boolean> {
  const row = await db
    .updateTable('books')
    .set((eb) => ({ available_copies: eb('available_copies', '-', 1) }))
    .where('id', '=', bookId)
    .where('deleted_at', 'is', null)
    .where('available', '=', true)
    .where('available_copies', '>', 0)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function returnCopy(db: Kysely<DB>, bookId: number): Promise<void> {
  await db
    .updateTable('books')
    .set((eb) => ({ available_copies: eb('available_copies', '+', 1) }))
    .where('id', '=', bookId)
    .execute();
}

export async function countLiveBooksOfLibrary(db: Kysely<DB>, libraryId: number): Promise<number> {
  const row = await db
    .selectFrom('books')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('library_id', '=', libraryId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.count;
}

export interface TopBookRow {
  id: number;
  title: string;
  author: string;
  library_id: number;
  rental_count: number;
}

export function topBooks(
  db: Kysely<DB>,
  libraryId: number | undefined,
  limit: number,
): Promise<TopBookRow[]> {
  let query = db
    .selectFrom('books as b')
    .innerJoin('rentals as r', 'r.book_id', 'b.id')
    .select([
      'b.id',
      'b.title',
      'b.author',
      'b.library_id',
      sql<number>`count(r.id)::int`.as('rental_count'),
    ])
    .where('b.deleted_at', 'is', null)
    .groupBy('b.id')
    .orderBy('rental_count', 'desc')
    .orderBy('b.title')
    .limit(limit);
  if (libraryId !== undefined) query = query.where('b.library_id', '=', libraryId);
  return query.execute();
}
