/**
 * What a screen leaves for the screen the visitor is sent to next, on the same page, taken once:
 * the login screen after registering, a list after its form saved. Page memory, not storage: a
 * reload or another tab starts afresh.
 */
export interface HandOvers {
  /** The e-mail of the account just registered: login says it exists and fills it in. */
  registered: string;
  /** The title of the book its form just saved, for the book list to name. */
  bookSaved: string;
  /** The name of the library its form just saved, for the library list to name. */
  librarySaved: string;
}

const left = new Map<keyof HandOvers, unknown>();

export function handOver<K extends keyof HandOvers>(key: K, value: HandOvers[K]): void {
  left.set(key, value);
}

/** What was left under `key`, once: a later visit is an ordinary one. */
export function takeOver<K extends keyof HandOvers>(key: K): HandOvers[K] | undefined {
  const value = left.get(key) as HandOvers[K] | undefined;
  left.delete(key);
  return value;
}
