import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { ensureLibraryNameIndex } from './library-names.ts';
import type { DB } from './schema.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

// Any constant will do; it only has to be the same for every server that migrates this database.
const MIGRATION_LOCK_KEY = 7_310_442;

/**
 * Applies the numbered SQL files of `migrations/` that this database has not seen yet, in order,
 * each in its own transaction, then builds the library name index where it can
 * (`ensureLibraryNameIndex`). Servers starting together on one PostgreSQL wait for each other on
 * an advisory lock instead of racing. Gives the files applied, and the lookalike libraries that
 * keep the index out, if any.
 */
export async function migrate(
  db: Kysely<DB>,
): Promise<{ applied: string[]; lookalikes: string | null }> {
  await sql`
    create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )
  `.execute(db);

  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d+_.+\.sql$/.test(name))
    .sort();

  const applied: string[] = [];
  for (const file of files) {
    const version = Number(file.split('_')[0]);
    const script = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
      const done = await sql<{ version: number }>`
        select version from schema_migrations where version = ${version}
      `.execute(trx);
      if (done.rows.length > 0) return;
      await sql.raw(script).execute(trx);
      await sql`insert into schema_migrations (version, name) values (${version}, ${file})`.execute(
        trx,
      );
      applied.push(file);
    });
  }
  const lookalikes = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
    return ensureLibraryNameIndex(trx);
  });
  return { applied, lookalikes };
}
