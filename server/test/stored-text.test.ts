import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import type { DB } from '../src/db/schema.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';

// Migration 012 cleans the text stored before requests refused control characters. Each test
// takes the database back to before it (the migration leaves nothing behind but the text it
// cleaned), writes such text straight to the tables, as a server of an older version could, and
// runs the migrations again.

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const MIGRATION = '012_stored_control_characters.sql';
const before012 = () =>
  sql`delete from schema_migrations where version = 12`.execute(context.database.db);

const indexPresent = async (name: string) =>
  (
    await sql<{ present: boolean }>`select to_regclass(${name}) is not null as present`.execute(
      context.database.db,
    )
  ).rows[0]!.present;

/** A library written straight to the table; its id. */
async function insertLibrary(fields: { name: string; city: string } & Record<string, string>) {
  const row = await context.database.db
    .insertInto('libraries')
    .values({
      address: '1 Road',
      contact_phone: '555',
      contact_email: 'desk@demo.test',
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('migration 012', () => {
  it('cleans the control characters of stored text: line breaks in multi-line text, spaces in one-line text, the rest removed', async () => {
    const { db } = context.database;
    await before012();
    const member = context.accounts.member;
    const user = await db
      .insertInto('users')
      .values({
        name: 'Ann\u0001e\u000bLee',
        email: 'ctrl-user@demo.test',
        password_hash: 'x',
        role: 'USER',
        library_id: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Made only of control characters, which the non-blank check took for visible ones.
    const blank = await db
      .insertInto('users')
      .values({
        name: '\u0007\u0085',
        email: 'ctrl-blank@demo.test',
        password_hash: 'x',
        role: 'USER',
        library_id: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const library = await insertLibrary({
      name: 'Bell\u001b Library',
      city: 'Ctrl\u0006ford',
      address: '1 Bell\u0085Road',
      contact_phone: '555\u007f',
      contact_email: 'desk\u0085@bell.test',
    });
    const book = await db
      .insertInto('books')
      .values({
        library_id: 1,
        category_id: 1,
        title: 'Quiet\u0002 Book',
        author: 'A.\u009bB.',
        isbn: '978-0-14-143951-8',
        description: 'One\u000bTwo\u000cThree\u0085Four\u2028Five\u2029Six\r\nSeven\tend\u0001.',
        available_copies: 1,
      })
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
    const untouched = await db
      .selectFrom('books')
      .select(['id', 'version', 'title'])
      .where('library_id', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const address = await db
      .insertInto('addresses')
      .values({
        user_id: member.id,
        street: '2 Tab\tStreet\u0001',
        city: 'Town\u000c',
        state: 'ST',
        zip_code: '\u0004',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rental = await db
      .insertInto('rentals')
      .values({
        user_id: member.id,
        book_id: book.id,
        library_id: 1,
        address_id: address.id,
        delivery_address: '2 Tab\tStreet\u0001, Town\u000c, ST \u0004',
        rental_date: '2026-01-05',
        status: 'RETURNED',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const task = await db
      .insertInto('delivery_tasks')
      .values({
        rental_id: rental.id,
        library_id: 1,
        type: 'DELIVERY',
        address: '2 Tab\tStreet\u0001, Town\u000c, ST \u0004',
        completed_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const review = await db
      .insertInto('reviews')
      .values({
        rental_id: rental.id,
        user_id: member.id,
        book_id: book.id,
        rating: 4,
        title: 'Good\u0085read',
        content: 'Line one\u2028line two\u0003',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Category names are unique: one whose cleaned name another has (clean already, or first)
    // keeps its own.
    const categories: number[] = [];
    for (const name of ['Fiction\u0001', 'Drama\u0003', 'Verse\u0001', 'Verse\u0002']) {
      const inserted = await db
        .insertInto('categories')
        .values({ name })
        .returning('id')
        .executeTakeFirstOrThrow();
      categories.push(inserted.id);
    }
    const catalogVersion = async (id: number) =>
      (
        await db
          .selectFrom('libraries')
          .select('catalog_version')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).catalog_version;
    const catalogBefore = await catalogVersion(1);

    // Such a book could not be saved as the edit form loads it.
    const edit = async () => {
      const loaded = (
        await context.request({ method: 'GET', url: `/api/books/${book.id}`, as: 'admin' })
      ).json();
      return context.request({
        method: 'PUT',
        url: `/api/books/${book.id}`,
        as: 'admin',
        payload: {
          title: loaded.title,
          author: loaded.author,
          isbn: loaded.isbn,
          description: loaded.description,
          available: loaded.available,
          categoryId: loaded.categoryId,
          version: loaded.version,
        },
      });
    };
    const refused = await edit();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/ contains a control character /);

    expect(await migrate(db)).toEqual({ applied: [MIGRATION], lookalikes: null });

    const row = (table: keyof DB, id: number) =>
      db
        .selectFrom(table)
        .selectAll()
        .where('id', '=', id as never)
        .executeTakeFirstOrThrow() as Promise<Record<string, unknown>>;
    expect(await row('users', user.id)).toMatchObject({ name: 'Anne Lee' });
    // Cleaned, it would be blank: each control character is shown as U+FFFD instead.
    expect(await row('users', blank.id)).toMatchObject({ name: '\ufffd\ufffd' });
    expect(await row('libraries', library)).toMatchObject({
      name: 'Bell Library',
      city: 'Ctrlford',
      address: '1 Bell Road',
      contact_phone: '555',
      contact_email: 'desk@bell.test',
      version: 2,
    });
    expect(await row('books', book.id)).toMatchObject({
      title: 'Quiet Book',
      author: 'A.B.',
      description: 'One\nTwo\nThree\nFour\nFive\nSix\r\nSeven\tend.',
      version: book.version + 1,
    });
    // A book without such text is left as it was.
    expect(await row('books', untouched.id)).toMatchObject(untouched);
    expect(await catalogVersion(1)).not.toBe(catalogBefore);
    expect(await row('addresses', address.id)).toMatchObject({
      street: '2 Tab\tStreet',
      city: 'Town ',
      state: 'ST',
      zip_code: '\ufffd',
    });
    expect(await row('rentals', rental.id)).toMatchObject({
      delivery_address: '2 Tab\tStreet, Town , ST ',
    });
    expect(await row('delivery_tasks', task.id)).toMatchObject({
      address: '2 Tab\tStreet, Town , ST ',
    });
    expect(await row('reviews', review.id)).toMatchObject({
      title: 'Good read',
      content: 'Line one\nline two',
    });
    expect(
      await db
        .selectFrom('categories')
        .select('name')
        .where('id', 'in', categories)
        .orderBy('id')
        .execute(),
    ).toEqual([
      { name: 'Fiction\u0001' },
      { name: 'Drama' },
      { name: 'Verse' },
      { name: 'Verse\u0002' },
    ]);
    // The migration's functions are gone with it.
    expect(
      (
        await sql<{ present: boolean }>`
          select to_regprocedure('cleaned_text(text, text)') is not null
            or to_regprocedure('clean_columns(regclass, jsonb, boolean)') is not null as present
        `.execute(db)
      ).rows[0]!.present,
    ).toBe(false);

    // The book is saved as it is loaded now.
    const saved = await edit();
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Quiet Book', version: book.version + 2 });
  });

  it("lets libraries that cleaning makes lookalikes be, naming them, with 006's index standing in until one is renamed", async () => {
    const { db } = context.database;
    await before012();
    const first = await insertLibrary({ name: 'Twin Hall', city: 'Ctrlton' });
    // Alike as readers see them (library_key) once the control character goes; one space more
    // keeps them apart as migration 006 compared them.
    const twin = await insertLibrary({ name: 'Twin\u0001  hall', city: 'Ctrlton' });

    expect(await migrate(db)).toEqual({
      applied: [MIGRATION],
      lookalikes: `“Twin Hall” in Ctrlton (${first}), “Twin  hall” in Ctrlton (${twin})`,
    });
    expect(await indexPresent('libraries_name_city_key_idx')).toBe(false);
    expect(await indexPresent('libraries_name_city_idx')).toBe(true);

    await db.updateTable('libraries').set({ name: 'Twin Annex' }).where('id', '=', twin).execute();
    expect(await migrate(db)).toEqual({ applied: [], lookalikes: null });
    expect(await indexPresent('libraries_name_city_key_idx')).toBe(true);
    expect(await indexPresent('libraries_name_city_idx')).toBe(false);
  });

  it("runs on a database whose lookalikes kept 007's index out, where cleaning makes more", async () => {
    const { db } = context.database;
    await before012();
    // As migration 006 and 007 left it: 006's index, and lookalikes it allows.
    await sql`drop index libraries_name_city_key_idx`.execute(db);
    await sql`
      create unique index libraries_name_city_idx
        on libraries (lower(btrim(name)), lower(btrim(city)))
    `.execute(db);
    const old = await insertLibrary({ name: 'Old Hall', city: 'Ctrlbury' });
    const oldTwin = await insertLibrary({ name: 'Old  Hall', city: 'Ctrlbury' });
    // Apart for 006's index until the control character goes.
    const mill = await insertLibrary({ name: 'Mill\u0002 Hall', city: 'Ctrlbury' });
    const millTwin = await insertLibrary({ name: 'mill hall', city: 'Ctrlbury' });

    expect(await migrate(db)).toEqual({
      applied: [MIGRATION],
      lookalikes:
        `“Mill Hall” in Ctrlbury (${mill}), “mill hall” in Ctrlbury (${millTwin}); ` +
        `“Old Hall” in Ctrlbury (${old}), “Old  Hall” in Ctrlbury (${oldTwin})`,
    });
    expect(await indexPresent('libraries_name_city_idx')).toBe(false);

    await db
      .updateTable('libraries')
      .set({ name: 'Mill Annex' })
      .where('id', '=', millTwin)
      .execute();
    await db
      .updateTable('libraries')
      .set({ name: 'Old Annex' })
      .where('id', '=', oldTwin)
      .execute();
    expect(await migrate(db)).toEqual({ applied: [], lookalikes: null });
    expect(await indexPresent('libraries_name_city_key_idx')).toBe(true);
  });
});
