import type { LightMyRequestResponse } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../src/db/schema.ts';
import { migrate } from '../src/db/migrate.ts';
import { databaseRefusal } from '../src/http/error-handler.ts';
import * as addresses from '../src/repositories/addresses.ts';
import * as books from '../src/repositories/books.ts';
import * as libraries from '../src/repositories/libraries.ts';
import * as rentals from '../src/repositories/rentals.ts';
import * as users from '../src/repositories/users.ts';
import { DeliveryService } from '../src/services/delivery-service.ts';
import { createTestContext, tokenFor, type Account, type TestContext } from './helpers/context.ts';
import {
  activeRental,
  addressOf,
  borrow,
  createBook,
  getBook,
  newBranch,
  newMember,
  saveAddress,
  savedAddresses,
  openTaskFor,
  today,
} from './helpers/flows.ts';

let context: TestContext;
// Distinct members, since one member may have only one loan of a title at a time.
let members: { account: Account; addressId: number }[];
beforeAll(async () => {
  context = await createTestContext();
  members = [];
  for (let i = 0; i < 20; i += 1) members.push(await newMember(context));
});
afterAll(() => context.close());

async function openRentalsOfBook(account: Account, bookId: number): Promise<number> {
  const active = await context.request({ method: 'GET', url: '/api/rentals/active', as: account });
  expect(active.statusCode).toBe(200);
  return (active.json() as { bookId: number }[]).filter((r) => r.bookId === bookId).length;
}

/**
 * PostgreSQL only: a transaction that does `work` (locking a row) and holds it until `release`.
 * `waitFor(1)` polls until another session waits for that lock, `waitFor(2)` until one waits
 * behind such a session; each gives up after 10 s or once released.
 */
async function holdTransaction(work: (trx: Transaction<DB>) => Promise<unknown>) {
  const { db } = context.database;
  let holderPid!: number;
  let letGo!: () => void;
  let released = false;
  let committed!: Promise<void>;
  await new Promise<void>((held) => {
    committed = db.transaction().execute(async (trx) => {
      holderPid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!
        .pid;
      await work(trx);
      held();
      await new Promise<void>((resolve) => (letGo = resolve));
    });
  });
  const waiting = async (depth: 1 | 2) => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity a
      where ${
        depth === 1
          ? sql`${holderPid} = any(pg_blocking_pids(a.pid))`
          : sql`exists (
        select 1 from pg_stat_activity b
        where ${holderPid} = any(pg_blocking_pids(b.pid)) and b.pid = any(pg_blocking_pids(a.pid)))`
      }
    `.execute(db);
    return rows[0]!.n > 0;
  };
  return {
    /** The backend that holds the transaction. */
    pid: holderPid,
    async waitFor(depth: 1 | 2) {
      const until = Date.now() + 10_000;
      while (!released && Date.now() < until && !(await waiting(depth))) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async release() {
      released = true;
      letGo();
      await committed;
    },
  };
}

const lockBookRow = (trx: Transaction<DB>, bookId: number) =>
  sql`select id from books where id = ${bookId} for no key update`.execute(trx);

/**
 * A member's borrow of a new book to a new address, held at its copy (its rental and task made but
 * not committed) while `during` runs; the borrow's answer and the address.
 */
async function borrowHeldAtCopy(during: (member: Account, addressId: number) => Promise<unknown>) {
  const { account, addressId } = await newMember(context);
  const book = (await createBook(context, 1)).id;
  const hold = await holdTransaction((trx) => lockBookRow(trx, book));
  const borrowing = borrow(context, account, book, addressId);
  let meanwhile: Promise<unknown> | undefined;
  try {
    await hold.waitFor(1);
    meanwhile = during(account, addressId);
    // What runs meanwhile must wait for the borrow, which waits for the hold.
    await Promise.race([meanwhile, hold.waitFor(2)]);
  } finally {
    await hold.release();
  }
  return { borrowed: await borrowing, meanwhile: await meanwhile, account, addressId };
}

/** The member's borrow of `bookId`, made while `work` holds the book, which it then commits. */
async function borrowBehind(bookId: number, work: (trx: Transaction<DB>) => Promise<unknown>) {
  const addressId = await addressOf(context, 'member');
  const hold = await holdTransaction(work);
  const borrowing = borrow(context, 'member', bookId, addressId);
  try {
    await hold.waitFor(1);
  } finally {
    await hold.release();
  }
  return borrowing;
}

describe(`concurrency on ${process.env.TEST_ENGINE}`, () => {
  it.each([
    [20, 5],
    [12, 1],
    [8, 8],
  ])(
    '%i members borrowing a book with %i copies at once: exactly that many succeed',
    async (n, k) => {
      const book = await createBook(context, k);
      const borrowers = members.slice(0, n);
      const responses = await Promise.all(
        borrowers.map((m) => borrow(context, m.account, book.id, m.addressId)),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(k);
      const refused = responses.filter((r) => r.statusCode === 409);
      expect(refused).toHaveLength(n - k);
      for (const response of refused) expect(response.json().error).toBe('NO_COPY_LEFT');
      expect((await getBook(context, book.id)).availableCopies).toBe(0);

      let open = 0;
      for (const m of borrowers) open += await openRentalsOfBook(m.account, book.id);
      expect(open).toBe(k);
    },
  );

  it.each([
    [8, 5],
    [6, 1],
  ])(
    '%i simultaneous borrows of one book (%i copies) by one member: one rental, one copy',
    async (n, k) => {
      const book = await createBook(context, k);
      const addressId = await addressOf(context, 'member');
      const responses = await Promise.all(
        Array.from({ length: n }, () => borrow(context, 'member', book.id, addressId)),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, ...Array<number>(n - 1).fill(409)]);
      for (const response of responses.filter((r) => r.statusCode === 409)) {
        expect(response.json().error).toBe('ALREADY_BORROWED');
      }
      expect((await getBook(context, book.id)).availableCopies).toBe(k - 1);
      expect(await openRentalsOfBook(context.accounts.member, book.id)).toBe(1);

      const tasks = await context.request({
        method: 'GET',
        url: '/api/delivery/my-tasks',
        as: 'courier',
      });
      const deliveries = (tasks.json() as { bookTitle: string }[]).filter(
        (t) => t.bookTitle === book.title,
      );
      expect(deliveries).toHaveLength(1);
    },
  );

  // PGlite runs one transaction at a time; on PostgreSQL a borrow is held open at its copy while
  // the library's first courier is approved.
  it.runIf(process.env.TEST_ENGINE === 'postgres')(
    'gives a courier approved while a borrow is under way its task',
    async () => {
      const { libraryId, register, admin } = await newBranch(context);
      const book = (await createBook(context, 3, admin)).id;
      const member = await newMember(context, libraryId);
      const courier = await register('branch-courier@demo.test', 'DELIVERY_PARTNER');
      expect(courier.statusCode).toBe(201);

      // Hold the book's row, so the borrow waits at its copy with its task made.
      const hold = await holdTransaction((trx) => lockBookRow(trx, book));
      const borrowing = borrow(context, member.account, book, member.addressId);
      let joining: ReturnType<DeliveryService['approve']>;
      try {
        await hold.waitFor(1);
        // The courier is approved: it must wait for the borrow (or see its task), not pass it by.
        joining = new DeliveryService(context.database.db).approve({
          email: 'branch-courier@demo.test',
        });
        await Promise.race([joining, hold.waitFor(2)]);
      } finally {
        await hold.release();
      }
      const [joined, borrowed] = await Promise.all([joining, borrowing]);
      expect(borrowed.statusCode).toBe(201);
      expect(joined).toMatchObject({ approved: true, tasksGiven: 1, libraryId });
      const tasks = await context.request({
        method: 'GET',
        url: '/api/delivery/my-tasks',
        headers: { authorization: `Bearer ${tokenFor(context, courier.json())}` },
      });
      expect(tasks.json()).toEqual([
        expect.objectContaining({ rentalId: borrowed.json().rentalId, type: 'DELIVERY' }),
      ]);
    },
  );

  it.runIf(process.env.TEST_ENGINE === 'postgres')(
    "hands on a withdrawn courier's open tasks but the one they complete meanwhile, and counts only those",
    async () => {
      const { libraryId, register, admin } = await newBranch(context);
      const member = await newMember(context, libraryId);
      const leaving = (await register('leaving-courier@demo.test', 'DELIVERY_PARTNER')).json();
      const staying = (await register('staying-courier@demo.test', 'DELIVERY_PARTNER')).json();
      const delivery = new DeliveryService(context.database.db);
      await delivery.approve({ id: leaving.id });
      for (let i = 0; i < 2; i++) {
        const book = (await createBook(context, 1, admin)).id;
        expect((await borrow(context, member.account, book, member.addressId)).statusCode).toBe(
          201,
        );
      }
      await delivery.approve({ id: staying.id });
      const [completing, other] = await context.database.db
        .selectFrom('delivery_tasks')
        .select('id')
        .where('partner_id', '=', leaving.id)
        .orderBy('id')
        .execute();

      // The courier completes a task, not yet committed, as their approval is withdrawn.
      const hold = await holdTransaction((trx) =>
        trx
          .updateTable('delivery_tasks')
          .set({ completed_at: new Date() })
          .where('id', '=', completing!.id)
          .execute(),
      );
      let withdrawing: ReturnType<DeliveryService['withdraw']>;
      try {
        withdrawing = delivery.withdraw({ id: leaving.id });
        await hold.waitFor(1);
      } finally {
        await hold.release();
      }
      expect(await withdrawing).toMatchObject({ withdrawn: true, tasksReassigned: 1 });
      const open = await context.database.db
        .selectFrom('delivery_tasks')
        .select(['id', 'partner_id'])
        .where('rental_id', 'in', (eb) =>
          eb.selectFrom('rentals').select('id').where('user_id', '=', member.account.id),
        )
        .where('completed_at', 'is', null)
        .execute();
      expect(open).toEqual([{ id: other!.id, partner_id: staying.id }]);
    },
  );

  it.runIf(process.env.TEST_ENGINE === 'postgres')(
    'answers 503 for a request whose connection the database ends under it, and goes on serving',
    async () => {
      const book = (await createBook(context, 2)).id;
      const addressId = await addressOf(context, 'member');
      const hold = await holdTransaction((trx) => lockBookRow(trx, book));
      const borrowing = borrow(context, 'member', book, addressId);
      try {
        await hold.waitFor(1);
        // As a database restart or failover does to the connection the borrow waits on.
        await sql`
          select pg_terminate_backend(pid) from pg_stat_activity
          where ${hold.pid} = any(pg_blocking_pids(pid))
        `.execute(context.database.db);
        const borrowed = await borrowing;
        expect(borrowed.statusCode).toBe(503);
        expect(borrowed.json().error).toBe('DATABASE_UNAVAILABLE');
      } finally {
        await hold.release();
      }
      // The server is still there, and the pool opens a new connection.
      const again = await borrow(context, 'member', book, addressId);
      expect(again.statusCode).toBe(201);
    },
  );

  it.runIf(process.env.TEST_ENGINE === 'postgres')(
    'tells a borrow whose book is deleted while it waits for the copy that it was removed',
    async () => {
      const book = (await createBook(context, 2)).id;
      // The delete as the service does it.
      const borrowed = await borrowBehind(book, async (trx) => {
        await books.lockBook(trx, book);
        await books.softDeleteBook(trx, book);
      });
      expect(borrowed.statusCode).toBe(409);
      expect(borrowed.json()).toEqual({
        error: 'BOOK_UNAVAILABLE',
        message: 'This book was removed from the catalogue.',
      });
    },
  );

  it.runIf(process.env.TEST_ENGINE === 'postgres')(
    'tells a borrow whose book is withdrawn while it waits for the copy that it is not available',
    async () => {
      const book = (await createBook(context, 2)).id;
      const borrowed = await borrowBehind(book, (trx) =>
        sql`update books set available = false where id = ${book}`.execute(trx),
      );
      expect(borrowed.statusCode).toBe(409);
      expect(borrowed.json()).toEqual({
        error: 'BOOK_UNAVAILABLE',
        message: 'This book is not available.',
      });
      expect((await getBook(context, book)).availableCopies).toBe(2);
    },
  );

  // On PostgreSQL only: PGlite runs one transaction at a time.
  it.runIf(process.env.TEST_ENGINE === 'postgres')(
    'refuses deleting an address that a borrow under way delivers to, once the borrow is made',
    async () => {
      const { borrowed, meanwhile } = await borrowHeldAtCopy((member, addressId) =>
        context.request({
          method: 'DELETE',
          url: `/api/users/${member.id}/addresses/${addressId}`,
          as: member,
        }),
      );
      expect(borrowed.statusCode).toBe(201);
      const deleted = meanwhile as LightMyRequestResponse;
      expect(deleted.statusCode, deleted.body).toBe(409);
      expect(deleted.json().message).toMatch(/^A book lent to this address is not back yet/);
    },
  );

  it.runIf(process.env.TEST_ENGINE === 'postgres')(
    'sends a borrow under way to the address an edit made meanwhile gives',
    async () => {
      const { borrowed, meanwhile, account } = await borrowHeldAtCopy((member, addressId) =>
        context.request({
          method: 'PUT',
          url: `/api/users/${member.id}/addresses/${addressId}`,
          as: member,
          payload: { street: '7 Moved Street', city: 'Newtown', state: 'NT', zipCode: '7' },
        }),
      );
      expect(borrowed.statusCode).toBe(201);
      expect((meanwhile as LightMyRequestResponse).statusCode).toBe(200);
      const active = await context.request({
        method: 'GET',
        url: '/api/rentals/active',
        as: account,
      });
      expect(active.json()).toEqual([
        expect.objectContaining({ deliveryAddress: '7 Moved Street, Newtown, NT 7' }),
      ]);
      const task = await openTaskFor(context, 'courier', borrowed.json().rentalId, 'DELIVERY');
      expect(task).toMatchObject({ deliveryAddress: '7 Moved Street, Newtown, NT 7' });
    },
  );

  it.runIf(process.env.TEST_ENGINE === 'postgres')(
    'has a borrow wait for an edit of its address under way, and take the edited text',
    async () => {
      const { account, addressId } = await newMember(context);
      const book = (await createBook(context, 1)).id;
      // An edit's first step, not yet committed.
      const hold = await holdTransaction((trx) =>
        sql`update addresses set street = '8 Edited Street' where id = ${addressId}`.execute(trx),
      );
      const borrowing = borrow(context, account, book, addressId);
      try {
        await hold.waitFor(1);
      } finally {
        await hold.release();
      }
      const borrowed = await borrowing;
      expect(borrowed.statusCode).toBe(201);
      expect(borrowed.json().deliveryAddress).toMatch(/^8 Edited Street, /);
    },
  );

  it('has the database refuse a second open rental of a book that passed the early check', async () => {
    // Two transactions can both pass the service's check before either commits; the unique
    // index decides then. Inserting directly shows it does, on both engines.
    const book = await createBook(context, 2);
    const member = context.accounts.member;
    const rental = {
      userId: member.id,
      bookId: book.id,
      libraryId: book.libraryId,
      addressId: await addressOf(context, 'member'),
      deliveryAddress: '1 Test Street',
      rentalDate: today(),
    };
    const db = context.database.db;
    expect(await rentals.insertRental(db, rental)).toBeDefined();
    expect(await rentals.insertRental(db, rental)).toBeUndefined();
    // RETURNED rentals do not count.
    expect(await rentals.insertRental(db, { ...rental, status: 'RETURNED' })).toBeDefined();
  });

  it('has the database refuse a library alike another that passed the early check', async () => {
    // The service's check and the index of migration 007 compare alike: a lookalike written
    // straight to the table is refused by the index, on both engines.
    const fields = {
      name: 'Index Library',
      city: 'Indexford',
      address: '1 Index Road',
      contactPhone: '555',
      contactEmail: 'index@demo.test',
    };
    const db = context.database.db;
    expect(await libraries.insertLibrary(db, fields)).toMatchObject({ name: 'Index Library' });
    for (const name of ['index  LIBRARY', 'Index\u00a0Library', 'Index\u200b Library ']) {
      expect(await libraries.insertLibrary(db, { ...fields, name })).toBe('namesake');
    }
    expect(await libraries.insertLibrary(db, { ...fields, name: 'Index Libraries' })).not.toBe(
      'namesake',
    );
  });

  it('stops migration 011 on accounts whose e-mails read the same, naming them, until one is changed', async () => {
    const db = context.database.db;
    // A database from before migration 011, holding two such accounts.
    await sql`drop index users_email_key_idx`.execute(db);
    await sql`drop function email_key(text)`.execute(db);
    await sql`create unique index users_email_key on users (lower(email))`.execute(db);
    await sql`delete from schema_migrations where version = 11`.execute(db);
    const account = (email: string) => ({
      name: 'Twin',
      email,
      passwordHash: 'x',
      role: 'USER' as const,
      libraryId: 1,
    });
    const composed = await users.insertUser(db, account('Jos\u00e9-twin@demo.test'));
    const combining = await users.insertUser(db, account('jose\u0301-twin@demo.test'));
    if (!composed || !combining) throw new Error('the old index took them for one');

    const failure = await migrate(db).then(
      () => null,
      (error: Error & { hint?: string }) => error,
    );
    expect(failure?.message).toBe(
      `Accounts have e-mails that read the same: Jos\u00e9-twin@demo.test (user ${composed.id}), jose\u0301-twin@demo.test (user ${combining.id})`,
    );
    expect(failure?.hint).toMatch(/^Change the e-mail of all but one of each/);

    await sql`update users set email = 'jose-twin@demo.test' where id = ${combining.id}`.execute(
      db,
    );
    expect((await migrate(db)).applied).toEqual(['011_email_keys.sql']);
    expect(await users.insertUser(db, account('jos\u00e9-TWIN@demo.test'))).toBeUndefined();
    expect(await users.insertUser(db, account('jose\u0301-twin@demo.test'))).toBeUndefined();
    await sql`delete from users where id in (${composed.id}, ${combining.id})`.execute(db);
  });

  it('builds the library name index at the next migration once the lookalikes that kept it out are renamed', async () => {
    const db = context.database.db;
    // A database that held two lookalikes when migration 007 ran: it has no such index.
    await sql`drop index libraries_name_city_key_idx`.execute(db);
    const fields = { address: '1 Old Road', contactPhone: '555', contactEmail: 'old@demo.test' };
    const first = await libraries.insertLibrary(db, {
      ...fields,
      name: 'Old Library',
      city: 'Oldham',
    });
    const twin = await libraries.insertLibrary(db, {
      ...fields,
      name: 'Old  Library',
      city: 'Oldham',
    });
    if (first === 'namesake' || twin === 'namesake') throw new Error('the index is still there');
    expect((await migrate(db)).lookalikes).toBe(
      `“Old Library” in Oldham (${first.id}), “Old  Library” in Oldham (${twin.id})`,
    );
    const indexed = async () =>
      (
        await sql<{ present: boolean }>`
        select to_regclass('libraries_name_city_key_idx') is not null as present
      `.execute(db)
      ).rows[0]!.present;
    expect(await indexed()).toBe(false);

    await sql`update libraries set name = 'Old Library Annex' where id = ${twin.id}`.execute(db);
    expect((await migrate(db)).lookalikes).toBeNull();
    expect(await indexed()).toBe(true);
    expect(
      await libraries.insertLibrary(db, { ...fields, name: 'old library', city: 'Oldham' }),
    ).toBe('namesake');
  });

  it.runIf(process.env.TEST_ENGINE === 'postgres')(
    'tells a library save that lost the race to a lookalike what it lost to',
    async () => {
      const fields = {
        name: 'Race Library',
        city: 'Raceford',
        address: '1 Race Road',
        contactPhone: '555',
        contactEmail: 'race@demo.test',
      };
      // Another save's insert, not yet committed: this one's check cannot see it.
      const hold = await holdTransaction((trx) => libraries.insertLibrary(trx, fields));
      const saving = context.request({
        method: 'POST',
        url: '/api/superadmin/libraries',
        as: 'super',
        payload: { ...fields, name: 'race  library' },
      });
      try {
        await hold.waitFor(1);
      } finally {
        await hold.release();
      }
      const saved = await saving;
      expect(saved.statusCode).toBe(409);
      expect(saved.json()).toEqual({
        error: 'LIBRARY_EXISTS',
        message:
          'There is already a library named “Race Library” in Raceford; members could not tell the two apart.',
      });
    },
  );

  it('names the field when a row it refers to went meanwhile (an address deleted mid-borrow)', async () => {
    // The service checked the address; a request that raced it deleted the row before the insert.
    // The database's refusal, as each engine words it, becomes a 404 naming the field.
    const book = await createBook(context, 1);
    const member = context.accounts.member;
    const error = await rentals
      .insertRental(context.database.db, {
        userId: member.id,
        bookId: book.id,
        libraryId: book.libraryId,
        addressId: 999_999,
        deliveryAddress: '1 Test Street',
        rentalDate: today(),
      })
      .then(
        () => undefined,
        (refused: unknown) => refused,
      );
    expect(databaseRefusal(error as { code?: unknown; detail?: unknown })).toEqual([
      404,
      'addressId 999999 does not exist (any more).',
    ]);
  });

  it('leaves a book deleted meanwhile as it was, whatever the edit checked before', async () => {
    // An edit checks that the book is live, then writes; a delete that commits in between must not
    // see its book rewritten (its title lives on in its readers' rental histories).
    const book = await createBook(context, 1);
    const db = context.database.db;
    await books.softDeleteBook(db, book.id);
    const fields = {
      title: 'Rewritten',
      author: 'Someone Else',
      isbn: '0-306-40615-2',
      description: 'Changed after the delete.',
      available: false,
      categoryId: 1,
    };
    expect(await books.updateBook(db, book.id, fields)).toBe('missing');
    // Gone, not changed: whatever version the edit was made from.
    expect(await books.updateBook(db, book.id, fields, 1)).toBe('missing');
    const row = await db
      .selectFrom('books')
      .select(['title', 'author', 'available'])
      .where('id', '=', book.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: book.title, author: 'Test Author', available: true });
  });

  it('takes a copy only while one is left, whatever the service checked before', async () => {
    // Concurrent borrowers can all pass the service's early check; the conditional UPDATE decides
    // then (PGlite runs one transaction at a time, so only calling it directly shows it there).
    const book = await createBook(context, 1);
    const db = context.database.db;
    expect(await books.takeCopy(db, book.id)).toBe(true);
    expect(await books.takeCopy(db, book.id)).toBe(false);
    expect((await getBook(context, book.id)).availableCopies).toBe(0);
  });

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
    // Each other tap is told the task is done, which the courier's screen takes as done.
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json().error).toBe('ALREADY_COMPLETED');
    }
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

  // A save held after taking the member's lock and adding the 20th address: the next save waits
  // for it and counts 20, where without the lock it would count 19 and add a 21st.
  it.runIf(process.env.TEST_ENGINE === 'postgres')(
    'counts a member’s addresses behind a save still in progress: never more than 20',
    async () => {
      const { account } = await newMember(context);
      for (let n = 2; n <= 19; n++) await saveAddress(context, account, `${n} Test Street`);
      const hold = await holdTransaction(async (trx) => {
        await users.lockUser(trx, account.id);
        await addresses.insertAddress(trx, account.id, {
          street: '20 Test Street',
          city: 'Testville',
          state: 'TS',
          zipCode: '00000',
        });
      });
      const saving = saveAddress(context, account, '21 Test Street');
      try {
        await hold.waitFor(1);
      } finally {
        await hold.release();
      }
      expect((await saving).statusCode).toBe(409);
      expect(await savedAddresses(context, account)).toHaveLength(20);
    },
  );
});
