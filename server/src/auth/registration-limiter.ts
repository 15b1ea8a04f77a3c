import { clientKey } from './client-key.ts';
import { SlidingWindow } from './sliding-window.ts';

/**
 * Counts registrations per client address (an IPv6 address's /64 network: `clientKey`) in a
 * sliding window; past the limit further attempts are refused until the oldest leaves it. Every
 * attempt counts, a refused one too ("already registered" says whether an e-mail has an account):
 * one address can neither fill the database with accounts nor test e-mails at speed, while a
 * library's desk or its Wi-Fi, many members behind one address, stays well within the limit.
 */
export class RegistrationLimiter {
  readonly #attempts: SlidingWindow;
  readonly #perAddress: number;

  constructor(limits: RegistrationLimits & { maxKeys?: number }) {
    this.#attempts = new SlidingWindow(limits.windowMs, limits.maxKeys);
    this.#perAddress = limits.perAddress;
  }

  /**
   * Seconds to wait when the attempt is refused; otherwise 0, and the attempt counts (at `now`)
   * unless `release` takes it back.
   */
  admit(address: string, now = Date.now()): number {
    const key = clientKey(address);
    const wait = this.#attempts.wait(key, this.#perAddress, now);
    if (wait === 0) this.#attempts.add(key, now);
    return Math.ceil(wait / 1000);
  }

  /** The attempt admitted at `admittedAt` failed on the server's side: it does not count. */
  release(address: string, admittedAt: number): void {
    this.#attempts.remove(clientKey(address), admittedAt);
  }
}

export interface RegistrationLimits {
  windowMs: number;
  perAddress: number;
}
