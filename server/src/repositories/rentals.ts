import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, RentalStatus, RentalsTable } from '../db/schema.ts';
import { isUniqueViolation } from './db-errors.ts';

// The partial unique index of migration 003: one open rental per member and book.
const ONE_OPEN_RENTAL_PER_BOOK = 'rentals_one_open_per_user_book';

export interface RentalView {
  rental_id: number;
  book_id: number;
  book_title: string;
  book_author: string;
  rented_at: Date;
  returned_at: Date | null;
  status: RentalStatus;
  delivery_address: string;
  rental_date: string;
  return_requested_at: Date | null;
  pickup_date: string | null;
  review_id: number | null;
  rating: number | null;
  review_title: string | null;
  review_content: string | null;
}

export type RentalRow = Omit<Selectable<RentalsTable>, 'rental_date' | 'pickup_date'> & {
  rental_date: string;
  pickup_date: string | null;
};

function selectRentalViews(db: Kysely<DB>) {
  return db
    .selectFrom('rentals as r')
    .innerJoin('books as b', 'b.id', 'r.book_id')
    .leftJoin('reviews as v', 'v.rental_id', 'r.id')
    .select([
      'r.id as rental_id',
      'r.book_id',
      'b.title as book_title',
      'b.author as book_author',
      'r.rented_at',
      'r.returned_at',
      'r.status',
      'r.delivery_address',
      sql<string>`r.rental_date::text`.as('rental_date'),
      'r.return_requested_at',
      sql<string | null>`r.pickup_date::text`.as('pickup_date'),
      'v.id as review_id',
      'v.rating',
      'v.title as review_title',
      'v.content as review_content',
    ]);
}

/** The user's rentals in the given statuses (all when undefined), newest first. */
export function listRentalViews(
  db: Kysely<DB>,
  userId: number,
  statuses?: RentalStatus[],
): Promise<RentalView[]> {
  let query = selectRentalViews(db).where('r.user_id', '=', userId);
  if (statuses) query = query.where('r.status', 'in', statuses);
  return query.orderBy('r.rented_at', 'desc').orderBy('r.id', 'desc').execute() as Promise<
    RentalView[]
  >;
}

export function findRentalView(db: Kysely<DB>, id: number): Promise<RentalView | undefined> {
  return selectRentalViews(db).where('r.id', '=', id).executeTakeFirst() as Promise<
    RentalView | undefined
  >;
}

function selectRentals(db: Kysely<DB>) {
  return db
    .selectFrom('rentals')
    .select([
      'id',
      'user_id',
      'book_id',
      'library_id',
      'address_id',
      'delivery_address',
      sql<string>`rental_date::text`.as('rental_date'),
      'status',
      'rented_at',
      'return_requested_at',
      sql<string | null>`pickup_date::text`.as('pickup_date'),
      'returned_at',
    ]);
}

export function findOwnRental(
  db: Kysely<DB>,
  userId: number,
  id: number,
): Promise<RentalRow | undefined> {
  return selectRentals(db).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** Whether the user has a rental of the book that is not yet RETURNED. */
export async function hasOpenRentalOfBook(
  db: Kysely<DB>,
  userId: number,
  bookId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('rentals')
    .select('id')
    .where('user_id', '=', userId)
    .where('book_id', '=', bookId)
    .where('status', '<>', 'RETURNED')
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts a rental; undefined when the user already has an open rental of the book. */
export async function insertRental(
  db: Kysely<DB>,
  rental: {
    userId: number;
    bookId: number;
    libraryId: number;
    addressId: number;
    deliveryAddress: string;
    rentalDate: string;
    status?: RentalStatus;
    rentedAt?: Date;
    returnedAt?: Date | null;
    returnRequestedAt?: Date | null;
    pickupDate?: string | null;
  },
): Promise<{ id: number; rented_at: Date } | undefined> {
  try {
    return await db
      .insertInto('rentals')
      .values({
        user_id: rental.userId,
        book_id: rental.bookId,
        library_id: rental.libraryId,
        address_id: rental.addressId,
        delivery_address: rental.deliveryAddress,
        rental_date: rental.rentalDate,
        status: rental.status ?? 'PENDING_DELIVERY',
        ...(rental.rentedAt ? { rented_at: rental.rentedAt } : {}),
        returned_at: rental.returnedAt ?? null,
        return_requested_at: rental.returnRequestedAt ?? null,
        pickup_date: rental.pickupDate ?? null,
      })
      .returning(['id', 'rented_at'])
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error, ONE_OPEN_RENTAL_PER_BOOK)) return undefined;
    throw error;
  }
}

/**
 * Moves an ACTIVE rental of the user to RETURN_REQUESTED, for a pickup not before the rental's
 * date; false when it is not that.
 */
export async function markReturnRequested(
  db: Kysely<DB>,
  userId: number,
  id: number,
  pickupDate: string,
): Promise<boolean> {
  const row = await db
    .updateTable('rentals')
    .set({ status: 'RETURN_REQUESTED', return_requested_at: new Date(), pickup_date: pickupDate })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'ACTIVE')
    .where('rental_date', '<=', pickupDate)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markDelivered(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('rentals')
    .set({ status: 'ACTIVE' })
    .where('id', '=', id)
    .where('status', '=', 'PENDING_DELIVERY')
    .execute();
}

/** Moves a rental awaiting pickup to RETURNED; false when it was not awaiting one. */
export async function markReturned(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db
    .updateTable('rentals')
    .set({ status: 'RETURNED', returned_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'RETURN_REQUESTED')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a book lent to the address is not back yet (to be delivered, or picked up there). */
export async function hasUnreturnedRentalAt(db: Kysely<DB>, addressId: number): Promise<boolean> {
  const row = await db
    .selectFrom('rentals')
    .select('id')
    .where('address_id', '=', addressId)
    .where('status', '<>', 'RETURNED')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives the rentals still to be delivered to the address its new text; delivered ones keep theirs. */
export async function readdressUndelivered(
  db: Kysely<DB>,
  addressId: number,
  deliveryAddress: string,
): Promise<void> {
  await db
    .updateTable('rentals')
    .set({ delivery_address: deliveryAddress })
    .where('address_id', '=', addressId)
    .where('status', '=', 'PENDING_DELIVERY')
    .execute();
}

export async function countUnreturnedRentalsOfBook(
  db: Kysely<DB>,
  bookId: number,
): Promise<number> {
  const row = await db
    .selectFrom('rentals')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('book_id', '=', bookId)
    .where('status', '<>', 'RETURNED')
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The user's latest delivered rental of the book that has no review yet. */
export function findReviewableRental(
  db: Kysely<DB>,
  userId: number,
  bookId: number,
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('rentals as r')
    .leftJoin('reviews as v', 'v.rental_id', 'r.id')
    .select('r.id')
    .where('r.user_id', '=', userId)
    .where('r.book_id', '=', bookId)
    .where('r.status', '<>', 'PENDING_DELIVERY')
    .where('v.id', 'is', null)
    .orderBy('r.rented_at', 'desc')
    .orderBy('r.id', 'desc')
    .executeTakeFirst();
}
