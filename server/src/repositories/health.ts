import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

export async function ping(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
