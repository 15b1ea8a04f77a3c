import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import * as books from '../repositories/books.ts';
import * as rentals from '../repositories/rentals.ts';
import * as reviews from '../repositories/reviews.ts';
import type { Review, ReviewCreate } from './api-types.ts';
import { toReview } from './mappers.ts';
import type { Principal } from './principal.ts';

export class ReviewService {
  readonly #db: Kysely<DB>;

  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  /**
   * A review belongs to one delivered rental of the book by the reviewer, one per rental. The rental
   * is what counts: a book deleted since it was returned can still be reviewed by its reader.
   */
  async create(principal: Principal, input: ReviewCreate): Promise<Review> {
    if (input.userId !== principal.userId) throw forbidden('userId must be your own user id.');
    if ((await books.findLibraryOfBook(this.#db, input.bookId)) === undefined) {
      throw notFound(`There is no book ${input.bookId}.`);
    }
    let rentalId: number;
    if (input.rentalId !== undefined) {
      const rental = await rentals.findOwnRental(this.#db, principal.userId, input.rentalId);
      if (!rental) throw notFound(`You have no rental ${input.rentalId} (rentalId).`);
      if (rental.book_id !== input.bookId) {
        throw badRequest(`rentalId ${input.rentalId} is a rental of another book than bookId.`);
      }
      if (rental.status === 'PENDING_DELIVERY') {
        throw conflict('The book has not been delivered yet, so it cannot be reviewed.');
      }
      if (await reviews.rentalHasReview(this.#db, rental.id)) {
        throw conflict('You have already reviewed this rental.');
      }
      rentalId = rental.id;
    } else {
      const rental = await rentals.findReviewableRental(this.#db, principal.userId, input.bookId);
      if (!rental) {
        throw conflict('You have no delivered rental of this book left to review.');
      }
      rentalId = rental.id;
    }
    const id = await reviews.insertReview(this.#db, {
      rentalId,
      userId: principal.userId,
      bookId: input.bookId,
      rating: input.rating,
      title: input.title,
      content: input.content,
    });
    if (id === undefined) throw conflict('You have already reviewed this rental.');
    const review = await reviews.findReview(this.#db, id);
    if (!review) throw notFound(`There is no review ${id}.`);
    return toReview(review);
  }
}
