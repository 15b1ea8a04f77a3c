import { describe, expect, it, vi } from 'vitest';
import { isExpired, readClaims } from './claims';
import { unsignedToken as tokenWith } from './unsignedToken';

describe('readClaims', () => {
  it('reads userId, libraryId, role and exp', () => {
    const claims = readClaims(tokenWith({ userId: 7, libraryId: 2, role: 'ADMIN', exp: 100 }));
    expect(claims).toEqual({ userId: 7, libraryId: 2, role: 'ADMIN', exp: 100 });
  });

  it('uses the first entry of roles when there is no role', () => {
    expect(readClaims(tokenWith({ roles: ['DELIVERY_PARTNER', 'USER'] }))?.role).toBe(
      'DELIVERY_PARTNER',
    );
  });

  it('prefers role over roles', () => {
    expect(readClaims(tokenWith({ role: 'USER', roles: ['ADMIN'] }))?.role).toBe('USER');
  });

  it('gives no role when neither is present or the role is unknown', () => {
    expect(readClaims(tokenWith({ userId: 1 }))?.role).toBeNull();
    expect(readClaims(tokenWith({ role: 'ROOT' }))?.role).toBeNull();
  });

  it('reads ids given as numeric strings', () => {
    expect(readClaims(tokenWith({ userId: '12', libraryId: '3' }))).toMatchObject({
      userId: 12,
      libraryId: 3,
    });
  });

  it('decodes UTF-8 claims', () => {
    expect(readClaims(tokenWith({ role: 'USER', name: 'Zoë' }))?.role).toBe('USER');
  });

  it('returns null and logs an error for an unreadable token', () => {
    const log = vi.fn();
    expect(readClaims('not-a-token', log)).toBeNull();
    expect(readClaims('a.%%%.c', log)).toBeNull();
    expect(readClaims(`a.${Buffer.from('"text"').toString('base64url')}.c`, log)).toBeNull();
    expect(log).toHaveBeenCalledTimes(3);
  });
});

describe('isExpired', () => {
  it('compares exp (seconds) with now (milliseconds)', () => {
    const claims = { userId: 1, libraryId: 1, role: null, exp: 1000 };
    expect(isExpired(claims, 999_999)).toBe(false);
    expect(isExpired(claims, 1_000_000)).toBe(true);
    expect(isExpired({ ...claims, exp: null }, 5e12)).toBe(false);
  });
});
