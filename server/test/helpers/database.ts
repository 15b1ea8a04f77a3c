import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/database.ts';

/**
 * A fresh, empty database for one test file: an in-memory PGlite, or on PostgreSQL a schema of
 * its own (dropped again on close), so test files can run side by side on one server.
 */
export async function openTestDatabase(): Promise<Database & { schema?: string }> {
  if (process.env.TEST_ENGINE !== 'postgres') return openDatabase({ engine: 'pglite' });

  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL must be set to test on PostgreSQL');
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();

  const database = await openDatabase({ engine: 'postgres', url, schema, poolSize: 20 });
  return {
    ...database,
    schema,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}
