import type { FastifyInstance, FastifyReply } from 'fastify';
import { loadContract } from '../contract/contract.ts';

/**
 * The methods the contract has for a request path, so that a path the API has, asked with another
 * method, is 405 with `Allow` rather than 404 as if it were not there, or 400 as if it were an id.
 * A path written out in the contract (`/api/books/with-image`) takes only its own methods, though
 * a template (`/api/books/{id}`) matches it too. HEAD comes with GET.
 */
export function methodsFor(): (path: string) => string[] {
  const exact = new Map<string, Set<string>>();
  const templates = new Map<string, Set<string>>();
  for (const { path, method } of loadContract().operations) {
    const byPath = path.includes('{') ? templates : exact;
    const methods = byPath.get(path) ?? new Set<string>();
    methods.add(method);
    if (method === 'GET') methods.add('HEAD');
    byPath.set(path, methods);
  }
  const patterns = [...templates].map(
    ([path, methods]) =>
      [new RegExp(`^${path.replace(/\{[^/}]+\}/g, '[^/]+')}$`), methods] as const,
  );
  return (path) => {
    const own = exact.get(path);
    if (own) return [...own];
    return [
      ...new Set(
        patterns.flatMap(([pattern, methods]) => (pattern.test(path) ? [...methods] : [])),
      ),
    ];
  };
}

/**
 * Answers a method a path of the contract does not take with 405 and `Allow`: from a hook for a
 * path the router gives to a template of another method (GET `/api/books/with-image` would be a
 * book called "with-image"), and from the not-found handler for the rest. A preflight (OPTIONS) is
 * CORS's to answer, or to leave unanswered (404).
 */
export function installMethodNotAllowed(app: FastifyInstance): void {
  const allowedMethods = methodsFor();
  const refused = (path: string, method: string) => {
    if (method === 'OPTIONS') return null;
    const allowed = allowedMethods(path);
    return allowed.length > 0 && !allowed.includes(method) ? allowed : null;
  };
  const answer = (reply: FastifyReply, path: string, method: string, allowed: string[]) =>
    reply
      .code(405)
      .header('allow', allowed.join(', '))
      .send({
        error: 'METHOD_NOT_ALLOWED',
        message: `${path} takes ${allowed.join(', ')}, not ${method}.`,
      });
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const allowed = refused(path, request.method);
    if (allowed) return answer(reply, path, request.method, allowed);
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const allowed = refused(path, request.method);
    if (allowed) return answer(reply, path, request.method, allowed);
    return reply
      .code(404)
      .send({ error: 'NOT_FOUND', message: `There is no ${request.method} ${path}.` });
  });
}
