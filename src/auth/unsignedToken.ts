/**
 * Builds a three-part token with the given claims and a dummy signature. The server rejects it;
 * stories and tests use it to put the client's session into a known state.
 */
export function unsignedToken(claims: object): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.unsigned`;
}

function base64Url(value: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
