import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * A Kysely dialect over PGlite. PGlite is one connection in one process, so the driver hands out
 * that single connection to one caller at a time: a transaction holds it from BEGIN to COMMIT and
 * every other query waits its turn, which keeps transactions from interleaving.
 */
export class PGliteDialect implements Dialect {
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#pglite);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  #queue: Promise<void> = Promise.resolve();

  constructor(pglite: PGlite) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#queue;
    this.#queue = previous.then(() => turn);
    await previous;
    this.#connection.release = release;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`start transaction${level}`));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection) {
    (connection as PGliteConnection).release();
  }

  async destroy() {}
}

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;
  release: () => void = () => {};

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // A query without parameters may be a script of several statements (migrations); only the
    // simple protocol of exec() accepts those. It answers one result per statement.
    if (compiledQuery.parameters.length === 0) {
      const results = await this.#pglite.exec(compiledQuery.sql);
      const last = results.at(-1);
      return {
        rows: (last?.rows ?? []) as R[],
        numAffectedRows: BigInt(last?.affectedRows ?? 0),
      };
    }
    const result = await this.#pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    return { rows: result.rows, numAffectedRows: BigInt(result.affectedRows ?? 0) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on PGlite');
  }
}
