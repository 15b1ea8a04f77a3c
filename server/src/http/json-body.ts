import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError, unsupportedMediaType } from './errors.ts';
import { decodeUtf8 } from './request-values.ts';

/** The `charset` parameter of a Content-Type, quoted or not. */
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

/**
 * Parses JSON bodies with Fastify's own parser, which refuses keys that could change what objects
 * inherit once a body is merged into one (`__proto__`, `prototype` inside `constructor`). An empty
 * body is no body (a POST without one, as `completeTask` is often sent), not bad JSON: an operation
 * that takes one says it is missing. JSON is UTF-8: the bytes are checked before they are decoded
 * (see decodeUtf8), and a body said to be in another charset is 415 rather than misread. A JSON
 * body to the operation that takes a form is 415 whatever it holds: its type is the trouble, not
 * its content.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (request.routeOptions.config.bodyType === 'form') {
      return done(unsupportedMediaType('form'), undefined);
    }
    if (bytes.length === 0) return done(null, undefined);
    const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1];
    if (charset && !/^(utf-?8|(us-)?ascii)$/i.test(charset)) {
      return done(
        new HttpError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          `A JSON body is UTF-8 (charset=utf-8), not charset=${charset}.`,
        ),
        undefined,
      );
    }
    let text: string;
    try {
      text = decodeUtf8(bytes);
    } catch (error) {
      return done(error as Error, undefined);
    }
    return parseJson(request, text, (error, value) =>
      error ? done(refusedKey(text) ?? error, undefined) : done(null, value),
    );
  });
}

/**
 * For a body the parser refused that is valid JSON nonetheless, the key it refused, named: the
 * sender learns that the key is the trouble, not the JSON.
 */
function refusedKey(text: string): HttpError | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return badRequest(
    hasKey(value, '__proto__')
      ? 'A key named __proto__ is not accepted.'
      : 'A key named prototype inside one named constructor (constructor.prototype) is not accepted.',
  );
}

/** Whether `key` is an own key of `value` or of any object within it, at any depth. */
function hasKey(value: unknown, key: string): boolean {
  // The walk keeps its own stack: a body nested thousands deep must not overflow the server's.
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null) continue;
    if (Object.hasOwn(next, key)) return true;
    for (const inner of Object.values(next)) pending.push(inner);
  }
  return false;
}
