/**
 * Times of recent events by key, kept for a sliding window: how many happened lately, and how long
 * until fewer than a limit remain. Memory is bounded: past `maxKeys` the least recently touched
 * keys go first. The counting behind the login and registration limits.
 */
export class SlidingWindow {
  readonly #times = new Map<string, number[]>();
  readonly #windowMs: number;
  readonly #maxKeys: number;

  constructor(windowMs: number, maxKeys = 50_000) {
    this.#windowMs = windowMs;
    this.#maxKeys = maxKeys;
  }

  /** Milliseconds until `key` has fewer than `limit` events in the window; 0 when it has now. */
  wait(key: string, limit: number, now: number): number {
    const times = this.#recent(key, now);
    if (times.length < limit) return 0;
    return times[times.length - limit]! + this.#windowMs - now;
  }

  add(key: string, now: number): void {
    const times = this.#recent(key, now);
    times.push(now);
    this.#times.delete(key);
    this.#times.set(key, times);
    while (this.#times.size > this.#maxKeys) {
      const oldest = this.#times.keys().next().value;
      if (oldest === undefined) break;
      this.#times.delete(oldest);
    }
  }

  /** Takes back the event of `key` added at `at`, if it is still counted. */
  remove(key: string, at: number): void {
    const times = this.#times.get(key);
    const index = times?.lastIndexOf(at) ?? -1;
    if (index >= 0) times!.splice(index, 1);
  }

  clear(key: string): void {
    this.#times.delete(key);
  }

  #recent(key: string, now: number): number[] {
    const times = (this.#times.get(key) ?? []).filter((t) => t > now - this.#windowMs);
    if (times.length === 0) this.#times.delete(key);
    else this.#times.set(key, times);
    return times;
  }
}
