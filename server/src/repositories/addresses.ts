import type { Kysely, Selectable } from 'kysely';
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

/** The user's own address; undefined for another user's or a missing one. */
export function findOwnAddress(
  db: Kysely<DB>,
  userId: number,
  id: number,
): Promise<AddressRow | undefined> {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
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
