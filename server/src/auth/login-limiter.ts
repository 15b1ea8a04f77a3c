import { clientKey } from './client-key.ts';
import { SlidingWindow } from './sliding-window.ts';

/**
 * Counts failed logins in a sliding window; past a limit further attempts are refused until the
 * oldest failure leaves the window. Three counts, so that guessing is slowed and one address
 * guessing at an account does not lock its owner out elsewhere:
 * - per account from one address (`perAccount`): someone guessing one password;
 * - per address (`perAddress`, an IPv6 address's /64 network: `clientKey`): one address trying
 *   many accounts;
 * - per account from everywhere (`perAccountEverywhere`, above what one address can reach):
 *   guessing spread over many addresses. Past it the account waits for everyone, its owner too:
 *   the price of stopping such guessing.
 * An attempt counts as a failure from the moment it is admitted (`admit`), before its password is
 * checked, so that attempts sent together cannot all pass the check while the first are still being
 * verified; a success takes its own count back and clears its account-and-address count. Memory is
 * bounded (`SlidingWindow`).
 */
export class LoginLimiter {
  readonly #failures: SlidingWindow;
  readonly #perAccount: number;
  readonly #perAddress: number;
  readonly #perAccountEverywhere: number;

  constructor(options: LoginLimits & { maxKeys?: number }) {
    this.#failures = new SlidingWindow(options.windowMs, options.maxKeys);
    this.#perAccount = options.perAccount;
    this.#perAddress = options.perAddress;
    this.#perAccountEverywhere = options.perAccountEverywhere ?? options.perAddress * 4;
  }

  /**
   * Seconds until another attempt is allowed, or 0 when it is allowed now. `account` names the
   * account tried (the caller's choice: its id when one matched, else the e-mail), however the
   * e-mail was spelt.
   */
  retryAfter(account: string, address: string, now = Date.now()): number {
    const keys = this.#keys(account, address);
    const wait = Math.max(
      this.#failures.wait(keys.pair, this.#perAccount, now),
      this.#failures.wait(keys.address, this.#perAddress, now),
      this.#failures.wait(keys.account, this.#perAccountEverywhere, now),
    );
    return Math.ceil(wait / 1000);
  }

  recordFailure(account: string, address: string, now = Date.now()): void {
    for (const key of Object.values(this.#keys(account, address))) this.#failures.add(key, now);
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
      this.#failures.remove(key, admittedAt);
    }
  }

  /** The attempt admitted at `admittedAt` succeeded: the account's count from the address is cleared. */
  succeeded(account: string, address: string, admittedAt: number): void {
    this.release(account, address, admittedAt);
    this.#failures.clear(this.#keys(account, address).pair);
  }

  #keys(account: string, address: string) {
    const client = clientKey(address);
    return {
      pair: `pair:${account} ${client}`,
      address: `address:${client}`,
      account: `account:${account}`,
    };
  }
}

export interface LoginLimits {
  windowMs: number;
  perAccount: number;
  perAddress: number;
  /** Default: four times `perAddress`, so that one address alone cannot reach it. */
  perAccountEverywhere?: number;
}
