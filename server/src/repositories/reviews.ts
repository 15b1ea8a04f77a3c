import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { isUniqueViolation } from './db-errors.ts';

export interface ReviewView {
  id: number;
  user_id: number;
  user_name: string;
  book_id: number;
  rental_id: number;
  rating: number;
  title: string;
  content: string;
  created_at: Date;
}

function selectReviews(db: Kysely<DB>) {
  return db
    .selectFrom('reviews as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select([
      'v.id',
      'v.user_id',
      'u.name as user_name',
      'v.book_id',
      'v.rental_id',
      'v.rating',
      'v.title',
      'v.content',
      'v.created_at',
    ]);
}

export function listReviewsOfBook(db: Kysely<DB>, bookId: number): Promise<ReviewView[]> {
  return selectReviews(db)
    .where('v.book_id', '=', bookId)
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .execute();
}

export function findReview(db: Kysely<DB>, id: number): Promise<ReviewView | undefined> {
  return selectReviews(db).where('v.id', '=', id).executeTakeFirst();
}

/** Inserts a review; undefined when the rental already has one. */
export async function insertReview(
  db: Kysely<DB>,
  review: {
    rentalId: number;
    userId: number;
    bookId: number;
    rating: number;
    title: string;
    content: string;
    createdAt?: Date;
  },
): Promise<number | undefined> {
  try {
    const row = await db
      .insertInto('reviews')
      .values({
        rental_id: review.rentalId,
        user_id: review.userId,
        book_id: review.bookId,
        rating: review.rating,
        title: review.title,
        content: review.content,
        ...(review.createdAt ? { created_at: review.createdAt } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

export async function rentalHasReview(db: Kysely<DB>, rentalId: number): Promise<boolean> {
  const row = await db
    .selectFrom('reviews')
    .select('id')
    .where('rental_id', '=', rentalId)
    .executeTakeFirst();
  return row !== undefined;
}
