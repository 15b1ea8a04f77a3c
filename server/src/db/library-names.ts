import { sql, type Kysely } from 'kysely';
import { MIGRATION_LOCK_KEY } from './migrate.ts';
import type { DB } from './schema.ts';

const INDEX = 'libraries_name_city_key_idx';

/**
 * Migration 007's unique index on library names as readers see them cannot be built on a database
 * that already holds two lookalike libraries, so the migration leaves it out (and keeps 006's).
 * Each start builds it once they are told apart (one renamed); until then it names them, for the
 * log. The service refuses new lookalikes either way; the index settles two saves at once.
 */
export async function ensureLibraryNameIndex(db: Kysely<DB>): Promise<string | null> {
  const present = async (trx: Kysely<DB>) =>
    (
      await sql<{ present: boolean }>`select to_regclass(${INDEX}) is not null as present`.execute(
        trx,
      )
    ).rows[0]!.present;
  if (await present(db)) return null;
  // Servers starting together take turns, as with migrations; the second finds the index built.
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
    if (await present(trx)) return null;
    const alike = await sql<{ libraries: string | null }>`
      select string_agg(names, '; ') as libraries from (
        select string_agg(format('“%s” in %s (%s)', name, city, id), ', ' order by id) as names
          from libraries
          group by library_key(name), library_key(city)
          having count(*) > 1
      ) pairs
    `.execute(trx);
    const libraries = alike.rows[0]?.libraries ?? null;
    if (libraries) return libraries;
    await sql`drop index if exists libraries_name_city_idx`.execute(trx);
    await sql`
      create unique index libraries_name_city_key_idx
        on libraries (library_key(name), library_key(city))
    `.execute(trx);
    return null;
  });
}
