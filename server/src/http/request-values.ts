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
 * Control characters but the tab and the line breaks (C0, DEL and C1): no one types them, a paste
 * may carry them, and stored they are invisible in a title or an address, yet tell it apart from
 * the same text without (two libraries of one name, a blank title).
 */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

/** Fields whose text is not shown nor compared, only checked as it is: a password is anything. */
const OPAQUE = new Set(['password']);

/**
 * Refuses, as the client's error naming the field (`items.0.title`) as validation does, strings
 * that would not be stored as sent: PostgreSQL's text cannot hold U+0000 (the database would fail),
 * and a lone UTF-16 surrogate (`"\ud800"` in JSON) would silently become U+FFFD when encoded; and
 * text with a control character (`CONTROL`) but a password.
 * The walk keeps its own stack: a body nested thousands deep must not overflow the server's.
 */
export function refuseUnstorableText(body: unknown): void {
  const pending: [value: unknown, field: string][] = [[body, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, field] = next;
    if (typeof value === 'string') {
      const control = !OPAQUE.has(field) && CONTROL.exec(value)?.[0];
      const unstorable = value.includes('\u0000')
        ? 'a NUL character (U+0000), which text cannot hold'
        : !value.isWellFormed()
          ? 'a lone UTF-16 surrogate, which is not text'
          : control &&
            `a control character (U+${control.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}), which text here cannot hold`;
      if (unstorable) throw badRequest(`${field || 'The body'} contains ${unstorable}.`);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        pending.push([inner, field ? `${field}.${key}` : key]);
      }
    }
  }
}
