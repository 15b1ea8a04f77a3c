/**
 * Counts failed logins in a sliding window; past a limit further attempts are refused until the
 * oldest failure leaves the window. Three counts, so that guessing is slowed and one address
 * guessing at an account does not lock its owner out elsewhere:
 * - per account from one address (`perAccount`): someone guessing one password;
 * - per address (`perAddress`): one address trying many accounts;
 * - per account from everywhere (`perAccountEverywhere`, above what one address can reach):
 *   guessing spread over many addresses. Past it the account waits for everyone, its owner too:
 *   the price of stopping such guessing.
 * An attempt counts as a failure from the moment it is admitted (`admit`), before its password is
 * checked, so that attempts sent together cannot all pass the check while the first are still being
 * verified; a success takes its own count back and clears its account-and-address count. Memory is
 * bounded: the oldest keys go first when it fills.
 */
export class LoginLimiter {
  readonly #failures = new Map<string, number[]>();
  readonly #windowMs: number;
  readonly #perAccount: number;
  readonly #perAddress: number;
  readonly #perAccountEverywhere: number;
  readonly #maxKeys: number;

  constructor(options: LoginLimits & { maxKeys?: number }) {
    this.#windowMs = options.windowMs;
    this.#perAccount = options.perAccount;
    this.#perAddress = options.perAddress;
    this.#perAccountEverywhere = options.perAccountEverywhere ?? options.perAddress * 4;
    this.#maxKeys = options.maxKeys ?? 50_000;
  }

  /**
   * Seconds until another attempt is allowed, or 0 when it is allowed now. `account` names the
   * account tried (the caller's choice: its id when one matched, else the e-mail), however the
   * e-mail was spelt.
   */
  retryAfter(account: string, address: string, now = Date.now()): number {
    const keys = this.#keys(account, address);
    const wait = Math.max(
      this.#wait(keys.pair, this.#perAccount, now),
      this.#wait(keys.address, this.#perAddress, now),
      this.#wait(keys.account, this.#perAccountEverywhere, now),
    );
    return Math.ceil(wait / 1000);
  }

  recordFailure(account: string, address: string, now = Date.now()): void {
    for (const key of Object.values(this.#keys(account, address))) this.#add(key, now);
  }

  /**
   * Seconds to wait when the attempt is refused; otherwise 0, and the attempt counts as failed (at
   * `now`) until `succeeded` or `release` says otherwise.
   */
  admit(account: string, address: string, now = Date.now()): number {
    const wait = this.retryAfter(account, address, now);
    if (wait === 0) this.recordFailure(account, address, now);
    return wait;
  }

  /** The attempt admitted at `admittedAt` did not fail (the server did): its count is taken back. */
  release(account: string, address: string, admittedAt: number): void {
    for (const key of Object.values(this.#keys(account, address))) {
      const times = this.#failures.get(key);
      const at = times?.lastIndexOf(admittedAt) ?? -1;
      if (at >= 0) times!.splice(at, 1);
    }
  }

  /** The attempt admitted at `admittedAt` succeeded: the account's count from the address is cleared. */
  succeeded(account: string, address: string, admittedAt: number): void {
    this.release(account, address, admittedAt);
    this.#failures.delete(this.#keys(account, address).pair);
  }

  #keys(account: string, address: string) {
    return {
      pair: `pair:${account} ${address}`,
      address: `address:${address}`,
      account: `account:${account}`,
    };
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

export interface LoginLimits {
  windowMs: number;
  perAccount: number;
  perAddress: number;
  /** Default: four times `perAddress`, so that one address alone cannot reach it. */
  perAccountEverywhere?: number;
}
