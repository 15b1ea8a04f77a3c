import { sql, type Kysely } from 'kysely';
import type { DB, TaskType } from '../db/schema.ts';

export interface TaskView {
  id: number;
  type: TaskType;
  rental_id: number;
  book_title: string;
  user_name: string;
  delivery_address: string;
  scheduled_date: string | null;
  assigned_at: Date | null;
  created_at: Date;
  completed_at: Date | null;
}

function selectTaskViews(db: Kysely<DB>) {
  return db
    .selectFrom('delivery_tasks as t')
    .innerJoin('rentals as r', 'r.id', 't.rental_id')
    .innerJoin('books as b', 'b.id', 'r.book_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      't.id',
      't.type',
      't.rental_id',
      'b.title as book_title',
      'u.name as user_name',
      't.address as delivery_address',
      sql<string | null>`t.scheduled_date::text`.as('scheduled_date'),
      't.assigned_at',
      't.created_at',
      't.completed_at',
    ]);
}

/**
 * How long a completed task stays in its partner's list: their recent work. A courier completes
 * thousands a year, which the list would carry and their screen draw at every visit.
 */
export const COMPLETED_TASKS_LISTED_DAYS = 14;

/**
 * The partner's open tasks (soonest first), then those completed in the last
 * `COMPLETED_TASKS_LISTED_DAYS` days (latest first).
 */
export function listTasksOfPartner(db: Kysely<DB>, partnerId: number): Promise<TaskView[]> {
  return selectTaskViews(db)
    .where('t.partner_id', '=', partnerId)
    .where((eb) =>
      eb.or([
        eb('t.completed_at', 'is', null),
        eb(
          't.completed_at',
          '>',
          sql<Date>`now() - make_interval(days => ${COMPLETED_TASKS_LISTED_DAYS}::int)`,
        ),
      ]),
    )
    .orderBy(sql`t.completed_at is not null`)
    .orderBy(sql`case when t.completed_at is null then t.scheduled_date end`, 'asc')
    .orderBy('t.completed_at', 'desc')
    .orderBy('t.id')
    .execute();
}

export function findTaskView(db: Kysely<DB>, id: number): Promise<TaskView | undefined> {
  return selectTaskViews(db).where('t.id', '=', id).executeTakeFirst();
}

/** The first key of the advisory locks on a library's task assignment (the second: its id). */
const ASSIGNMENT_LOCK = 1;

/**
 * Locks the assignment of a library's tasks until the transaction ends: shared to make a task,
 * exclusive to approve a partner. Under READ COMMITTED neither sees the other's uncommitted row,
 * so without it a task made while the library's first partner is approved would be given to no
 * one, and never adopted.
 */
export async function lockAssignment(
  db: Kysely<DB>,
  libraryId: number,
  mode: 'shared' | 'exclusive',
): Promise<void> {
  const lock = sql.raw(
    mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock',
  );
  await sql`select ${lock}(${ASSIGNMENT_LOCK}::int, ${libraryId}::int)`.execute(db);
}

/**
 * The library's approved delivery partner with the fewest open tasks (the longest-registered one
 * on a tie); undefined when the library has none.
 */
export async function leastLoadedPartner(
  db: Kysely<DB>,
  libraryId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.library_id', '=', libraryId)
    .where('u.role', '=', 'DELIVERY_PARTNER')
    .where('u.approved_at', 'is not', null)
    // Counted per partner from the (partner_id, completed_at) index.
    .orderBy(
      sql`(select count(*) from delivery_tasks t where t.partner_id = u.id and t.completed_at is null)`,
    )
    .orderBy('u.id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

export async function insertTask(
  db: Kysely<DB>,
  task: {
    rentalId: number;
    libraryId: number;
    type: TaskType;
    partnerId: number | undefined;
    /** Where the courier goes, as one line. */
    address: string;
    scheduledDate: string | null;
    /** When the task was made (and given to its partner, if any): now unless a past is seeded. */
    createdAt?: Date;
    completedAt?: Date | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('delivery_tasks')
    .values({
      rental_id: task.rentalId,
      library_id: task.libraryId,
      type: task.type,
      partner_id: task.partnerId ?? null,
      address: task.address,
      scheduled_date: task.scheduledDate,
      ...(task.createdAt ? { created_at: task.createdAt } : {}),
      assigned_at: task.partnerId === undefined ? null : (task.createdAt ?? new Date()),
      completed_at: task.completedAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sends the open tasks of the rentals made to the address to its new text. */
export async function readdressOpenTasks(
  db: Kysely<DB>,
  addressId: number,
  address: string,
): Promise<void> {
  await db
    .updateTable('delivery_tasks')
    .set({ address })
    .where('completed_at', 'is', null)
    .where('rental_id', 'in', (eb) =>
      eb.selectFrom('rentals').select('id').where('address_id', '=', addressId),
    )
    .execute();
}

/**
 * Completes the partner's open task whose day (`scheduled_date`) is `today` or earlier; undefined
 * when it is not theirs, already done, or not yet due.
 */
export function completeOpenTask(
  db: Kysely<DB>,
  partnerId: number,
  id: number,
  today: string,
): Promise<{ id: number; rental_id: number; type: TaskType } | undefined> {
  return db
    .updateTable('delivery_tasks')
    .set({ completed_at: new Date() })
    .where('id', '=', id)
    .where('partner_id', '=', partnerId)
    .where('completed_at', 'is', null)
    .where((eb) => eb.or([eb('scheduled_date', 'is', null), eb('scheduled_date', '<=', today)]))
    .returning(['id', 'rental_id', 'type'])
    .executeTakeFirst();
}

export function findTaskOfPartner(
  db: Kysely<DB>,
  partnerId: number,
  id: number,
): Promise<{ id: number; completed: boolean; scheduled_date: string | null } | undefined> {
  return db
    .selectFrom('delivery_tasks')
    .select([
      'id',
      sql<boolean>`completed_at is not null`.as('completed'),
      sql<string | null>`scheduled_date::text`.as('scheduled_date'),
    ])
    .where('id', '=', id)
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
}

/**
 * Whether a task waits for a courier: given to no one, or to a courier not approved (by a server
 * of the previous version during a deploy). `partner` is the task's partner column.
 */
const waitsForCourier = (partner: 'partner_id' | 't.partner_id') =>
  sql<boolean>`(${sql.ref(partner)} is null or ${sql.ref(partner)} in (
    select id from users where role = 'DELIVERY_PARTNER' and approved_at is null))`;

export type WaitingTasksRow = Awaited<ReturnType<typeof countWaitingTasks>>[number];

/** How many open tasks wait for a courier in each library that has some, by library name. */
export function countWaitingTasks(db: Kysely<DB>) {
  return db
    .selectFrom('delivery_tasks as t')
    .innerJoin('libraries as l', 'l.id', 't.library_id')
    .select([
      'l.id as library_id',
      'l.name as library_name',
      sql<number>`count(*)::int`.as('count'),
    ])
    .where(waitsForCourier('t.partner_id'))
    .where('t.completed_at', 'is', null)
    .groupBy(['l.id', 'l.name'])
    .orderBy('l.name')
    .execute();
}

/** Gives the library's open tasks that wait for a courier to a partner; answers how many. */
export async function assignWaitingTasks(
  db: Kysely<DB>,
  libraryId: number,
  partnerId: number,
): Promise<number> {
  const result = await db
    .updateTable('delivery_tasks')
    .set({ partner_id: partnerId, assigned_at: new Date() })
    .where('library_id', '=', libraryId)
    .where(waitsForCourier('partner_id'))
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Locks a partner's open tasks until the transaction ends: their ids, in id order. */
export async function lockOpenTasksOfPartner(db: Kysely<DB>, partnerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('delivery_tasks')
    .select('id')
    .where('partner_id', '=', partnerId)
    .where('completed_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/** Gives an open task to another partner. */
export async function reassignTask(db: Kysely<DB>, id: number, partnerId: number): Promise<void> {
  await db
    .updateTable('delivery_tasks')
    .set({ partner_id: partnerId, assigned_at: new Date() })
    .where('id', '=', id)
    .where('completed_at', 'is', null)
    .execute();
}
