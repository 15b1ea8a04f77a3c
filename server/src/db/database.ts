import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { followChanges } from './change-feed.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { countingWrites, WriteCounter } from './write-counter.ts';
import type { DB } from './schema.ts';

export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /** Moves whenever data may have changed: this server's writes and, on PostgreSQL, others'. */
  writes: WriteCounter;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 5_000;

/** Where PGlite keeps a data directory's database. */
export const pgliteDirectory = (dataDir: string) => path.join(dataDir, 'pgdata');

export type DatabaseOptions =
  | { engine: 'pglite'; dataDir?: string }
  | {
      engine: 'postgres';
      url: string;
      schema?: string;
      poolSize?: number;
      /** How long a connection may take to open; then the request is answered 503. */
      connectTimeoutMs?: number;
    };

/**
 * Opens the database: PGlite in `dataDir` (in memory without one), or PostgreSQL at `url`. With a
 * `schema`, every connection works in that schema, which is how tests get a fresh database each.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.engine === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A database out of reach answers requests 503 in seconds, not when they time out.
      connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      // An idle connection whose peer went away without a word is found out by TCP's probes,
      // which start after 10 s of silence (the system's default is two hours).
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // An idle connection dropped by the server is replaced by the pool on next use; without a
    // listener its error event would end the process.
    pool.on('error', (error) => console.error('PostgreSQL connection error:', error.message));
    // A connection in use that the database ends (a restart, a failover) fails its query, which
    // answers 503; its error event, which no pool listener hears then, must not end the process.
    pool.on('connect', (client) => client.on('error', () => {}));
    // Not live until the change feed listens: other servers' writes would go unnoticed.
    const writes = new WriteCounter(false);
    const feed = followChanges(options.url, writes);
    const db = new Kysely<DB>({ dialect: countingWrites(new PostgresDialect({ pool }), writes) });
    return {
      db,
      engine: 'postgres',
      writes,
      close: async () => {
        await feed.close();
        await db.destroy();
      },
    };
  }

  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    const pglite = options.dataDir
      ? await PGlite.create(pgliteDirectory(options.dataDir))
      : await PGlite.create();
    // The data directory is locked to this process, so its own writes are all there are.
    const writes = new WriteCounter(true);
    const db = new Kysely<DB>({ dialect: countingWrites(new PGliteDialect(pglite), writes) });
    return {
      db,
      engine: 'pglite',
      writes,
      close: async () => {
        await db.destroy();
        await pglite.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
