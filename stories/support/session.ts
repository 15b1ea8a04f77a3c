/** The page's session as a story needs it: signed in with a role, or signed out. */
import type { Role } from '../../src/auth/claims';
import { getSession } from '../../src/auth/session';
import { unsignedToken } from '../../src/auth/unsignedToken';

/** Who a story signs in as. A `libraryId` that is not a number stays out of the token. */
export interface StoryIdentity {
  userId: number;
  libraryId: number | null | string;
}

/**
 * Puts the page's session in a known state: signed in as `who` with `role` (a token the client
 * can read; the mock API does not check it), or signed out with `null`. Storage is written as a
 * signed-in page has it.
 */
export function signInAs(role: Role | null, who?: StoryIdentity): void {
  for (const key of ['token', 'libraryId', 'userId']) localStorage.removeItem(key);
  getSession().send({ type: 'STORAGE_CHANGED', token: null });
  if (role === null || !who) return;
  const { userId, libraryId } = who;
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const token = unsignedToken({
    userId,
    role,
    exp,
    ...(typeof libraryId === 'number' ? { libraryId } : {}),
  });
  localStorage.setItem('token', token);
  localStorage.setItem('userId', String(userId));
  if (libraryId !== null) localStorage.setItem('libraryId', String(libraryId));
  getSession().send({ type: 'STORAGE_CHANGED', token });
}
