import fs from 'node:fs';
import { readConfig } from '../src/config.ts';
import { openDatabase, pgliteDirectory, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { HttpError } from '../src/http/errors.ts';

/**
 * The database the server would use (`DATABASE_URL`, else PGlite in `DATA_DIR`), migrated, for an
 * admin command; exits with the reason when it cannot be opened. A PGlite directory holding no
 * database yet (a `DATA_DIR` mistyped or left out) is refused unless the command may start one
 * (`create`), which then says so: it is not the server's data.
 */
export async function openConfiguredDatabase({ create = false } = {}): Promise<Database> {
  const config = readConfig(process.env, []);
  const fresh = !config.databaseUrl && !fs.existsSync(pgliteDirectory(config.dataDir));
  if (fresh && !create) {
    console.error(
      `There is no database in ${config.dataDir}. Give the DATA_DIR (or DATABASE_URL) the server runs with.`,
    );
    process.exit(1);
  }
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
  if (fresh) {
    console.log(
      `There was no database in ${config.dataDir}: a new one was started there. Start the server with DATA_DIR=${config.dataDir} to use it.`,
    );
  }
  return database;
}

/**
 * Runs an admin command's work on the configured database, then closes it. A refusal the API
 * would answer (no such account, the wrong role) is told on stderr with exit code 1.
 */
export async function runOnConfiguredDatabase(work: (database: Database) => Promise<void>) {
  const database = await openConfiguredDatabase();
  try {
    await work(database);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
