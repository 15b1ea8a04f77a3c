import { pageSingleton } from '../auth/pageSingleton';

/** How long a prefetched answer waits for its taker; older ones are asked for again. */
export const PREFETCH_MAX_AGE_MS = 10_000;

interface Entry {
  promise: Promise<unknown>;
  at: number;
}

const entries = pageSingleton('prefetch', () => new Map<string, Entry>());

/**
 * Starts `request` now, for the first `takePrefetched(key)` of the next few seconds: an element
 * asks for its first data while its screen's code is still loading, instead of after.
 */
export function prefetch(key: string, request: () => Promise<unknown>): void {
  const existing = entries.get(key);
  if (existing && Date.now() - existing.at < PREFETCH_MAX_AGE_MS) return;
  const promise = request();
  // A failure belongs to whoever takes the answer (the screen's machine shows it); an answer
  // nobody takes (the element went away) must not surface as an unhandled rejection.
  promise.catch(() => undefined);
  entries.set(key, { promise, at: Date.now() });
}

/**
 * The answer of a recent `prefetch(key)`, handed out once (a reload asks afresh), or `undefined`
 * when there is none.
 */
export function takePrefetched<T>(key: string): Promise<T> | undefined {
  const entry = entries.get(key);
  entries.delete(key);
  if (!entry || Date.now() - entry.at >= PREFETCH_MAX_AGE_MS) return undefined;
  return entry.promise as Promise<T>;
}
