import { badRequest } from './errors.ts';

/**
 * PostgreSQL's text cannot hold U+0000, so a value carrying one would fail in the database.
 * Refuses it up front as the client's error, naming the field (`items.0.title`), as validation does.
 */
export function refuseNulCharacters(value: unknown, field = ''): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) {
      throw badRequest(
        `${field || 'The body'} contains a NUL character (U+0000), which text cannot hold.`,
      );
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      refuseNulCharacters(inner, field ? `${field}.${key}` : key);
    }
  }
}

/**
 * Every path parameter of the contract is an id, written in digits: not whatever `Number()` reads
 * in a string (`0x10`, `1e3`, ` 1`), which the parameters' type coercion would take.
 */
export function refuseLooseIds(params: unknown): void {
  for (const [name, value] of Object.entries(params ?? {})) {
    if (name !== '*' && typeof value === 'string' && !/^\d+$/.test(value)) {
      throw badRequest(`${name} must be integer`);
    }
  }
}
