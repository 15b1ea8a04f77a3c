import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.ts';
import {
  activeRental,
  addressOf,
  borrow,
  createBook,
  getBook,
  openTaskFor,
  today,
} from './helpers/flows.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe(`concurrency on ${process.env.TEST_ENGINE}`, () => {
  it.each([
    [20, 5],
    [12, 1],
    [8, 8],
  ])(
    '%i simultaneous borrows of a book with %i copies: exactly that many succeed',
    async (n, k) => {
      const book = await createBook(context, k);
      const addressId = await addressOf(context, 'member');
      const responses = await Promise.all(
        Array.from({ length: n }, () => borrow(context, 'member', book.id, addressId)),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(k);
      expect(statuses.filter((s) => s === 409)).toHaveLength(n - k);
      expect((await getBook(context, book.id)).availableCopies).toBe(0);

      const active = await context.request({
        method: 'GET',
        url: '/api/rentals/active',
        as: 'member',
      });
      const ofBook = (active.json() as { bookId: number }[]).filter((r) => r.bookId === book.id);
      expect(ofBook).toHaveLength(k);
    },
  );

  it('completes a task once when a courier taps twice at the same time', async () => {
    const book = await createBook(context, 1);
    const rental = (
      await borrow(context, 'member', book.id, await addressOf(context, 'member'))
    ).json();
    const task = await openTaskFor(context, 'courier', rental.rentalId, 'DELIVERY');
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        context.request({
          method: 'POST',
          url: `/api/delivery/${task.id}/complete`,
          as: 'courier',
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('accepts one return request when several race', async () => {
    const { rentalId } = await activeRental(context);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        context.request({
          method: 'POST',
          url: `/api/rentals/${rentalId}/return`,
          as: 'member',
          payload: { rentalId, pickupDate: today() },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const tasks = await context.request({
      method: 'GET',
      url: '/api/delivery/my-tasks',
      as: 'courier',
    });
    const pickups = (tasks.json() as { rentalId: number; type: string }[]).filter(
      (t) => t.rentalId === rentalId && t.type === 'PICKUP',
    );
    expect(pickups).toHaveLength(1);
  });

  it('lets a delete and borrows race without losing a rental', async () => {
    const book = await createBook(context, 3);
    const addressId = await addressOf(context, 'member');
    const [deleted, ...borrows] = await Promise.all([
      context.request({ method: 'DELETE', url: `/api/books/${book.id}`, as: 'admin' }),
      ...Array.from({ length: 3 }, () => borrow(context, 'member', book.id, addressId)),
    ]);
    const borrowed = borrows.filter((r) => r.statusCode === 201).length;
    // Either the delete came first (no borrow can succeed) or a rental holds the book (409).
    if (deleted!.statusCode === 204) expect(borrowed).toBe(0);
    else expect(deleted!.statusCode).toBe(409);
    for (const response of borrows) expect([201, 404, 409]).toContain(response.statusCode);
  });
});
