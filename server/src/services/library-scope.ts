import { forbidden } from '../http/errors.ts';
import type { Principal } from './principal.ts';

export const NO_LIBRARY =
  'You are not the administrator of any library: a platform administrator assigns you one.';

/**
 * Which library's catalogue a request lists. The catalogue is public: a visitor, and a member too
 * (of one library, reading another's site), sees the library they ask for, and a member who asks
 * for none their own. An administrator manages their library's books and sees only those (as
 * `scopeLibrary`).
 */
export function catalogueLibrary(
  principal: Principal | null,
  requested: number | undefined,
): number | undefined {
  if (principal?.role === 'USER' && requested !== undefined) return requested;
  return scopeLibrary(principal, requested);
}

/**
 * Which library a request may see of what is a library's own (its analytics). A member or
 * administrator of a library sees only that one (asking for another is 403), an administrator
 * without one nothing (403); everyone else sees the one they ask for, or all (undefined).
 */
export function scopeLibrary(
  principal: Principal | null,
  requested: number | undefined,
): number | undefined {
  refuseAdminWithoutLibrary(principal);
  const bound =
    principal &&
    (principal.role === 'USER' || principal.role === 'ADMIN') &&
    principal.libraryId !== null;
  if (!bound) return requested;
  if (requested !== undefined && requested !== principal.libraryId) {
    throw forbidden(`libraryId ${requested} is not your library.`);
  }
  return principal.libraryId!;
}

/**
 * An administrator may look only at their own library's books; an administrator without a
 * library at none (as `catalogueLibrary`). A book is anyone else's to look at.
 */
export function assertMayView(principal: Principal | null, libraryId: number, what: string): void {
  refuseAdminWithoutLibrary(principal);
  if (
    principal?.role === 'ADMIN' &&
    principal.libraryId !== null &&
    principal.libraryId !== libraryId
  ) {
    throw forbidden(`That ${what} belongs to another library.`);
  }
}

/** An administrator a platform administrator has not yet given a library sees no library's books. */
function refuseAdminWithoutLibrary(principal: Principal | null): void {
  if (principal?.role === 'ADMIN' && principal.libraryId === null) throw forbidden(NO_LIBRARY);
}
