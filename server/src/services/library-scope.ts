import { forbidden } from '../http/errors.ts';
import type { Principal } from './principal.ts';

export const NO_LIBRARY_YET =
  'You are not the administrator of a library yet: a platform administrator assigns you one.';

/**
 * Which library a request may see. A member or administrator of a library sees only that one
 * (asking for another is 403), an administrator without one nothing (403); everyone else sees the
 * one they ask for, or all (undefined).
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
 * A signed-in member or administrator may look only at their own library's things; an
 * administrator without a library at none (as `scopeLibrary`).
 */
export function assertMayView(principal: Principal | null, libraryId: number, what: string): void {
  refuseAdminWithoutLibrary(principal);
  if (
    principal &&
    (principal.role === 'USER' || principal.role === 'ADMIN') &&
    principal.libraryId !== null &&
    principal.libraryId !== libraryId
  ) {
    throw forbidden(`That ${what} belongs to another library.`);
  }
}

/** An administrator a platform administrator has not yet given a library sees no library's books. */
function refuseAdminWithoutLibrary(principal: Principal | null): void {
  if (principal?.role === 'ADMIN' && principal.libraryId === null) throw forbidden(NO_LIBRARY_YET);
}
