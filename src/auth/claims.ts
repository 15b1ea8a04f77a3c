import type { components } from '../api/schema';

export type Role = components['schemas']['Role'];
export const ROLES: readonly Role[] = ['USER', 'ADMIN', 'DELIVERY_PARTNER', 'SUPER_ADMIN'];

export interface TokenClaims {
  userId: number | null;
  libraryId: number | null;
  role: Role | null;
  /** Expiry in seconds since the epoch, when the token has one. */
  exp: number | null;
}

/**
 * Reads the claims of a three-part signed token's middle part. The signature is the server's to
 * check; the client only needs the claims. Returns `null` (and logs) when the token cannot be read.
 */
export function readClaims(
  token: string,
  log: (...args: unknown[]) => void = console.error,
): TokenClaims | null {
  try {
    const parts = token.split('.');
    if (parts.length !== 3 || !parts[1]) throw new Error('not a three-part token');
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    if (typeof payload !== 'object' || payload === null)
      throw new Error('claims are not an object');
    const claims = payload as Record<string, unknown>;
    return {
      userId: asId(claims.userId),
      libraryId: asId(claims.libraryId),
      role: roleOf(claims),
      exp: typeof claims.exp === 'number' ? claims.exp : null,
    };
  } catch (error) {
    log('Failed to decode token', error);
    return null;
  }
}

/** `role` first, otherwise the first entry of `roles`, otherwise none (spec section 4). */
function roleOf(claims: Record<string, unknown>): Role | null {
  const candidate = claims.role ?? (Array.isArray(claims.roles) ? claims.roles[0] : undefined);
  return typeof candidate === 'string' && (ROLES as readonly string[]).includes(candidate)
    ? (candidate as Role)
    : null;
}

function asId(value: unknown): number | null {
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

// `atob` takes base64 without its padding (the forgiving decode of the HTML standard).
function decodeBase64Url(part: string): string {
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function isExpired(claims: TokenClaims, nowMs: number): boolean {
  return claims.exp !== null && claims.exp * 1000 <= nowMs;
}
