import type { WriteCounter } from '../db/write-counter.ts';

/**
 * Reuses the result of a read for as long as the database has not been written to (see
 * WriteCounter); while the counter is not live, every call reads afresh.
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
    if (!this.#writes?.live) return read();
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
