import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

const INDEX = 'libraries_name_city_key_idx';

/**
 * Migration 007's unique index on library names as readers see them (`library_key`). It cannot be
 * built on a database that already holds two lookalike libraries, which then keeps migration
 * 006's index and gets the names of those libraries, for the log; it is built at the first
 * migration after one of them is renamed. The service refuses new lookalikes either way; the
 * index settles two saves at once. Run by `migrate` under its lock.
 */
export async function ensureLibraryNameIndex(db: Kysely<DB>): Promise<string | null> {
  const { rows } = await sql<{ present: boolean }>`
    select to_regclass(${INDEX}) is not null as present
  `.execute(db);
  if (rows[0]!.present) return null;
  const alike = await sql<{ libraries: string | null }>`
    select string_agg(names, '; ') as libraries from (
      select string_agg(format('“%s” in %s (%s)', name, city, id), ', ' order by id) as names
        from libraries
        group by library_key(name), library_key(city)
        having count(*) > 1
    ) pairs
  `.execute(db);
  const libraries = alike.rows[0]?.libraries ?? null;
  if (libraries) return libraries;
  await sql`drop index if exists libraries_name_city_idx`.execute(db);
  await sql`
    create unique index libraries_name_city_key_idx
      on libraries (library_key(name), library_key(city))
  `.execute(db);
  return null;
}
