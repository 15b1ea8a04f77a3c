import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, Role, UsersTable } from '../db/schema.ts';
import { isUniqueViolation } from './db-errors.ts';

export type UserRow = Selectable<UsersTable>;

export function findUserById(db: Kysely<DB>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Locks the user's row until the transaction ends, against others that lock it so (not against
 * rows that merely refer to the user), to count what the user keeps before adding to it.
 */
export async function lockUser(db: Kysely<DB>, id: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', id).forNoKeyUpdate().execute();
}

/**
 * The account of an e-mail as it reads, as the unique index compares them (`email_key`: composed,
 * lower case): both sides go through the database's function, since JavaScript's lower case
 * differs for some letters (`İ`, a final `Σ`).
 */
export function findUserByEmail(db: Kysely<DB>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('email_key', ['email']), '=', eb.fn('email_key', [eb.val(email)])))
    .executeTakeFirst();
}

/** Inserts a user; undefined when the e-mail is taken. */
export async function insertUser(
  db: Kysely<DB>,
  user: {
    name: string;
    email: string;
    passwordHash: string;
    role: Role;
    libraryId: number | null;
    /** A courier approved at once (the demo's); registered ones wait (`approveCourier`). */
    approved?: boolean;
  },
): Promise<UserRow | undefined> {
  try {
    return await db
      .insertInto('users')
      .values({
        name: user.name,
        email: user.email,
        password_hash: user.passwordHash,
        role: user.role,
        library_id: user.libraryId,
        approved_at: user.approved ? new Date() : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Marks a courier approved (now) unless they are already; answers whether this did it. */
export async function approveCourier(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ approved_at: new Date(), approval_withdrawn_at: null })
    .where('id', '=', id)
    .where('role', '=', 'DELIVERY_PARTNER')
    .where('approved_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Withdraws a courier's approval (now), or their wait for it; answers whether this did it (false
 * when it was withdrawn already).
 */
export async function withdrawCourierApproval(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ approved_at: null, approval_withdrawn_at: new Date() })
    .where('id', '=', id)
    .where('role', '=', 'DELIVERY_PARTNER')
    .where('approval_withdrawn_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The couriers, with their library's name: null for one of no library (nothing in the database
 * forbids it: a courier who registered without one), who is listed all the same.
 */
const couriers = (db: Kysely<DB>) =>
  db
    .selectFrom('users as u')
    .leftJoin('libraries as l', 'l.id', 'u.library_id')
    .select([
      'u.id',
      'u.email',
      'u.name',
      'u.created_at',
      'l.id as library_id',
      'l.name as library_name',
    ])
    .where('u.role', '=', 'DELIVERY_PARTNER');

export type WaitingCourierRow = Awaited<ReturnType<typeof listWaitingCouriers>>[number];

/** Couriers waiting for approval (not approved, and not withdrawn), longest waiting first. */
export function listWaitingCouriers(db: Kysely<DB>) {
  return couriers(db)
    .where('u.approved_at', 'is', null)
    .where('u.approval_withdrawn_at', 'is', null)
    .orderBy('u.created_at')
    .orderBy('u.id')
    .execute();
}

export type DeliveryPartnerRow = Awaited<ReturnType<typeof listDeliveryPartners>>[number];

/**
 * Every courier, with their open tasks, by library name (those of no library last) and then name.
 * Only an approved courier's are counted: the open tasks of one who is not wait for another
 * courier.
 */
export function listDeliveryPartners(db: Kysely<DB>) {
  return couriers(db)
    .select([
      'u.approved_at',
      'u.approval_withdrawn_at',
      // Counted per partner from the (partner_id, completed_at) index.
      sql<number>`case when u.approved_at is null then 0 else (select count(*)::int
        from delivery_tasks t where t.partner_id = u.id and t.completed_at is null) end`.as(
        'open_tasks',
      ),
    ])
    .orderBy('l.name', (ob) => ob.asc().nullsLast())
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}

export function listUsersByRole(db: Kysely<DB>, role: Role): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().where('role', '=', role).orderBy('id').execute();
}

export async function setUserLibrary(db: Kysely<DB>, userId: number, libraryId: number | null) {
  await db.updateTable('users').set({ library_id: libraryId }).where('id', '=', userId).execute();
}

/** The members and couriers of a library (its administrators are assigned, and can be moved). */
export async function countPeopleOfLibrary(
  db: Kysely<DB>,
  libraryId: number,
): Promise<{ members: number; couriers: number }> {
  const row = await db
    .selectFrom('users')
    .select([
      sql<number>`(count(*) filter (where role = 'USER'))::int`.as('members'),
      sql<number>`(count(*) filter (where role = 'DELIVERY_PARTNER'))::int`.as('couriers'),
    ])
    .where('library_id', '=', libraryId)
    .executeTakeFirstOrThrow();
  return row;
}

/** Leaves a library's administrators without one, waiting for another assignment. */
export async function unassignAdminsOfLibrary(db: Kysely<DB>, libraryId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ library_id: null })
    .where('library_id', '=', libraryId)
    .where('role', '=', 'ADMIN')
    .execute();
}

export async function anyUserExists(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}
