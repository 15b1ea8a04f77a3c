import crypto from 'node:crypto';
import type { Role } from '../db/schema.ts';

export interface Claims {
  userId: number;
  libraryId: number | null;
  role: Role;
  iat: number;
  exp: number;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const ROLES: readonly string[] = ['USER', 'ADMIN', 'DELIVERY_PARTNER', 'SUPER_ADMIN'];

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

function sign(input: string, secret: Buffer): Buffer {
  return crypto.createHmac('sha256', secret).update(input).digest();
}

export function signToken(
  claims: Pick<Claims, 'userId' | 'libraryId' | 'role'>,
  secret: Buffer,
  lifetimeSeconds: number,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const payload = base64url(JSON.stringify({ ...claims, iat, exp: iat + lifetimeSeconds }));
  const signature = sign(`${HEADER}.${payload}`, secret).toString('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

/**
 * Verifies an HS256 token and returns its claims, or null for anything else: another algorithm
 * (`none` included), a bad signature, an expired token, claims of the wrong shape, garbage.
 */
export function verifyToken(token: string, secret: Buffer, now = Date.now()): Claims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];

  const headerJson = parseJson(header);
  if (!isObject(headerJson) || headerJson.alg !== 'HS256') return null;

  // Compared as text: the one canonical base64url spelling (no padding, no `+` or `/`) only.
  const expected = Buffer.from(sign(`${header}.${payload}`, secret).toString('base64url'));
  const actual = Buffer.from(signature);
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return null;

  const claims = parseJson(payload);
  if (!isObject(claims)) return null;
  const { userId, libraryId, role, iat, exp } = claims;
  if (!Number.isSafeInteger(userId) || (userId as number) < 1) return null;
  if (libraryId !== null && !Number.isSafeInteger(libraryId)) return null;
  if (typeof role !== 'string' || !ROLES.includes(role)) return null;
  if (typeof exp !== 'number' || exp * 1000 <= now) return null;
  return {
    userId: userId as number,
    libraryId: libraryId as number | null,
    role: role as Role,
    iat: typeof iat === 'number' ? iat : 0,
    exp,
  };
}

function parseJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
