/**
 * What a member was writing, kept in the tab's session storage until it is sent or given up: a
 * session that expires on Submit sends them to sign in, and their screen starts afresh after it.
 * Signing out gives up every draft of the tab. Storage that is unavailable (a sandboxed frame) or
 * holds something unreadable keeps nothing.
 */
const key = (name: string) => `lib-draft:${name}`;

export function readDraft(name: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key(name)) ?? 'null');
  } catch {
    return null;
  }
}

/** Keeps `value` under `name`, or forgets it (`null`). */
export function keepDraft(name: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key(name));
    else sessionStorage.setItem(key(name), JSON.stringify(value));
  } catch {
    // Not kept: the text stays only on the screen.
  }
}

/**
 * Forgets every draft of the tab: whoever signs out here leaves nothing they wrote behind. A
 * sign-out seen from another tab cannot be told from an expiry there, so it leaves them; they go
 * with the tab.
 */
export function forgetDrafts(): void {
  try {
    for (let index = sessionStorage.length; index--;) {
      const name = sessionStorage.key(index);
      if (name?.startsWith(key(''))) sessionStorage.removeItem(name);
    }
  } catch {
    // No storage, so nothing was kept.
  }
}
