import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetDrafts, keepDraft, readDraft } from './drafts';
import { createSessionActor } from './session';
import { MemoryStorage, STORAGE_KEYS } from './storage';
import { unsignedToken } from './unsignedToken';

let tab: MemoryStorage;
beforeEach(() => {
  tab = new MemoryStorage();
  vi.stubGlobal('sessionStorage', tab);
});
afterEach(() => vi.unstubAllGlobals());

function signedIn() {
  const storage = new MemoryStorage();
  const token = unsignedToken({ userId: 5, libraryId: 2, role: 'USER', exp: 4_102_444_800 });
  storage.setItem(STORAGE_KEYS.token, token);
  const session = createSessionActor(storage);
  session.start();
  return session;
}

describe('drafts', () => {
  it('keeps a value under its name until it is forgotten', () => {
    keepDraft('review:7', { rating: 4, title: 'Good', content: '' });
    expect(readDraft('review:7')).toEqual({ rating: 4, title: 'Good', content: '' });
    keepDraft('review:7', null);
    expect(readDraft('review:7')).toBeNull();
  });

  it('reads nothing from an unreadable entry', () => {
    tab.setItem('lib-draft:review:7', '{not json');
    expect(readDraft('review:7')).toBeNull();
  });

  it('forgets every draft of the tab and only the drafts', () => {
    keepDraft('review:7', { title: 'a' });
    keepDraft('review:8', { title: 'b' });
    tab.setItem('cms-basket', '2 items');
    forgetDrafts();
    expect(tab.length).toBe(1);
    expect(tab.getItem('cms-basket')).toBe('2 items');
  });

  it('are forgotten when the member logs out', () => {
    const session = signedIn();
    keepDraft('review:7', { title: 'a' });
    session.send({ type: 'LOGOUT' });
    expect(readDraft('review:7')).toBeNull();
  });

  it('outlive an expired session, for the member who signs in again', () => {
    const session = signedIn();
    keepDraft('review:7', { title: 'a' });
    session.send({ type: 'SESSION_EXPIRED' });
    expect(session.getSnapshot().value).toBe('signedOut');
    expect(readDraft('review:7')).toEqual({ title: 'a' });
  });
});
