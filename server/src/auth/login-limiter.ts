/**
 * Counts failed logins per account and per client address in a sliding window; past the limit
 * further attempts are refused until the oldest failure leaves the window. A successful login
 * clears the account's count. Memory is bounded: the oldest keys go first when it fills.
 */
export class LoginLimiter {
  readonly #failures = new Map<string, number[]>();
  readonly #windowMs: number;
  readonly #perAccount: number;
  readonly #perAddress: number;
  readonly #maxKeys: number;

  constructor(options: {
    windowMs: number;
    perAccount: number;
    perAddress: number;
    maxKeys?: number;
  }) {
    this.#windowMs = options.windowMs;
    this.#perAccount = options.perAccount;
    this.#perAddress = options.perAddress;
    this.#maxKeys = options.maxKeys ?? 50_000;
  }

  /** Seconds until another attempt is allowed, or 0 when it is allowed now. */
  retryAfter(email: string, address: string, now = Date.now()): number {
    const wait = Math.max(
      this.#wait(`account:${email.toLowerCase()}`, this.#perAccount, now),
      this.#wait(`address:${address}`, this.#perAddress, now),
    );
    return Math.ceil(wait / 1000);
  }

  recordFailure(email: string, address: string, now = Date.now()): void {
    this.#add(`account:${email.toLowerCase()}`, now);
    this.#add(`address:${address}`, now);
  }

  recordSuccess(email: string): void {
    this.#failures.delete(`account:${email.toLowerCase()}`);
  }

  #recent(key: string, now: number): number[] {
    const times = (this.#failures.get(key) ?? []).filter((t) => t > now - this.#windowMs);
    if (times.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, times);
    return times;
  }

  #wait(key: string, limit: number, now: number): number {
    const times = this.#recent(key, now);
    if (times.length < limit) return 0;
    return times[times.length - limit]! + this.#windowMs - now;
  }

  #add(key: string, now: number): void {
    const times = this.#recent(key, now);
    times.push(now);
    this.#failures.delete(key);
    this.#failures.set(key, times);
    while (this.#failures.size > this.#maxKeys) {
      const oldest = this.#failures.keys().next().value;
      if (oldest === undefined) break;
      this.#failures.delete(oldest);
    }
  }
}
