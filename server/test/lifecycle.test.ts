import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../src/db/schema.ts';
import { isoDate } from '../src/services/dates.ts';
import { DeliveryService } from '../src/services/delivery-service.ts';
import {
  createTestContext,
  tokenFor,
  type AccountName,
  type TestContext,
} from './helpers/context.ts';
import {
  activeRental,
  addressOf,
  askReturn,
  borrow,
  completeTask,
  createBook,
  getBook,
  newBranch,
  newMember,
  saveAddress,
  savedAddresses,
  openTaskFor,
  returnRental,
  today,
} from './helpers/flows.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

/** The member's review of a book, `payload` changing or adding fields (a `rentalId`). */
function postReview(bookId: number, payload: object) {
  return context.request({
    method: 'POST',
    url: '/api/reviews',
    as: 'member',
    payload: {
      userId: context.accounts.member.id,
      bookId,
      rating: 4,
      title: 'Good',
      content: 'Enjoyed it.',
      ...payload,
    },
  });
}

/**
 * `days` pass for a rental: its dates and its tasks' days move that far back, as if it had been
 * made that long ago. Answers the rental's date after the move.
 */
async function daysPass(rentalId: number, days: number): Promise<string> {
  const { db } = context.database;
  const back = sql<string>`interval '1 day' * ${days}`;
  await db
    .updateTable('rentals')
    .set({
      rental_date: sql`rental_date - ${back}`,
      pickup_date: sql`pickup_date - ${back}`,
    })
    .where('id', '=', rentalId)
    .execute();
  await db
    .updateTable('delivery_tasks')
    .set({ scheduled_date: sql`scheduled_date - ${back}` })
    .where('rental_id', '=', rentalId)
    .execute();
  const row = await db
    .selectFrom('rentals')
    .select(sql<string>`rental_date::text`.as('date'))
    .where('id', '=', rentalId)
    .executeTakeFirstOrThrow();
  return row.date;
}

describe('the rental lifecycle', () => {
  it('goes PENDING_DELIVERY → ACTIVE → RETURN_REQUESTED → RETURNED, with its tasks and copies', async () => {
    const book = await createBook(context, 2);
    const addressId = await addressOf(context, 'member');

    // A delivery date other than today, so the answers show the date that was chosen.
    let rentalDate = isoDate(3);
    const created = await borrow(context, 'member', book.id, addressId, rentalDate);
    expect(created.statusCode).toBe(201);
    const rental = created.json();
    expect(rental).toMatchObject({
      bookId: book.id,
      status: 'PENDING_DELIVERY',
      returnedAt: null,
      rentalDate,
    });
    expect((await getBook(context, book.id)).availableCopies).toBe(1);

    const requests = await context.request({
      method: 'GET',
      url: '/api/rentals/my-requests',
      as: 'member',
    });
    expect(requests.json()).toContainEqual(
      expect.objectContaining({
        rentalId: rental.rentalId,
        status: 'PENDING_DELIVERY',
        rentalDate,
      }),
    );

    // A book not yet delivered cannot be returned.
    const early = await context.request({
      method: 'POST',
      url: `/api/rentals/${rental.rentalId}/return`,
      as: 'member',
      payload: { rentalId: rental.rentalId, pickupDate: today() },
    });
    expect(early.statusCode).toBe(409);

    const delivery = await openTaskFor(context, 'courier', rental.rentalId, 'DELIVERY');
    expect(delivery).toMatchObject({ taskStatus: 'PENDING', bookTitle: book.title });
    // Not delivered before the day the member chose.
    const beforeItsDay = await context.request({
      method: 'POST',
      url: `/api/delivery/${delivery.id}/complete`,
      as: 'courier',
    });
    expect(beforeItsDay.statusCode).toBe(409);
    expect(beforeItsDay.json()).toEqual({
      error: 'NOT_YET_DUE',
      message: `Task ${delivery.id} is scheduled for ${rentalDate}; it can be completed from that day.`,
    });
    rentalDate = await daysPass(rental.rentalId, 3);
    const delivered = await completeTask(context, 'courier', delivery.id);
    expect(delivered).toMatchObject({ taskStatus: 'COMPLETED' });
    expect(delivered.completedAt).not.toBeNull();

    const again = await context.request({
      method: 'POST',
      url: `/api/delivery/${delivery.id}/complete`,
      as: 'courier',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'ALREADY_COMPLETED',
      message: `Task ${delivery.id} is already completed.`,
    });

    const active = await context.request({
      method: 'GET',
      url: '/api/rentals/active',
      as: 'member',
    });
    expect(active.json()).toContainEqual(
      expect.objectContaining({ rentalId: rental.rentalId, status: 'ACTIVE', rentalDate }),
    );

    const past = await context.request({
      method: 'POST',
      url: `/api/rentals/${rental.rentalId}/return`,
      as: 'member',
      payload: { rentalId: rental.rentalId, pickupDate: isoDate(-3) },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toMatch(/pickupDate/);
    const farAhead = await context.request({
      method: 'POST',
      url: `/api/rentals/${rental.rentalId}/return`,
      as: 'member',
      payload: { rentalId: rental.rentalId, pickupDate: isoDate(120) },
    });
    expect(farAhead.statusCode).toBe(400);
    expect(farAhead.json().message).toMatch(/^pickupDate must be within 90 days/);

    const mismatch = await context.request({
      method: 'POST',
      url: `/api/rentals/${rental.rentalId}/return`,
      as: 'member',
      payload: { rentalId: rental.rentalId + 1000, pickupDate: today() },
    });
    expect(mismatch.statusCode).toBe(400);

    const someoneElse = await context.request({
      method: 'POST',
      url: `/api/rentals/${rental.rentalId}/return`,
      as: 'reader',
      payload: { rentalId: rental.rentalId, pickupDate: today() },
    });
    expect(someoneElse.statusCode).toBe(404);

    const pickupDate = isoDate(2);
    const returned = await context.request({
      method: 'POST',
      url: `/api/rentals/${rental.rentalId}/return`,
      as: 'member',
      payload: { rentalId: rental.rentalId, pickupDate },
    });
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({ status: 'RETURN_REQUESTED', pickupDate, rentalDate });
    expect(returned.json().returnRequestedAt).toEqual(expect.any(String));
    const returnRequests = await context.request({
      method: 'GET',
      url: '/api/rentals/my-requests',
      as: 'member',
    });
    expect(returnRequests.json()).toContainEqual(
      expect.objectContaining({
        rentalId: rental.rentalId,
        status: 'RETURN_REQUESTED',
        pickupDate,
        rentalDate,
      }),
    );

    const twice = await context.request({
      method: 'POST',
      url: `/api/rentals/${rental.rentalId}/return`,
      as: 'member',
      payload: { rentalId: rental.rentalId, pickupDate },
    });
    expect(twice.statusCode).toBe(409);

    const pickup = await openTaskFor(context, 'courier', rental.rentalId, 'PICKUP');
    expect(pickup.type).toBe('PICKUP');
    const pickedUpEarly = await context.request({
      method: 'POST',
      url: `/api/delivery/${pickup.id}/complete`,
      as: 'courier',
    });
    expect(pickedUpEarly.json().error).toBe('NOT_YET_DUE');
    rentalDate = await daysPass(rental.rentalId, 2);

    // Another library's courier cannot see or complete it.
    const stranger = await context.request({
      method: 'POST',
      url: `/api/delivery/${pickup.id}/complete`,
      as: 'courier2',
    });
    expect(stranger.statusCode).toBe(404);

    await completeTask(context, 'courier', pickup.id);
    const history = await context.request({
      method: 'GET',
      url: '/api/rentals/history',
      as: 'member',
    });
    const done = (
      history.json() as {
        rentalId: number;
        status: string;
        returnedAt: string;
        rentalDate: string;
      }[]
    ).find((r) => r.rentalId === rental.rentalId);
    expect(done?.status).toBe('RETURNED');
    expect(done?.returnedAt).toEqual(expect.any(String));
    expect(done?.rentalDate).toBe(rentalDate);
    expect((await getBook(context, book.id)).availableCopies).toBe(2);

    const stillOpen = await context.request({
      method: 'GET',
      url: '/api/rentals/active',
      as: 'member',
    });
    expect(stillOpen.json().map((r: { rentalId: number }) => r.rentalId)).not.toContain(
      rental.rentalId,
    );
  });

  it('refuses borrowing for someone else, from another library, to another member’s address, or in the past', async () => {
    const book = await createBook(context, 5);
    const addressId = await addressOf(context, 'member');
    const readerAddress = await addressOf(context, 'reader');
    const member = context.accounts.member;
    const send = (as: 'member' | 'member2', payload: object) =>
      context.request({ method: 'POST', url: '/api/rentals', as, payload });

    const forOther = await send('member', {
      userId: context.accounts.reader.id,
      bookId: book.id,
      addressId,
      rentalDate: today(),
    });
    expect(forOther.statusCode).toBe(403);
    const otherLibrary = await send('member2', {
      userId: context.accounts.member2.id,
      bookId: book.id,
      addressId: await addressOf(context, 'member2'),
      rentalDate: today(),
    });
    expect(otherLibrary.statusCode).toBe(403);
    const notMine = await send('member', {
      userId: member.id,
      bookId: book.id,
      addressId: readerAddress,
      rentalDate: today(),
    });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().error).toBe('ADDRESS_NOT_FOUND');
    const yesterday = await send('member', {
      userId: member.id,
      bookId: book.id,
      addressId,
      rentalDate: isoDate(-2),
    });
    expect(yesterday.statusCode).toBe(400);
    // Booked at most 90 days ahead: a copy is not held for a delivery years away.
    const farAhead = await send('member', {
      userId: member.id,
      bookId: book.id,
      addressId,
      rentalDate: '9999-12-31',
    });
    expect(farAhead.statusCode).toBe(400);
    expect(farAhead.json().message).toMatch(/^rentalDate must be within 90 days from today/);
    const missing = await send('member', {
      userId: member.id,
      bookId: 999_999,
      addressId,
      rentalDate: today(),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('NOT_FOUND');
    expect((await getBook(context, book.id)).availableCopies).toBe(5);
  });

  it('picks a book up no earlier than the date it was rented for', async () => {
    const { rentalId } = await activeRental(context);
    // Delivered on a day that had begun somewhere (UTC+14) but not yet where the member is.
    const rentalDate = await daysPass(rentalId, -1);
    const asked = await context.request({
      method: 'POST',
      url: `/api/rentals/${rentalId}/return`,
      as: 'member',
      payload: { rentalId, pickupDate: today() },
    });
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual({
      error: 'BAD_REQUEST',
      message: `pickupDate must be on or after the rental's date (${rentalDate}): a book is picked up after it is delivered.`,
    });
    const onTheDay = await context.request({
      method: 'POST',
      url: `/api/rentals/${rentalId}/return`,
      as: 'member',
      payload: { rentalId, pickupDate: rentalDate },
    });
    expect(onTheDay.statusCode).toBe(200);
  });

  it('refuses a book that is not available or has no copies left', async () => {
    const book = await createBook(context, 1);
    const addressId = await addressOf(context, 'member');
    expect((await borrow(context, 'member', book.id, addressId)).statusCode).toBe(201);
    const none = await borrow(context, 'reader', book.id, await addressOf(context, 'reader'));
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({
      error: 'NO_COPY_LEFT',
      message: 'No copy of this book is left to borrow.',
    });

    const other = await createBook(context, 3);
    const put = await context.request({
      method: 'PUT',
      url: `/api/books/${other.id}`,
      as: 'admin',
      payload: {
        title: 'Withdrawn',
        author: 'A',
        isbn: '0-306-40615-2',
        description: 'd',
        available: false,
        categoryId: 1,
      },
    });
    expect(put.statusCode).toBe(200);
    const withdrawn = await borrow(context, 'member', other.id, addressId);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json()).toEqual({
      error: 'BOOK_UNAVAILABLE',
      message: 'This book is not available.',
    });

    // Deleted while a member had the catalogue open: withdrawn for them too, not "no such book".
    const removed = await createBook(context, 3);
    const deleted = await context.request({
      method: 'DELETE',
      url: `/api/books/${removed.id}`,
      as: 'admin',
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await borrow(context, 'member', removed.id, addressId);
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toEqual({
      error: 'BOOK_UNAVAILABLE',
      message: 'This book was removed from the catalogue.',
    });
    // Another library's member is refused it as any book of that library, deleted or not.
    const elsewhere = await borrow(
      context,
      'member2',
      removed.id,
      await addressOf(context, 'member2'),
    );
    expect(elsewhere.statusCode).toBe(403);
  });

  it('refuses an update whose body names another library than the book’s, instead of ignoring it', async () => {
    const book = await createBook(context, 2);
    const update = (libraryId: number) =>
      context.request({
        method: 'PUT',
        url: `/api/books/${book.id}`,
        as: 'admin',
        payload: {
          title: 'Moved?',
          author: 'A',
          isbn: '0-306-40615-2',
          description: 'd',
          available: true,
          categoryId: 1,
          libraryId,
        },
      });
    const moved = await update(context.accounts.admin2.libraryId!);
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({
      error: 'BAD_REQUEST',
      message: `libraryId ${context.accounts.admin2.libraryId} in the body is not the library ${book.libraryId} of the book; a book stays in its library.`,
    });
    expect((await getBook(context, book.id)).title).toBe(book.title);
    // Its own library, as a client echoing the book back sends it, is fine.
    const same = await update(book.libraryId);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ title: 'Moved?', libraryId: book.libraryId });
  });

  it('lends a member one copy of a title at a time, and again once it is returned', async () => {
    const book = await createBook(context, 3);
    const addressId = await addressOf(context, 'member');
    const first = await borrow(context, 'member', book.id, addressId);
    expect(first.statusCode).toBe(201);
    const rentalId = first.json().rentalId as number;
    const expected = {
      error: 'ALREADY_BORROWED',
      message: `You already have “${book.title}” on loan. Return it before borrowing it again.`,
    };

    // Refused while the rental is on its way, at home and awaiting pickup; no copy is taken.
    const again = async () => {
      const response = await borrow(context, 'member', book.id, addressId);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(expected);
      expect((await getBook(context, book.id)).availableCopies).toBe(2);
    };
    await again();
    const delivery = await openTaskFor(context, 'courier', rentalId, 'DELIVERY');
    await completeTask(context, 'courier', delivery.id);
    await again();
    await askReturn(context, rentalId);
    await again();

    // Other members still borrow it.
    const reader = await borrow(context, 'reader', book.id, await addressOf(context, 'reader'));
    expect(reader.statusCode).toBe(201);

    const pickup = await openTaskFor(context, 'courier', rentalId, 'PICKUP');
    await completeTask(context, 'courier', pickup.id);
    const second = await borrow(context, 'member', book.id, addressId);
    expect(second.statusCode).toBe(201);
    expect(second.json().rentalId).not.toBe(rentalId);
    expect((await getBook(context, book.id)).availableCopies).toBe(1);
  });

  it('tells a member holding the last copy that they have it, not that it is sold out', async () => {
    const book = await createBook(context, 1);
    const addressId = await addressOf(context, 'member');
    const { rentalId } = (await borrow(context, 'member', book.id, addressId)).json();
    const again = await borrow(context, 'member', book.id, addressId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('ALREADY_BORROWED');
    expect((await getBook(context, book.id)).availableCopies).toBe(0);

    const delivery = await openTaskFor(context, 'courier', rentalId, 'DELIVERY');
    await completeTask(context, 'courier', delivery.id);
    await returnRental(context, rentalId);
    expect((await borrow(context, 'member', book.id, addressId)).statusCode).toBe(201);
    expect((await getBook(context, book.id)).availableCopies).toBe(0);
  });

  it('ties reviews to a delivered rental, one review per rental', async () => {
    const member = context.accounts.member;
    const book = await createBook(context, 2);
    const addressId = await addressOf(context, 'member');
    const review = (payload: object) => postReview(book.id, payload);

    expect((await review({})).statusCode).toBe(409);
    const rental = (await borrow(context, 'member', book.id, addressId)).json();
    const pending = await review({ rentalId: rental.rentalId });
    expect(pending.statusCode).toBe(409);

    const task = await openTaskFor(context, 'courier', rental.rentalId, 'DELIVERY');
    await completeTask(context, 'courier', task.id);
    // Another member of the library has no rental of the book: the member's does not count.
    const asReader = (payload: object) =>
      context.request({
        method: 'POST',
        url: '/api/reviews',
        as: 'reader',
        payload: {
          userId: context.accounts.reader.id,
          bookId: book.id,
          rating: 1,
          title: 'Borrowed',
          content: 'Not mine to review.',
          ...payload,
        },
      });
    expect((await asReader({})).statusCode).toBe(409);
    expect((await asReader({ rentalId: rental.rentalId })).statusCode).toBe(404);
    const created = await review({});
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      rentalId: rental.rentalId,
      rating: 4,
      userId: member.id,
      bookId: book.id,
    });
    expect((await review({ rentalId: rental.rentalId })).statusCode).toBe(409);
    expect((await review({})).statusCode).toBe(409);

    const forOther = await review({ userId: context.accounts.reader.id });
    expect(forOther.statusCode).toBe(403);

    const list = await context.request({ method: 'GET', url: `/api/books/${book.id}/reviews` });
    expect(list.json()).toEqual([
      expect.objectContaining({ title: 'Good', userName: 'Maria Member' }),
    ]);
    const bookJson = await getBook(context, book.id);
    expect(bookJson).toMatchObject({ averageRating: 4, reviewCount: 1 });

    const history = await context.request({
      method: 'GET',
      url: '/api/rentals/history',
      as: 'member',
    });
    expect(history.json()).toContainEqual(
      expect.objectContaining({
        rentalId: rental.rentalId,
        rating: 4,
        reviewContent: 'Enjoyed it.',
      }),
    );
  });

  it('lets a member review rentals of a book deleted since it was returned', async () => {
    const { rentalId: first, bookId } = await activeRental(context);
    await returnRental(context, first);
    const again = await borrow(context, 'member', bookId, await addressOf(context, 'member'));
    const second = again.json().rentalId as number;
    await completeTask(
      context,
      'courier',
      (await openTaskFor(context, 'courier', second, 'DELIVERY')).id,
    );
    await returnRental(context, second);
    const deleted = await context.request({
      method: 'DELETE',
      url: `/api/books/${bookId}`,
      as: 'admin',
    });
    expect(deleted.statusCode).toBe(204);

    const reviewsInHistory = async () => {
      const history = await context.request({
        method: 'GET',
        url: '/api/rentals/history',
        as: 'member',
      });
      return (history.json() as { rentalId: number; bookId: number; reviewId: number | null }[])
        .filter((rental) => rental.bookId === bookId)
        .map(({ rentalId, reviewId }) => ({ rentalId, reviewed: reviewId !== null }));
    };
    // The history offers to review both, as it should.
    expect(await reviewsInHistory()).toEqual([
      { rentalId: second, reviewed: false },
      { rentalId: first, reviewed: false },
    ]);
    const review = (payload: object) =>
      postReview(bookId, { rating: 3, title: 'Gone', content: 'Still read it.', ...payload });
    const latest = await review({});
    expect(latest.statusCode, latest.body).toBe(201);
    expect(latest.json()).toMatchObject({ rentalId: second, bookId });
    const named = await review({ rentalId: first });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json()).toMatchObject({ rentalId: first, bookId });
    expect((await review({})).statusCode).toBe(409);
    expect(await reviewsInHistory()).toEqual([
      { rentalId: second, reviewed: true },
      { rentalId: first, reviewed: true },
    ]);

    // The deleted book stays out of sight: no page, no review list, no place among the top books.
    const reviews = await context.request({ method: 'GET', url: `/api/books/${bookId}/reviews` });
    expect(reviews.statusCode).toBe(404);
    const top = await context.request({
      method: 'GET',
      url: '/api/books/top-books?limit=50',
      as: 'admin',
    });
    expect((top.json() as { id: number }[]).map((book) => book.id)).not.toContain(bookId);
    // A book that never was is named so.
    const none = await review({ bookId: 999_999 });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('There is no book 999999.');
  });

  it('keeps an address a delivered book is to be picked up from, and lets it go once the book is back', async () => {
    const member = context.accounts.member;
    const saved = (await saveAddress(context, member, '3 Lent Lane')).json().id as number;
    const book = await createBook(context, 1);
    const rentalId = (await borrow(context, 'member', book.id, saved)).json().rentalId as number;
    const delivery = await openTaskFor(context, 'courier', rentalId, 'DELIVERY');
    await completeTask(context, 'courier', delivery.id);
    const deleteIt = () =>
      context.request({
        method: 'DELETE',
        url: `/api/users/${member.id}/addresses/${saved}`,
        as: 'member',
      });
    // The book is at home there (ACTIVE): its pickup will go there.
    const refused = await deleteIt();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'A book lent to this address is not back yet: it is delivered there, or picked up from there. Edit the address instead, or delete it once the book is returned.',
    );
    await returnRental(context, rentalId);
    expect((await deleteIt()).statusCode).toBe(204);
  });

  it('sends deliveries and pickups still due at an edited address there, and keeps delivered ones', async () => {
    const member = context.accounts.member;
    const saved = await context.request({
      method: 'POST',
      url: `/api/users/${member.id}/addresses`,
      as: 'member',
      payload: { street: '1 Old Road', city: 'Oldtown', state: 'OT', zipCode: '11111' },
    });
    const url = `/api/users/${member.id}/addresses/${saved.json().id}`;
    const before = '1 Old Road, Oldtown, OT 11111';
    const after = '9 New Street, Newtown, NT 99999';
    const borrowThere = async () => {
      const book = await createBook(context, 1);
      const rental = await borrow(context, 'member', book.id, saved.json().id);
      expect(rental.statusCode).toBe(201);
      return rental.json().rentalId as number;
    };
    const complete = async (rentalId: number, type: 'DELIVERY' | 'PICKUP') =>
      completeTask(context, 'courier', (await openTaskFor(context, 'courier', rentalId, type)).id);
    const returned = await borrowThere();
    await complete(returned, 'DELIVERY');
    await returnRental(context, returned);
    const atHome = await borrowThere();
    await complete(atHome, 'DELIVERY');
    const pickingUp = await borrowThere();
    await complete(pickingUp, 'DELIVERY');
    await askReturn(context, pickingUp);
    const onItsWay = await borrowThere();

    const deleteIt = () => context.request({ method: 'DELETE', url, as: 'member' });
    const refused = await deleteIt();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'CONFLICT',
      message:
        'A book lent to this address is not back yet: it is delivered there, or picked up from there. Edit the address instead, or delete it once the book is returned.',
    });

    const edited = await context.request({
      method: 'PUT',
      url,
      as: 'member',
      payload: { street: '9 New Street', city: 'Newtown', state: 'NT', zipCode: '99999' },
    });
    expect(edited.statusCode).toBe(200);
    // A pickup asked after the edit goes to the address as it is now.
    await askReturn(context, atHome);

    const tasks = async () => {
      const response = await context.request({
        method: 'GET',
        url: '/api/delivery/my-tasks',
        as: 'courier',
      });
      const all = response.json() as { rentalId: number; type: string; deliveryAddress: string }[];
      return Object.fromEntries(
        all
          .filter((t) => [returned, atHome, pickingUp, onItsWay].includes(t.rentalId))
          .map((t) => [`${t.rentalId} ${t.type}`, t.deliveryAddress]),
      );
    };
    const rentals = async () => {
      const history = await context.request({
        method: 'GET',
        url: '/api/rentals/history',
        as: 'member',
      });
      const all = history.json() as { rentalId: number; deliveryAddress: string }[];
      return Object.fromEntries(all.map((r) => [r.rentalId, r.deliveryAddress]));
    };
    expect(await tasks()).toEqual({
      [`${returned} DELIVERY`]: before,
      [`${returned} PICKUP`]: before,
      [`${atHome} DELIVERY`]: before,
      [`${atHome} PICKUP`]: after,
      [`${pickingUp} DELIVERY`]: before,
      [`${pickingUp} PICKUP`]: after,
      [`${onItsWay} DELIVERY`]: after,
    });
    // Only the rental not yet delivered changes: the others were delivered to the old address.
    expect(await rentals()).toMatchObject({
      [returned]: before,
      [atHome]: before,
      [pickingUp]: before,
      [onItsWay]: after,
    });

    // With only pickups due, or a book delivered there, it still stays; once every book lent to
    // it is back it goes, and the rentals delivered to it keep their address.
    await complete(onItsWay, 'DELIVERY');
    expect((await deleteIt()).statusCode).toBe(409);
    await complete(pickingUp, 'PICKUP');
    await complete(atHome, 'PICKUP');
    expect((await deleteIt()).statusCode).toBe(409);
    await returnRental(context, onItsWay);
    expect((await deleteIt()).statusCode).toBe(204);
    expect(await rentals()).toMatchObject({
      [returned]: before,
      [atHome]: before,
      [pickingUp]: before,
      [onItsWay]: after,
    });
  });

  it('lists members their own rentals only, even within one library', async () => {
    const { rentalId: active } = await activeRental(context);
    const { rentalId: returning } = await activeRental(context);
    const asked = await context.request({
      method: 'POST',
      url: `/api/rentals/${returning}/return`,
      as: 'member',
      payload: { rentalId: returning, pickupDate: today() },
    });
    expect(asked.statusCode).toBe(200);
    const ids = async (as: AccountName, list: string) => {
      const response = await context.request({ method: 'GET', url: `/api/rentals/${list}`, as });
      expect(response.statusCode).toBe(200);
      return (response.json() as { rentalId: number }[]).map((row) => row.rentalId);
    };
    // My requests are the rentals on their way, either way: the one being returned, not the other.
    const expected = {
      active: [active, returning],
      history: [active, returning],
      'my-requests': [returning],
    };
    for (const [list, own] of Object.entries(expected)) {
      const mine = await ids('member', list);
      expect(mine, list).toEqual(expect.arrayContaining(own));
      if (list === 'my-requests') expect(mine).not.toContain(active);
      for (const other of ['reader', 'member2'] as const) {
        const theirs = await ids(other, list);
        expect(theirs, `${other} ${list}`).not.toContain(active);
        expect(theirs, `${other} ${list}`).not.toContain(returning);
      }
    }
  });

  it('counts rentals in the top books, per library for members and admins', async () => {
    const { bookId } = await activeRental(context);
    const top = await context.request({
      method: 'GET',
      url: '/api/books/top-books?limit=50',
      as: 'member',
    });
    expect(top.statusCode).toBe(200);
    const rows = top.json() as { id: number; rentalCount: number; libraryId: number }[];
    expect(rows.find((r) => r.id === bookId)?.rentalCount).toBe(1);
    expect(rows.every((r) => r.libraryId === context.accounts.member.libraryId)).toBe(true);
    const counts = rows.map((r) => r.rentalCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const other = await context.request({
      method: 'GET',
      url: `/api/books/top-books?libraryId=${context.accounts.member2.libraryId}`,
      as: 'member',
    });
    expect(other.statusCode).toBe(403);
    const all = await context.request({
      method: 'GET',
      url: '/api/books/top-books?limit=50',
      as: 'super',
    });
    const libraries = new Set((all.json() as { libraryId: number }[]).map((r) => r.libraryId));
    expect(libraries.size).toBe(2);
  });

  it('answers 404 for a library that does not exist, instead of an empty list', async () => {
    const created = await context.request({
      method: 'POST',
      url: '/api/superadmin/libraries',
      as: 'super',
      payload: {
        name: 'Short-lived Library',
        city: 'Nowhere',
        address: '1 Gone Street',
        contactPhone: '555',
        contactEmail: 'gone@demo.test',
      },
    });
    const gone = created.json().id as number;
    const removed = await context.request({
      method: 'DELETE',
      url: `/api/superadmin/libraries/${gone}`,
      as: 'super',
    });
    expect(removed.statusCode).toBe(204);
    for (const [url, as] of [
      [`/api/books?libraryId=${gone}`, undefined],
      [`/api/books?libraryId=${gone}`, 'courier'],
      [`/api/books/getBooksByLibrary?libraryId=${gone}`, undefined],
      [`/api/books/top-books?libraryId=${gone}`, 'super'],
    ] as const) {
      const response = await context.request({ method: 'GET', url, as });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        error: 'NOT_FOUND',
        message: `There is no library ${gone}.`,
      });
    }
    // An empty library is a library: its lists are empty, not missing.
    const empty = await context.request({
      method: 'POST',
      url: '/api/superadmin/libraries',
      as: 'super',
      payload: {
        name: 'New Library',
        city: 'Newtown',
        address: '2 New Street',
        contactPhone: '555',
        contactEmail: 'new-library@demo.test',
      },
    });
    const fresh = empty.json().id as number;
    for (const [url, as] of [
      [`/api/books?libraryId=${fresh}`, undefined],
      [`/api/books/top-books?libraryId=${fresh}`, 'super'],
    ] as const) {
      const response = await context.request({ method: 'GET', url, as });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual([]);
    }
  });

  it('shows no library’s top books to a member who belongs to no library', async () => {
    // Registration asks a member for a library; a database may still hold one from before.
    const email = `no-library-${Math.random().toString(36).slice(2)}@demo.test`;
    const registered = await context.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Nobody’s Member',
        email,
        password: 'password1',
        role: 'USER',
        libraryId: 1,
      },
    });
    expect(registered.statusCode).toBe(201);
    await context.database.db
      .updateTable('users')
      .set({ library_id: null })
      .where('id', '=', registered.json().id)
      .execute();
    const login = await context.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'password1' },
    });
    const headers = { authorization: `Bearer ${login.json().token as string}` };
    for (const query of ['', `&libraryId=${context.accounts.member2.libraryId}`]) {
      const top = await context.request({
        method: 'GET',
        url: `/api/books/top-books?limit=50${query}`,
        headers,
      });
      expect(top.statusCode, query).toBe(403);
      expect(top.json()).toEqual({
        error: 'FORBIDDEN',
        message: 'You are not a member of a library, so there are no top books to show you.',
      });
    }
  });

  it('will not delete a book that is rented out, and will once it is back', async () => {
    const { rentalId, bookId } = await activeRental(context);
    const blocked = await context.request({
      method: 'DELETE',
      url: `/api/books/${bookId}`,
      as: 'admin',
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({
      error: 'CONFLICT',
      message: '1 rental of the book is not returned yet.',
    });

    await context.request({
      method: 'POST',
      url: `/api/rentals/${rentalId}/return`,
      as: 'member',
      payload: { rentalId, pickupDate: today() },
    });
    const pickup = await openTaskFor(context, 'courier', rentalId, 'PICKUP');
    await completeTask(context, 'courier', pickup.id);

    const deleted = await context.request({
      method: 'DELETE',
      url: `/api/books/${bookId}`,
      as: 'admin',
    });
    expect(deleted.statusCode).toBe(204);
    expect((await context.request({ method: 'GET', url: `/api/books/${bookId}` })).statusCode).toBe(
      404,
    );
    // The history still names the book.
    const history = await context.request({
      method: 'GET',
      url: '/api/rentals/history',
      as: 'member',
    });
    expect(history.json()).toContainEqual(expect.objectContaining({ rentalId, bookId }));
  });

  it('keeps a task unassigned in a library without couriers until one is approved, and gives none to a courier who only registered', async () => {
    const { libraryId, register, admin } = await newBranch(context);
    const member = (await register('branch-member@demo.test', 'USER')).json();
    const adminToken = admin.token;
    const memberToken = tokenFor(context, member);

    const book = await context.request({
      method: 'POST',
      url: '/api/books',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: {
        title: 'Branch book',
        author: 'A',
        isbn: '0-306-40615-2',
        availableCopies: 1,
        description: 'd',
        categoryId: 1,
      },
    });
    const address = await context.request({
      method: 'POST',
      url: `/api/users/${member.id}/addresses`,
      headers: { authorization: `Bearer ${memberToken}` },
      payload: { street: 's', city: 'c', state: 'st', zipCode: 'z' },
    });
    const rental = await context.request({
      method: 'POST',
      url: '/api/rentals',
      headers: { authorization: `Bearer ${memberToken}` },
      payload: {
        userId: member.id,
        bookId: book.json().id,
        addressId: address.json().id,
        rentalDate: today(),
      },
    });
    expect(rental.statusCode).toBe(201);

    const courier = (await register('branch-courier@demo.test', 'DELIVERY_PARTNER')).json();
    const myTasks = () =>
      context.request({
        method: 'GET',
        url: '/api/delivery/my-tasks',
        headers: { authorization: `Bearer ${tokenFor(context, courier)}` },
      });
    // Registering shows no one a member's address: the courier waits for approval.
    const waiting = await myTasks();
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json()).toEqual({
      error: 'FORBIDDEN',
      message:
        'Your courier account is waiting for approval: tasks come to you once it is approved.',
    });
    const unassigned = await context.database.db
      .selectFrom('delivery_tasks')
      .select('partner_id')
      .where('rental_id', '=', rental.json().rentalId)
      .executeTakeFirstOrThrow();
    expect(unassigned.partner_id).toBeNull();
    // A platform administrator sees both waiting, and approves the courier.
    const waitingOnes = async () =>
      (
        await context.request({ method: 'GET', url: '/api/super-admin/couriers', as: 'super' })
      ).json() as {
        couriers: { id: number; email: string; libraryId: number }[];
        waitingTasks: { libraryId: number; count: number }[];
      };
    const waitingNow = await waitingOnes();
    expect(waitingNow.couriers).toContainEqual(
      expect.objectContaining({ id: courier.id, email: courier.email, libraryId }),
    );
    expect(waitingNow.waitingTasks).toContainEqual(
      expect.objectContaining({ libraryId, count: 1 }),
    );
    const approved = await context.request({
      method: 'POST',
      url: `/api/super-admin/couriers/${courier.id}/approve`,
      as: 'super',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ id: courier.id, approved: true, tasksGiven: 1 });
    const waitingAfter = await waitingOnes();
    expect(waitingAfter.couriers.map((c) => c.id)).not.toContain(courier.id);
    expect(waitingAfter.waitingTasks.map((t) => t.libraryId)).not.toContain(libraryId);
    const tasks = await myTasks();
    expect(tasks.json()).toEqual([
      expect.objectContaining({
        rentalId: rental.json().rentalId,
        type: 'DELIVERY',
        taskStatus: 'PENDING',
      }),
    ]);

    // The library now has books and users, so it stays: its users' accounts belong to it.
    const remove = await context.request({
      method: 'DELETE',
      url: `/api/superadmin/libraries/${libraryId}`,
      as: 'super',
    });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(
      'The library has 1 member and 1 courier, whose accounts and histories belong to it, and 1 book, so it stays.',
    );
  });

  it('deletes a library without members once its books are deleted, and says so until then', async () => {
    const { libraryId, admin } = await newBranch(context);
    const book = await createBook(context, 1, admin);
    const remove = () =>
      context.request({
        method: 'DELETE',
        url: `/api/superadmin/libraries/${libraryId}`,
        as: 'super',
      });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The library still has 1 book; delete it first.');
    const deleted = await context.request({
      method: 'DELETE',
      url: `/api/books/${book.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await remove()).statusCode).toBe(204);
  });

  it('lists a courier their open tasks and those completed in the last 14 days', async () => {
    const listed = async () =>
      (
        await context.request({ method: 'GET', url: '/api/delivery/my-tasks', as: 'courier2' })
      ).json() as { id: number; completedAt: string | null }[];
    const before = await listed();
    const open = before.filter((task) => task.completedAt === null).map((task) => task.id);
    const [recent, old] = before.filter((task) => task.completedAt !== null);
    expect(open.length).toBeGreaterThan(0);
    const completedDaysAgo = (id: number, days: number) =>
      sql`update delivery_tasks set completed_at = now() - make_interval(days => ${days}::int, secs => 1) where id = ${id}`.execute(
        context.database.db,
      );
    await completedDaysAgo(recent!.id, 13);
    await completedDaysAgo(old!.id, 14);
    const after = (await listed()).map((task) => task.id);
    expect(after.slice(0, open.length)).toEqual(open);
    expect(after).toContain(recent!.id);
    expect(after).not.toContain(old!.id);
    expect(after).toHaveLength(before.length - 1);
  });

  it('gives new tasks to the least-loaded approved courier', async () => {
    const register = await context.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Second courier',
        email: 'courier-b@demo.test',
        password: 'password1',
        role: 'DELIVERY_PARTNER',
        libraryId: context.accounts.courier.libraryId,
      },
    });
    const second = register.json();
    // Not yet approved, the second courier (who has no tasks) is passed over.
    const early = await createBook(context, 2);
    const passedOver = (
      await borrow(context, 'member', early.id, await addressOf(context, 'member'))
    ).json();
    await openTaskFor(context, 'courier', passedOver.rentalId, 'DELIVERY');
    await new DeliveryService(context.database.db).approve({ email: second.email });
    const book = await createBook(context, 2);
    const addressId = await addressOf(context, 'member');
    const rental = (await borrow(context, 'member', book.id, addressId)).json();
    const tasks = await context.request({
      method: 'GET',
      url: '/api/delivery/my-tasks',
      headers: { authorization: `Bearer ${tokenFor(context, second)}` },
    });
    expect(tasks.json()).toEqual([expect.objectContaining({ rentalId: rental.rentalId })]);
  });

  it('hands a task a previous version gave a courier not approved to the next one approved, and lets the first complete none', async () => {
    const { libraryId, register, admin } = await newBranch(context);
    const member = await newMember(context, libraryId);
    const book = await createBook(context, 1, admin);
    const rentalId = (await borrow(context, member.account, book.id, member.addressId)).json()
      .rentalId as number;
    const first = (await register('first-courier@demo.test', 'DELIVERY_PARTNER')).json();
    const second = (await register('second-courier@demo.test', 'DELIVERY_PARTNER')).json();
    // A server of the previous version, during a deploy, gives the task to the first courier.
    const task = await context.database.db
      .updateTable('delivery_tasks')
      .set({ partner_id: first.id })
      .where('rental_id', '=', rentalId)
      .returning('id')
      .executeTakeFirstOrThrow();
    const completed = await context.request({
      method: 'POST',
      url: `/api/delivery/${task.id}/complete`,
      headers: { authorization: `Bearer ${tokenFor(context, first)}` },
    });
    expect(completed.statusCode).toBe(403);
    const delivery = new DeliveryService(context.database.db);
    expect((await delivery.waiting()).waitingTasks).toContainEqual(
      expect.objectContaining({ libraryId, count: 1 }),
    );
    expect(await delivery.approve({ email: second.email })).toMatchObject({
      approved: true,
      tasksGiven: 1,
    });
    const theirs = await context.request({
      method: 'GET',
      url: '/api/delivery/my-tasks',
      headers: { authorization: `Bearer ${tokenFor(context, second)}` },
    });
    expect(theirs.json()).toEqual([expect.objectContaining({ id: task.id, rentalId })]);
  });

  it('approves only a delivery partner, once, and says so', async () => {
    const approve = (id: number) =>
      context.request({
        method: 'POST',
        url: `/api/super-admin/couriers/${id}/approve`,
        as: 'super',
      });
    const none = await approve(999_999);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('There is no user 999999.');
    const member = await approve(context.accounts.member.id);
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe('member@demo.test is a member, not a delivery partner.');
    // The demo's couriers are approved with the seed.
    const again = await approve(context.accounts.courier.id);
    expect(again.json()).toEqual({
      id: context.accounts.courier.id,
      approved: false,
      tasksGiven: 0,
    });
    // The command finds the courier by e-mail, matched as sign-in does.
    expect(
      await new DeliveryService(context.database.db).approve({ email: 'COURIER@demo.test' }),
    ).toMatchObject({
      approved: false,
      libraryId: context.accounts.courier.libraryId,
    });
  });

  it("withdraws a courier's approval: their open tasks go to the library's other couriers, least loaded first, or wait, and they see none", async () => {
    const { libraryId, register, admin } = await newBranch(context);
    const member = await newMember(context, libraryId);
    const asCourier = (courier: { id: number; role: Role; libraryId: number | null }) => ({
      authorization: `Bearer ${tokenFor(context, courier)}`,
    });
    const approve = (id: number) =>
      context.request({
        method: 'POST',
        url: `/api/super-admin/couriers/${id}/approve`,
        as: 'super',
      });
    const withdraw = (id: number) =>
      context.request({
        method: 'POST',
        url: `/api/super-admin/couriers/${id}/withdraw`,
        as: 'super',
      });
    const tasksOf = async (courier: { id: number; role: Role; libraryId: number | null }) =>
      context.request({
        method: 'GET',
        url: '/api/delivery/my-tasks',
        headers: asCourier(courier),
      });
    // The platform administrator's list of couriers: each one's state and open tasks.
    const listed = async (courier: { id: number }) => {
      const response = await context.request({
        method: 'GET',
        url: '/api/super-admin/delivery-partners',
        as: 'super',
      });
      expect(response.statusCode).toBe(200);
      const found = (response.json() as { id: number; status: string; openTasks: number }[]).find(
        (partner) => partner.id === courier.id,
      );
      return found && { status: found.status, openTasks: found.openTasks };
    };
    const [first, second, third] = await Promise.all(
      ['first', 'second', 'third'].map(async (name) =>
        (await register(`${name}-withdrawn-${libraryId}@demo.test`, 'DELIVERY_PARTNER')).json(),
      ),
    );
    // Listed by library, then by name, with the ids the approval and the withdrawal take.
    const everyCourier = (
      await context.request({
        method: 'GET',
        url: '/api/super-admin/delivery-partners',
        as: 'super',
      })
    ).json() as { id: number; libraryId: number }[];
    expect(everyCourier.filter((partner) => partner.libraryId === libraryId)).toEqual(
      [first, second, third].map((courier) => ({
        id: courier.id,
        name: courier.name,
        email: courier.email,
        libraryId,
        libraryName: expect.stringMatching(/^Branch /),
        status: 'WAITING',
        registeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        openTasks: 0,
      })),
    );
    await approve(first.id);
    for (let i = 0; i < 2; i++) {
      const book = await createBook(context, 1, admin);
      expect((await borrow(context, member.account, book.id, member.addressId)).statusCode).toBe(
        201,
      );
    }
    expect((await tasksOf(first)).json()).toHaveLength(2);
    expect(await listed(first)).toEqual({ status: 'APPROVED', openTasks: 2 });
    expect(await listed(second)).toEqual({ status: 'WAITING', openTasks: 0 });
    await approve(second.id);
    await approve(third.id);

    const withdrawn = await withdraw(first.id);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({
      id: first.id,
      withdrawn: true,
      tasksReassigned: 2,
      tasksWaiting: 0,
    });
    // One each: the least loaded first.
    expect((await tasksOf(second)).json()).toHaveLength(1);
    expect((await tasksOf(third)).json()).toHaveLength(1);
    const refused = await tasksOf(first);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Your courier account’s approval was withdrawn: you are given no tasks. Ask your library if you think this is a mistake.',
    );
    const delivery = new DeliveryService(context.database.db);
    expect((await delivery.waiting()).couriers).not.toContainEqual(
      expect.objectContaining({ id: first.id }),
    );
    expect(await listed(first)).toEqual({ status: 'WITHDRAWN', openTasks: 0 });
    expect(await listed(second)).toEqual({ status: 'APPROVED', openTasks: 1 });
    expect((await withdraw(first.id)).json()).toEqual({
      id: first.id,
      withdrawn: false,
      tasksReassigned: 0,
      tasksWaiting: 0,
    });
    // One who registered and left before being approved no longer waits for approval.
    const waiting = (
      await register(`waiting-withdrawn-${libraryId}@demo.test`, 'DELIVERY_PARTNER')
    ).json();
    expect((await delivery.waiting()).couriers).toContainEqual(
      expect.objectContaining({ id: waiting.id }),
    );
    expect((await withdraw(waiting.id)).json()).toMatchObject({ withdrawn: true, tasksWaiting: 0 });
    expect((await delivery.waiting()).couriers).not.toContainEqual(
      expect.objectContaining({ id: waiting.id }),
    );

    // With no approved courier left, their tasks wait, and the next one approved takes them.
    expect((await withdraw(second.id)).json()).toMatchObject({ tasksReassigned: 1 });
    expect((await withdraw(third.id)).json()).toMatchObject({
      tasksReassigned: 0,
      tasksWaiting: 2,
    });
    expect((await delivery.waiting()).waitingTasks).toContainEqual(
      expect.objectContaining({ libraryId, count: 2 }),
    );
    // Still theirs in the database, the tasks wait for a courier: none of them is counted as the
    // withdrawn courier's.
    expect(await listed(third)).toEqual({ status: 'WITHDRAWN', openTasks: 0 });
    expect((await approve(first.id)).json()).toEqual({
      id: first.id,
      approved: true,
      tasksGiven: 2,
    });
    expect((await tasksOf(first)).json()).toHaveLength(2);
    // Approved again by a server of the previous version, which leaves the withdrawal's mark: the
    // approval counts, or the tasks it gave them would be seen by no one.
    await withdraw(first.id);
    await context.database.db
      .updateTable('users')
      .set({ approved_at: new Date() })
      .where('id', '=', first.id)
      .execute();
    expect((await tasksOf(first)).statusCode).toBe(200);
    expect(await listed(first)).toMatchObject({ status: 'APPROVED' });
    expect(await listed(member.account)).toBeUndefined();

    const member409 = await withdraw(member.account.id);
    expect(member409.statusCode).toBe(409);
    expect((await withdraw(999_999)).statusCode).toBe(404);
    const byAdmin = await context.request({
      method: 'POST',
      url: `/api/super-admin/couriers/${first.id}/withdraw`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(byAdmin.statusCode).toBe(403);
  });

  it('lists a courier of no library, refuses to approve them and withdraws them, their open tasks waiting for their library', async () => {
    const { libraryId, register, admin } = await newBranch(context);
    const member = await newMember(context, libraryId);
    const superAdmin = (method: 'GET' | 'POST', url: string) =>
      context.request({ method, url, as: 'super' });
    const partners = async () =>
      (await superAdmin('GET', '/api/super-admin/delivery-partners')).json() as {
        id: number;
        libraryId: number | null;
      }[];
    // Nothing in the database forbids a courier of no library (one who registered without one):
    // a waiting one, and one approved before approvals were asked for (migration 008).
    const stray = async (name: string, approved: boolean) => {
      const email = `${name}-no-library-${libraryId}@demo.test`;
      const { id } = (await register(email, 'DELIVERY_PARTNER')).json() as { id: number };
      await context.database.db
        .updateTable('users')
        .set({ library_id: null, approved_at: approved ? new Date() : null })
        .where('id', '=', id)
        .execute();
      return { id, email, role: 'DELIVERY_PARTNER' as Role, libraryId: null };
    };
    const waiting = await stray('waiting', false);
    const approved = await stray('approved', true);

    const listed = await partners();
    expect(listed.find((partner) => partner.id === waiting.id)).toEqual({
      id: waiting.id,
      name: waiting.email,
      email: waiting.email,
      libraryId: null,
      libraryName: null,
      status: 'WAITING',
      registeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      openTasks: 0,
    });
    expect(listed.find((partner) => partner.id === approved.id)).toMatchObject({
      libraryId: null,
      status: 'APPROVED',
    });
    // By library name, those of no library last (by name).
    const firstOfNone = listed.findIndex((partner) => partner.libraryId === null);
    expect(listed.slice(firstOfNone).map((partner) => partner.id)).toEqual([
      approved.id,
      waiting.id,
    ]);
    const waitingList = (await superAdmin('GET', '/api/super-admin/couriers')).json() as {
      couriers: { id: number }[];
    };
    expect(waitingList.couriers).toContainEqual({
      id: waiting.id,
      name: waiting.email,
      email: waiting.email,
      libraryId: null,
      libraryName: null,
      registeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(waitingList.couriers).not.toContainEqual(expect.objectContaining({ id: approved.id }));

    const refused = await superAdmin('POST', `/api/super-admin/couriers/${waiting.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`${waiting.email} has no library to deliver for.`);
    const withdrawn = await superAdmin('POST', `/api/super-admin/couriers/${waiting.id}/withdraw`);
    expect(withdrawn.json()).toEqual({
      id: waiting.id,
      withdrawn: true,
      tasksReassigned: 0,
      tasksWaiting: 0,
    });
    expect(
      ((await superAdmin('GET', '/api/super-admin/couriers')).json() as typeof waitingList)
        .couriers,
    ).not.toContainEqual(expect.objectContaining({ id: waiting.id }));
    expect((await partners()).find((partner) => partner.id === waiting.id)).toMatchObject({
      status: 'WITHDRAWN',
    });

    // An approved one who holds an open task (only an edited database gives them one): withdrawn,
    // they see none, and the task waits for their library's next approved courier.
    const courier = (
      await register(`courier-no-library-${libraryId}@demo.test`, 'DELIVERY_PARTNER')
    ).json();
    await superAdmin('POST', `/api/super-admin/couriers/${courier.id}/approve`);
    const book = await createBook(context, 1, admin);
    expect((await borrow(context, member.account, book.id, member.addressId)).statusCode).toBe(201);
    await context.database.db
      .updateTable('users')
      .set({ library_id: null })
      .where('id', '=', courier.id)
      .execute();
    const loose = { ...courier, libraryId: null };
    const theirTasks = () =>
      context.request({
        method: 'GET',
        url: '/api/delivery/my-tasks',
        headers: { authorization: `Bearer ${tokenFor(context, loose)}` },
      });
    expect((await theirTasks()).json()).toHaveLength(1);
    expect(
      (await superAdmin('POST', `/api/super-admin/couriers/${courier.id}/withdraw`)).json(),
    ).toEqual({ id: courier.id, withdrawn: true, tasksReassigned: 0, tasksWaiting: 1 });
    expect((await theirTasks()).statusCode).toBe(403);
    expect(
      (
        (await superAdmin('GET', '/api/super-admin/couriers')).json() as {
          waitingTasks: { libraryId: number; count: number }[];
        }
      ).waitingTasks,
    ).toContainEqual(expect.objectContaining({ libraryId, count: 1 }));
    const next = (
      await register(`next-no-library-${libraryId}@demo.test`, 'DELIVERY_PARTNER')
    ).json();
    expect(
      (await superAdmin('POST', `/api/super-admin/couriers/${next.id}/approve`)).json(),
    ).toEqual({ id: next.id, approved: true, tasksGiven: 1 });
  });

  it('takes an administrator off their library: their session is refused, and signed in again they manage none', async () => {
    const { libraryId, admin } = await newBranch(context);
    const unassign = (id: number) =>
      context.request({
        method: 'POST',
        url: `/api/super-admin/admins/${id}/unassign`,
        as: 'super',
      });
    const done = await unassign(admin.id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      id: admin.id,
      name: admin.email, // newBranch names its accounts by their e-mail
      email: admin.email,
      libraryId: null,
    });
    const books = (token: string) =>
      context.request({
        method: 'GET',
        url: `/api/books/getBooksByLibrary?libraryId=${libraryId}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await books(admin.token)).statusCode).toBe(401);
    const signedInAgain = tokenFor(context, { ...admin, libraryId: null });
    const created = await context.request({
      method: 'POST',
      url: '/api/books',
      headers: { authorization: `Bearer ${signedInAgain}` },
      payload: {
        title: 'Not theirs',
        author: 'A',
        isbn: '978-0-14-143951-8',
        availableCopies: 1,
        description: 'x',
        categoryId: 1,
      },
    });
    expect(created.statusCode).toBe(403);
    // Answered as they are when they have no library already.
    expect((await unassign(admin.id)).json()).toMatchObject({ libraryId: null });
    const notAdmin = await unassign(context.accounts.member.id);
    expect(notAdmin.statusCode).toBe(409);
    expect(notAdmin.json().message).toBe('member@demo.test is a member, not an administrator.');
    expect((await unassign(999_999)).statusCode).toBe(404);
  });

  it('assigns an administrator to a library and refuses non-admins', async () => {
    const library = (
      await context.request({
        method: 'POST',
        url: '/api/superadmin/libraries',
        as: 'super',
        payload: {
          name: 'Annex',
          city: 'Town',
          address: '2 Road',
          contactPhone: '2',
          contactEmail: 'a@demo.test',
        },
      })
    ).json();
    const admins = await context.request({ method: 'GET', url: '/api/admins', as: 'super' });
    expect(admins.json()).toContainEqual(expect.objectContaining({ email: 'admin2@demo.test' }));

    const notAdmin = await context.request({
      method: 'POST',
      url: '/api/super-admin/libraries/assign-admin',
      as: 'super',
      payload: { libraryId: library.id, userId: context.accounts.member.id },
    });
    expect(notAdmin.statusCode).toBe(409);
    expect(notAdmin.json().message).toBe(
      `User ${context.accounts.member.id} is a member, not an administrator.`,
    );
    const missing = await context.request({
      method: 'POST',
      url: '/api/super-admin/libraries/assign-admin',
      as: 'super',
      payload: { libraryId: 999_999, userId: context.accounts.admin2.id },
    });
    expect(missing.statusCode).toBe(404);

    const registered = (
      await context.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'New admin',
          email: 'annex-admin@demo.test',
          password: 'password1',
          role: 'ADMIN',
        },
      })
    ).json();
    const assigned = await context.request({
      method: 'POST',
      url: '/api/super-admin/libraries/assign-admin',
      as: 'super',
      payload: { libraryId: library.id, userId: registered.id },
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toEqual({ libraryId: library.id, userId: registered.id });

    // A token issued before the assignment names no library: it is out of date now (401), and
    // signing in again gives one for the library.
    const before = tokenFor(context, { id: registered.id, role: 'ADMIN', libraryId: null });
    const stale = await context.request({
      method: 'GET',
      url: '/api/books/top-books',
      headers: { authorization: `Bearer ${before}` },
    });
    expect(stale.statusCode).toBe(401);
    const token = (
      await context.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'annex-admin@demo.test', password: 'password1' },
      })
    ).json().token as string;
    const book = await context.request({
      method: 'POST',
      url: '/api/books',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        title: 'Annex book',
        author: 'A',
        isbn: '0-306-40615-2',
        availableCopies: 1,
        description: 'd',
        categoryId: 1,
        libraryId: 1,
      },
    });
    expect(book.statusCode).toBe(201);
    expect(book.json().libraryId).toBe(library.id);
  });

  it('deletes an empty library', async () => {
    const library = (
      await context.request({
        method: 'POST',
        url: '/api/superadmin/libraries',
        as: 'super',
        payload: {
          name: 'Pop-up',
          city: 'Town',
          address: '3 Road',
          contactPhone: '3',
          contactEmail: 'p@demo.test',
        },
      })
    ).json();
    const updated = await context.request({
      method: 'PUT',
      url: `/api/superadmin/libraries/${library.id}`,
      as: 'super',
      payload: {
        name: 'Pop-up library',
        city: 'Town',
        address: '3 Road',
        contactPhone: '3',
        contactEmail: 'p@demo.test',
      },
    });
    expect(updated.json().name).toBe('Pop-up library');
    expect(
      (
        await context.request({
          method: 'DELETE',
          url: `/api/superadmin/libraries/${library.id}`,
          as: 'super',
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await context.request({
          method: 'DELETE',
          url: `/api/superadmin/libraries/${library.id}`,
          as: 'super',
        })
      ).statusCode,
    ).toBe(404);
    const seeded = await context.request({
      method: 'DELETE',
      url: `/api/superadmin/libraries/${context.accounts.member.libraryId}`,
      as: 'super',
    });
    expect(seeded.statusCode).toBe(409);
  });

  it('refuses a second library of one name in one city, which members could not tell apart', async () => {
    const fields = {
      name: 'Twin Library',
      city: 'Twinford',
      address: '1 Twin Road',
      contactPhone: '555',
      contactEmail: 'twin@demo.test',
    };
    const save = (payload: object, id?: number) =>
      context.request({
        method: id === undefined ? 'POST' : 'PUT',
        url: `/api/superadmin/libraries${id === undefined ? '' : `/${id}`}`,
        as: 'super',
        payload,
      });
    const first = await save(fields);
    expect(first.statusCode).toBe(201);
    const twin = await save({ ...fields, name: ' twin LIBRARY ', city: 'TWINFORD' });
    expect(twin.statusCode).toBe(409);
    // The message names the library there is, as it is spelled.
    expect(twin.json()).toEqual({
      error: 'LIBRARY_EXISTS',
      message:
        'There is already a library named “Twin Library” in Twinford; members could not tell the two apart.',
    });
    // In another city it is another library; renamed into the first, it is refused too.
    const elsewhere = await save({ ...fields, city: 'Otherford' });
    expect(elsewhere.statusCode).toBe(201);
    const renamed = await save({ ...fields, address: '2 Twin Road' }, elsewhere.json().id);
    expect(renamed.statusCode).toBe(409);
    // A library saved under its own name again is no twin of itself.
    const resaved = await save({ ...fields, address: '3 Twin Road' }, first.json().id);
    expect(resaved.statusCode, resaved.body).toBe(200);
    // Names that differ only in what a reader cannot see are the same name: a run of spaces, a
    // no-break space, a zero-width space, a tab at the end, full-width letters.
    for (const name of [
      'Twin  Library',
      'Twin\u00a0Library',
      'Twin\u200b Library',
      'Twin Library\t',
      '\uff34\uff57\uff49\uff4e Library',
    ]) {
      const lookalike = await save({ ...fields, name, city: 'Twinford\u00a0' });
      expect(lookalike.statusCode, JSON.stringify(name)).toBe(409);
    }
    // A name a reader tells apart is another library's.
    expect((await save({ ...fields, name: 'Twin Libraries' })).statusCode).toBe(201);
  });

  it('deletes a library whose only users are its administrators, who then wait for another', async () => {
    const { libraryId, admin } = await newBranch(context);

    const deleted = await context.request({
      method: 'DELETE',
      url: `/api/superadmin/libraries/${libraryId}`,
      as: 'super',
    });
    expect(deleted.statusCode).toBe(204);
    const admins = (
      await context.request({ method: 'GET', url: '/api/admins', as: 'super' })
    ).json();
    expect(admins.find((row: { id: number }) => row.id === admin.id).libraryId).toBeNull();
    // Signed in again, the administrator waits for a library, as a newly registered one does.
    const token = (
      await context.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: admin.email, password: 'password1' },
      })
    ).json().token as string;
    const waiting = await context.request({
      method: 'GET',
      url: '/api/books',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(waiting.statusCode).toBe(403);

    // Members and couriers of a library still keep it: they have no other library to go to.
    const kept = await context.request({
      method: 'DELETE',
      url: `/api/superadmin/libraries/${context.accounts.member.libraryId}`,
      as: 'super',
    });
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toMatch(
      /^The library has \d+ members and \d+ couriers, whose accounts and histories belong to it, and \d+ books, so it stays\.$/,
    );
  });

  it('keeps at most 20 addresses for a member, and takes another once one is deleted', async () => {
    const { account } = await newMember(context);
    for (let n = 2; n <= 20; n++) {
      expect((await saveAddress(context, account, `${n} Test Street`)).statusCode).toBe(201);
    }
    const refused = await saveAddress(context, account, '21 Test Street');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'You can keep at most 20 addresses; delete one you no longer use first.',
    );
    const saved = await savedAddresses(context, account);
    expect(saved).toHaveLength(20);
    const deleted = await context.request({
      method: 'DELETE',
      url: `/api/users/${account.id}/addresses/${saved[0]!.id}`,
      as: account,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await saveAddress(context, account, '21 Test Street')).statusCode).toBe(201);
  });
});
