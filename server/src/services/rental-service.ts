import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import * as addresses from '../repositories/addresses.ts';
import * as books from '../repositories/books.ts';
import * as rentals from '../repositories/rentals.ts';
import type { Rental, RentalCreate, RentalRequest, ReturnRequest } from './api-types.ts';
import { MAX_DAYS_AHEAD, earliestToday, isTodayOrLater, latestBookable } from './dates.ts';
import type { DeliveryService } from './delivery-service.ts';
import { formatAddress, toRental, toRentalRequest } from './mappers.ts';
import type { Principal } from './principal.ts';

export class RentalService {
  readonly #db: Kysely<DB>;
  readonly #delivery: DeliveryService;

  constructor(db: Kysely<DB>, delivery: DeliveryService) {
    this.#db = db;
    this.#delivery = delivery;
  }

  async borrow(principal: Principal, input: RentalCreate): Promise<Rental> {
    if (input.userId !== principal.userId) {
      throw forbidden('userId must be your own user id.');
    }
    checkBookable('rentalDate', input.rentalDate);
    return this.#db.transaction().execute(async (trx) => {
      const book = await books.findBookSummary(trx, input.bookId);
      // A book deleted since the member's catalogue was loaded is, for them, withdrawn from
      // lending (the catalogue they reload no longer has it), not a book that never was.
      const libraryId = book?.library_id ?? (await books.findLibraryOfBook(trx, input.bookId));
      if (libraryId === undefined) throw notFound(`There is no book ${input.bookId}.`);
      if (principal.libraryId === null || libraryId !== principal.libraryId) {
        throw forbidden('You may only borrow books of your own library.');
      }
      if (!book) throw withdrawn();
      const address = await addresses.lockOwnAddress(
        trx,
        principal.userId,
        input.addressId,
        'share',
      );
      if (!address) {
        throw notFound(`You have no address ${input.addressId} (addressId).`, 'ADDRESS_NOT_FOUND');
      }
      const alreadyBorrowed = () =>
        conflict(
          `You already have “${book.title}” on loan. Return it before borrowing it again.`,
          'ALREADY_BORROWED',
        );
      // Sold out and withdrawn are told apart: a member is told which.
      const soldOut = (available = book.available) =>
        available
          ? conflict('No copy of this book is left to borrow.', 'NO_COPY_LEFT')
          : conflict('This book is not available.', 'BOOK_UNAVAILABLE');
      // Refuse early on what was just read; the unique index (on the insert) and the conditional
      // UPDATE below are what decide. A member holding the last copy is told that, not "sold out".
      if (await rentals.hasOpenRentalOfBook(trx, principal.userId, book.id)) {
        throw alreadyBorrowed();
      }
      if (!book.available || book.available_copies < 1) throw soldOut();
      const deliveryAddress = formatAddress(address);
      const rental = await rentals.insertRental(trx, {
        userId: principal.userId,
        bookId: book.id,
        libraryId: book.library_id,
        addressId: address.id,
        deliveryAddress,
        rentalDate: input.rentalDate,
      });
      if (!rental) throw alreadyBorrowed();
      await this.#delivery.createTask(trx, {
        rentalId: rental.id,
        libraryId: book.library_id,
        type: 'DELIVERY',
        address: deliveryAddress,
        scheduledDate: input.rentalDate,
      });
      // The copy is taken last: its row lock (and the library's, through the catalog trigger)
      // is then held only until the commit, so concurrent borrows of one book queue briefly.
      if (!(await books.takeCopy(trx, book.id))) {
        // What changed while this borrow waited for the copy, as committed now: its last copy
        // went, the book was made unavailable, or it was deleted.
        const now = await books.findBookSummary(trx, book.id);
        throw now ? soldOut(now.available) : withdrawn();
      }
      // Everything the answer shows is known here; no need to read the rental back.
      return toRental({
        rental_id: rental.id,
        book_id: book.id,
        book_title: book.title,
        book_author: book.author,
        rented_at: rental.rented_at,
        returned_at: null,
        status: 'PENDING_DELIVERY',
        delivery_address: deliveryAddress,
        rental_date: input.rentalDate,
        return_requested_at: null,
        pickup_date: null,
        review_id: null,
        rating: null,
        review_title: null,
        review_content: null,
      });
    });
  }

  async active(principal: Principal): Promise<Rental[]> {
    const rows = await rentals.listRentalViews(this.#db, principal.userId, [
      'PENDING_DELIVERY',
      'ACTIVE',
      'RETURN_REQUESTED',
    ]);
    return rows.map(toRental);
  }

  async history(principal: Principal): Promise<Rental[]> {
    return (await rentals.listRentalViews(this.#db, principal.userId)).map(toRental);
  }

  async requests(principal: Principal): Promise<RentalRequest[]> {
    const rows = await rentals.listRentalViews(this.#db, principal.userId, [
      'PENDING_DELIVERY',
      'RETURN_REQUESTED',
    ]);
    return rows.map(toRentalRequest);
  }

  async requestReturn(
    principal: Principal,
    rentalId: number,
    input: ReturnRequest,
  ): Promise<Rental> {
    if (input.rentalId !== rentalId) {
      throw badRequest(
        `rentalId ${input.rentalId} in the body is not the rental ${rentalId} of the path.`,
      );
    }
    checkBookable('pickupDate', input.pickupDate);
    await this.#db.transaction().execute(async (trx) => {
      const rental = await rentals.findOwnRental(trx, principal.userId, rentalId);
      if (!rental) throw notFound(`You have no rental ${rentalId}.`);
      // The book is picked up where the member's address says now (corrected or moved since the
      // delivery); where it was delivered if that address is gone. Locked before the rental, as an
      // edit or delete of the address takes the address and then its rentals.
      const address =
        rental.address_id === null
          ? undefined
          : await addresses.lockOwnAddress(trx, principal.userId, rental.address_id, 'share');
      if (!(await rentals.markReturnRequested(trx, principal.userId, rentalId, input.pickupDate))) {
        // Why, as the rental is now (it may have been delivered or returned meanwhile).
        const now = (await rentals.findOwnRental(trx, principal.userId, rentalId)) ?? rental;
        if (now.status !== 'ACTIVE') {
          throw conflict(
            `Only a delivered (ACTIVE) rental can be returned; this one is ${now.status}.`,
          );
        }
        throw badRequest(
          `pickupDate must be on or after the rental's date (${now.rental_date}): a book is picked up after it is delivered.`,
        );
      }
      await this.#delivery.createTask(trx, {
        rentalId,
        libraryId: rental.library_id,
        type: 'PICKUP',
        address: address ? formatAddress(address) : rental.delivery_address,
        scheduledDate: input.pickupDate,
      });
    });
    return this.#view(rentalId);
  }

  async #view(rentalId: number): Promise<Rental> {
    const row = await rentals.findRentalView(this.#db, rentalId);
    if (!row) throw notFound(`There is no rental ${rentalId}.`);
    return toRental(row);
  }
}

/** A book deleted from its library's catalogue, perhaps while the member was borrowing it. */
function withdrawn() {
  return conflict('This book was removed from the catalogue.', 'BOOK_UNAVAILABLE');
}

/** A rental or pickup date: from today (anywhere on Earth) to `MAX_DAYS_AHEAD` days ahead. */
function checkBookable(field: string, date: string): void {
  if (!isTodayOrLater(date)) {
    throw badRequest(`${field} must be today (${earliestToday()}) or later.`);
  }
  if (date > latestBookable()) {
    throw badRequest(
      `${field} must be within ${MAX_DAYS_AHEAD} days from today (${latestBookable()} at the latest).`,
    );
  }
}
