import { describe, expect, it } from 'vitest';
import {
  MemoryStorage,
  STORAGE_KEYS,
  clearStorage,
  readToken,
  storeSession,
  storedNumber,
} from './storage';

describe('session storage', () => {
  it('uses the keys token, libraryId and userId', () => {
    const storage = new MemoryStorage();
    storeSession(storage, { token: 't', libraryId: 3, userId: 9 });
    expect(STORAGE_KEYS).toEqual({ token: 'token', libraryId: 'libraryId', userId: 'userId' });
    expect([
      storage.getItem('token'),
      storage.getItem('libraryId'),
      storage.getItem('userId'),
    ]).toEqual(['t', '3', '9']);
  });

  it('is logged in exactly when a token is stored', () => {
    const storage = new MemoryStorage();
    expect(readToken(storage)).toBeNull();
    storage.setItem('token', '');
    expect(readToken(storage)).toBeNull();
    storage.setItem('token', 'x');
    expect(readToken(storage)).toBe('x');
  });

  it('reads the stored library id only when it is a valid number', () => {
    const storage = new MemoryStorage();
    expect(storedNumber(storage, 'libraryId')).toBeNull();
    for (const bad of ['', 'abc', '1.5', '-2', '0', 'null']) {
      storage.setItem('libraryId', bad);
      expect(storedNumber(storage, 'libraryId')).toBeNull();
    }
    storage.setItem('libraryId', '4');
    expect(storedNumber(storage, 'libraryId')).toBe(4);
  });

  it("clears the session's keys on logout and leaves the page's own", () => {
    const storage = new MemoryStorage();
    storeSession(storage, { token: 't', libraryId: 3, userId: 9 });
    storage.setItem('something', 'else');
    clearStorage(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('something')).toBe('else');
  });
});
