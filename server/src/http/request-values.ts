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

/** Path parameters, and query parameters named `…Id`, are ids. */
const isIdName = (name: string) => name === 'id' || name.endsWith('Id');

/**
 * Ids are written in digits (a sign is left to the schema's minimum to refuse): not whatever
 * `Number()` reads in a string (`0x10`, `1e3`, ` 1`), which the parameters' type coercion would
 * take.
 */
export function refuseLooseIds(params: unknown, query: unknown): void {
  const values = [
    ...Object.entries(params ?? {}),
    ...Object.entries(query ?? {}).filter(([name]) => isIdName(name)),
  ];
  for (const [name, value] of values) {
    if (name !== '*' && typeof value === 'string' && !/^-?\d+$/.test(value)) {
      throw badRequest(`${name} must be integer`);
    }
  }
}
