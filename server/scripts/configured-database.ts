import { readConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';

/**
 * The database the server would use (`DATABASE_URL`, else PGlite in `DATA_DIR`), migrated, for an
 * admin command; exits with the reason when it cannot be opened.
 */
export async function openConfiguredDatabase(): Promise<Database> {
  const config = readConfig(process.env, []);
  const database = await (
    config.databaseUrl
      ? openDatabase({ engine: 'postgres', url: config.databaseUrl })
      : openDatabase({ engine: 'pglite', dataDir: config.dataDir })
  ).catch((error: Error) => {
    // Most often the server is running on the same PGlite directory; say so plainly.
    console.error(error.message);
    process.exit(1);
  });
  await migrate(database.db);
  return database;
}
