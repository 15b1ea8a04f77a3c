import { sql, type Kysely, type Selectable } from 'kysely';
import { isUniqueViolation } from './db-errors.ts';
import type { DB, LibrariesTable } from '../db/schema.ts';

export type LibraryRow = Selectable<LibrariesTable>;

export interface LibraryFields {
  name: string;
  city: string;
  address: string;
  contactPhone: string;
  contactEmail: string;
}

function columns(fields: LibraryFields) {
  return {
    name: fields.name,
    city: fields.city,
    address: fields.address,
    contact_phone: fields.contactPhone,
    contact_email: fields.contactEmail,
  };
}

export function listLibraries(db: Kysely<DB>): Promise<LibraryRow[]> {
  return db.selectFrom('libraries').selectAll().orderBy('name').orderBy('id').execute();
}

export function findLibrary(db: Kysely<DB>, id: number): Promise<LibraryRow | undefined> {
  return db.selectFrom('libraries').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Another library of this name in this city as a reader sees them (letter case, white space and
 * invisible characters aside), if there is one: `library_key`, as the index of migration 007.
 */
export function findNamesake(
  db: Kysely<DB>,
  fields: Pick<LibraryFields, 'name' | 'city'>,
  exceptId?: number,
): Promise<Pick<LibraryRow, 'id' | 'name' | 'city'> | undefined> {
  let query = db
    .selectFrom('libraries')
    .select(['id', 'name', 'city'])
    .where(
      sql<boolean>`library_key(name) = library_key(${fields.name}) and library_key(city) = library_key(${fields.city})`,
    );
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

// The unique index of migration 007: one library of a name in a city, as a reader sees them.
const ONE_NAME_PER_CITY = 'libraries_name_city_key_idx';

/** `namesake`: another library of this name in this city was saved first (the index says so). */
export async function insertLibrary(
  db: Kysely<DB>,
  fields: LibraryFields,
): Promise<LibraryRow | 'namesake'> {
  try {
    return await db
      .insertInto('libraries')
      .values(columns(fields))
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error, ONE_NAME_PER_CITY)) return 'namesake';
    throw error;
  }
}

/**
 * Updates a library and steps its version; with `version`, only a library still at that version
 * (see migration 005). `missing`: no such library; `changed`: it is at another version;
 * `namesake`: as for `insertLibrary`.
 */
export async function updateLibrary(
  db: Kysely<DB>,
  id: number,
  fields: LibraryFields,
  version?: number,
): Promise<LibraryRow | 'missing' | 'changed' | 'namesake'> {
  let query = db
    .updateTable('libraries')
    .set((eb) => ({ ...columns(fields), version: eb('version', '+', 1) }))
    .where('id', '=', id);
  if (version !== undefined) query = query.where('version', '=', version);
  let row: LibraryRow | undefined;
  try {
    row = await query.returningAll().executeTakeFirst();
  } catch (error) {
    if (isUniqueViolation(error, ONE_NAME_PER_CITY)) return 'namesake';
    throw error;
  }
  if (row) return row;
  return version !== undefined && (await findLibrary(db, id)) ? 'changed' : 'missing';
}

/** Locks the library's row for the rest of the transaction; undefined when there is none. */
export function lockLibrary(db: Kysely<DB>, id: number): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('libraries')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function deleteLibrary(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('libraries').where('id', '=', id).execute();
}

/**
 * The catalog versions of the given libraries (all when `ids` is undefined), as one string that
 * changes whenever any of their book lists does.
 */
export async function catalogVersions(db: Kysely<DB>, ids?: number[]): Promise<string> {
  let query = db
    .selectFrom('libraries')
    .select(['id', sql<string>`catalog_version::text`.as('version')])
    .orderBy('id');
  if (ids) query = query.where('id', 'in', ids.length > 0 ? ids : [0]);
  const rows = await query.execute();
  return rows.map((row) => `${row.id}.${row.version}`).join(',');
}
