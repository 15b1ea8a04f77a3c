import type { WriteCounter } from '../db/pglite-dialect.ts';

/**
 * Reuses the result of a read for as long as the database has not been written to. Only possible
 * when this process is the database's only writer (PGlite); without a write counter every call
 * reads afresh, as it must on a PostgreSQL shared by several servers.
 */
export class ReadMemo<T> {
  readonly #writes: WriteCounter | undefined;
  readonly #entries = new Map<string, { generation: number; value: T }>();
  readonly #maxEntries: number;

  constructor(writes: WriteCounter | undefined, maxEntries = 1024) {
    this.#writes = writes;
    this.#maxEntries = maxEntries;
  }

  async get(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.#writes) return read();
    const generation = this.#writes.generation;
    const hit = this.#entries.get(key);
    if (hit && hit.generation === generation) return hit.value;
    const value = await read();
    // Kept only if no write began or ended while reading.
    if (this.#writes.generation === generation) {
      if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
      this.#entries.set(key, { generation, value });
    }
    return value;
  }
}
