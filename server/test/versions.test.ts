import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.ts';
import {
  activeRental,
  addressOf,
  booksOf,
  borrow,
  createBook,
  getBook,
  returnRental,
} from './helpers/flows.ts';

// Two staff members editing the same record from forms opened at the same version: the first
// update is made, the second is refused rather than silently undoing the first (migration 005).

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const bookFields = {
  title: 'Versioned',
  author: 'Edited Author',
  isbn: '978-0-14-143951-8',
  description: 'Edited twice.',
  available: true,
  categoryId: 1,
};

const libraryFields = {
  name: 'Versioned Library',
  city: 'Edit City',
  address: '1 Version Road',
  contactPhone: '555',
  contactEmail: 'versions@demo.test',
};

function updateBook(id: number, payload: object) {
  return context.request({ method: 'PUT', url: `/api/books/${id}`, as: 'admin', payload });
}

function updateLibrary(id: number, payload: object) {
  return context.request({
    method: 'PUT',
    url: `/api/superadmin/libraries/${id}`,
    as: 'super',
    payload,
  });
}

describe('record versions', () => {
  it('refuses a book update made from a version updated since, and keeps the first update', async () => {
    const book = await createBook(context, 2);
    expect((await getBook(context, book.id)) as unknown).toMatchObject({ version: 1 });

    const first = await updateBook(book.id, { ...bookFields, author: 'Tab B', version: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ author: 'Tab B', version: 2 });

    const stale = await updateBook(book.id, { ...bookFields, title: 'Tab A', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: 'CHANGED_MEANWHILE',
      message:
        'This book was changed by someone else since you opened it. Reload it to see their changes, then make yours again.',
    });
    expect((await getBook(context, book.id)) as unknown).toMatchObject({
      title: 'Versioned',
      author: 'Tab B',
      version: 2,
    });

    // From the version read again, the update is made; without one, as before versions, too.
    const again = await updateBook(book.id, { ...bookFields, title: 'Tab A', version: 2 });
    expect(again.json()).toMatchObject({ title: 'Tab A', version: 3 });
    const unversioned = await updateBook(book.id, { ...bookFields, title: 'Anyone' });
    expect(unversioned.json()).toMatchObject({ title: 'Anyone', version: 4 });
  });

  it('leaves a book’s version alone when a borrow takes a copy', async () => {
    const book = await createBook(context, 2);
    const rental = await borrow(context, 'member', book.id, await addressOf(context, 'member'));
    expect(rental.statusCode, rental.body).toBe(201);
    const after = (await getBook(context, book.id)) as unknown as { version: number };
    expect(after).toMatchObject({ availableCopies: 1, version: 1 });
    // An edit form opened before the borrow still saves: it does not send the copies.
    const edit = await updateBook(book.id, { ...bookFields, version: 1 });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ availableCopies: 1, version: 2 });
  });

  it('leaves a book’s version alone when a copy comes back', async () => {
    const { rentalId, bookId } = await activeRental(context);
    await returnRental(context, rentalId);
    expect((await getBook(context, bookId)) as unknown).toMatchObject({
      availableCopies: 3,
      version: 1,
    });
  });

  it('makes one of two updates sent at once from one version, and shows it in the catalogue', async () => {
    const book = await createBook(context, 1);
    const answers = await Promise.all(
      ['Tab A', 'Tab B'].map((title) => updateBook(book.id, { ...bookFields, title, version: 1 })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const made = answers.find((answer) => answer.statusCode === 200)!.json();
    // The catalogue (cached between changes) has the update and its version.
    const listed = (await booksOf(context, book.libraryId)).find((item) => item.id === book.id);
    expect(listed).toMatchObject({ title: made.title, version: 2 });
  });

  it('says a missing book is missing, whatever version is given', async () => {
    const missing = await updateBook(999_999, { ...bookFields, version: 1 });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a library update made from a version updated since', async () => {
    const created = await context.request({
      method: 'POST',
      url: '/api/superadmin/libraries',
      as: 'super',
      payload: libraryFields,
    });
    expect(created.json()).toMatchObject({ version: 1 });
    const id = created.json().id as number;

    const first = await updateLibrary(id, { ...libraryFields, city: 'Tab B City', version: 1 });
    expect(first.json()).toMatchObject({ city: 'Tab B City', version: 2 });
    const stale = await updateLibrary(id, { ...libraryFields, name: 'Tab A', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('CHANGED_MEANWHILE');
    expect(stale.json().message).toMatch(/^This library was changed by someone else/);

    const list = await context.request({
      method: 'GET',
      url: '/api/superadmin/libraries',
      as: 'super',
    });
    expect(list.json().find((library: { id: number }) => library.id === id)).toMatchObject({
      name: 'Versioned Library',
      city: 'Tab B City',
      version: 2,
    });
    expect((await updateLibrary(999_999, { ...libraryFields, version: 1 })).statusCode).toBe(404);
  });

  it('refuses a version on a new library', async () => {
    const created = await context.request({
      method: 'POST',
      url: '/api/superadmin/libraries',
      as: 'super',
      payload: { ...libraryFields, version: 3 },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(
      'version is for an update: a new library starts at version 1.',
    );
  });
});
