import { isUtf8 } from 'node:buffer';
import { badRequest } from './errors.ts';

/**
 * The text of bytes that must be UTF-8, refusing any that are not (`\xff`, an overlong `\xc0\xaf`)
 * instead of storing U+FFFD in their place, as decoding would silently.
 */
export function decodeUtf8(bytes: Buffer, field?: string): string {
  if (!isUtf8(bytes)) throw badRequest(`${field ?? 'The body'} is not valid UTF-8.`);
  return bytes.toString('utf8');
}

/**
 * Refuses, as the client's error naming the field (`items.0.title`) as validation does, strings
 * that would not be stored as sent: PostgreSQL's text cannot hold U+0000 (the database would fail),
 * and a lone UTF-16 surrogate (`"\ud800"` in JSON) would silently become U+FFFD when encoded.
 * The walk keeps its own stack: a body nested thousands deep must not overflow the server's.
 */
export function refuseUnstorableText(body: unknown): void {
  const pending: [value: unknown, field: string][] = [[body, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, field] = next;
    if (typeof value === 'string') {
      const unstorable = value.includes('\u0000')
        ? 'a NUL character (U+0000), which text cannot hold'
        : !value.isWellFormed() && 'a lone UTF-16 surrogate, which is not text';
      if (unstorable) throw badRequest(`${field || 'The body'} contains ${unstorable}.`);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        pending.push([inner, field ? `${field}.${key}` : key]);
      }
    }
  }
}
