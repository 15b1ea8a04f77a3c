import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import * as users from '../repositories/users.ts';

/** An account as the API names it (by id) or an admin command does (by e-mail). */
export type AccountRef = { id: number } | { email: string };

/** The account named, or 404. */
export async function findAccount(db: Kysely<DB>, who: AccountRef): Promise<users.UserRow> {
  const user =
    'id' in who ? await users.findUserById(db, who.id) : await users.findUserByEmail(db, who.email);
  if (!user) {
    throw notFound(
      'id' in who ? `There is no user ${who.id}.` : `There is no account ${who.email}.`,
    );
  }
  return user;
}
