import { badRequest } from './errors.ts';

/**
 * PostgreSQL's text cannot hold U+0000, so a value carrying one would fail in the database.
 * Refuses it up front as the client's error, naming the field (`items.0.title`), as validation does.
 * The walk keeps its own stack: a body nested thousands deep must not overflow the server's.
 */
export function refuseNulCharacters(body: unknown): void {
  const pending: [value: unknown, field: string][] = [[body, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, field] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) {
        throw badRequest(
          `${field || 'The body'} contains a NUL character (U+0000), which text cannot hold.`,
        );
      }
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        pending.push([inner, field ? `${field}.${key}` : key]);
      }
    }
  }
}
