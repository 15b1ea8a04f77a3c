import { sql, type Kysely, type Selectable } from 'kysely';
import type { AddressesTable, DB } from '../db/schema.ts';

export type AddressRow = Selectable<AddressesTable>;

export interface AddressFields {
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

function columns(fields: AddressFields) {
  return {
    street: fields.street,
    city: fields.city,
    state: fields.state,
    zip_code: fields.zipCode,
  };
}

export function listAddresses(db: Kysely<DB>, userId: number): Promise<AddressRow[]> {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/**
 * The user's own address (undefined for another user's or a missing one), locked until the
 * transaction ends. `share` for a borrow or return request using it: an edit or delete of it then
 * waits for that rental and task to be committed and sees them, and the rental never takes a text
 * an edit is changing. `update` for a delete, which no such request may pass meanwhile.
 */
export function lockOwnAddress(
  db: Kysely<DB>,
  userId: number,
  id: number,
  mode: 'share' | 'update',
): Promise<AddressRow | undefined> {
  const query = db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId);
  return (mode === 'share' ? query.forShare() : query.forUpdate()).executeTakeFirst();
}

export async function countAddresses(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.count;
}

export function insertAddress(
  db: Kysely<DB>,
  userId: number,
  fields: AddressFields,
): Promise<AddressRow> {
  return db
    .insertInto('addresses')
    .values({ user_id: userId, ...columns(fields) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateOwnAddress(
  db: Kysely<DB>,
  userId: number,
  id: number,
  fields: AddressFields,
): Promise<AddressRow | undefined> {
  return db
    .updateTable('addresses')
    .set(columns(fields))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteOwnAddress(
  db: Kysely<DB>,
  userId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('addresses')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
