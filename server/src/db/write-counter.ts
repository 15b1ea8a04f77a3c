import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * A number that changes whenever the database's data may have changed, so reads made since the
 * last change can be reused (see ReadMemo). It counts this process's own statements that are not
 * plain reads, and, on PostgreSQL, the change notifications of other servers (see change-feed).
 * While `live` is false (the notification connection is down) nothing may be reused.
 */
export class WriteCounter {
  generation = 0;
  live: boolean;

  constructor(live: boolean) {
    this.live = live;
  }
}

/** Wraps a dialect so that every statement that may write moves the counter, before and after. */
export function countingWrites(dialect: Dialect, writes: WriteCounter): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => dialect.createIntrospector(db),
    createDriver: () => new CountingDriver(dialect.createDriver(), writes),
  };
}

class CountingDriver implements Driver {
  readonly #driver: Driver;
  readonly #writes: WriteCounter;
  readonly #wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();
  readonly #inner = new WeakMap<DatabaseConnection, DatabaseConnection>();

  constructor(driver: Driver, writes: WriteCounter) {
    this.#driver = driver;
    this.#writes = writes;
  }

  init() {
    return this.#driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.#driver.acquireConnection();
    let wrapped = this.#wrapped.get(connection);
    if (!wrapped) {
      wrapped = countingConnection(connection, this.#writes);
      this.#wrapped.set(connection, wrapped);
      this.#inner.set(wrapped, connection);
    }
    return wrapped;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.#driver.beginTransaction(this.#unwrap(connection), settings);
  }

  async commitTransaction(connection: DatabaseConnection) {
    this.#writes.generation += 1;
    try {
      await this.#driver.commitTransaction(this.#unwrap(connection));
    } finally {
      this.#writes.generation += 1;
    }
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.#driver.rollbackTransaction(this.#unwrap(connection));
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.#driver.releaseConnection(this.#unwrap(connection));
  }

  destroy() {
    return this.#driver.destroy();
  }

  #unwrap(connection: DatabaseConnection): DatabaseConnection {
    return this.#inner.get(connection) ?? connection;
  }
}

function countingConnection(
  connection: DatabaseConnection,
  writes: WriteCounter,
): DatabaseConnection {
  return {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      const plainRead = /^\s*select\b/i.test(query.sql);
      if (!plainRead) writes.generation += 1;
      try {
        return await connection.executeQuery<R>(query);
      } finally {
        if (!plainRead) writes.generation += 1;
      }
    },
    streamQuery: <R>(query: CompiledQuery, chunkSize: number) =>
      connection.streamQuery<R>(query, chunkSize),
  };
}
