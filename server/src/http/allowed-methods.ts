import type { FastifyInstance, FastifyReply } from 'fastify';
import { loadContract } from '../contract/contract.ts';

type Methods = ReadonlySet<string>;

/**
 * The methods of the contract's paths: those written out (`/api/books/with-image`) by path, and
 * the templates (`/api/books/{id}`) as expressions. HEAD comes with GET.
 */
function contractMethods(): { exact: Map<string, Methods>; templates: [RegExp, Methods][] } {
  const exact = new Map<string, Set<string>>();
  const templates = new Map<string, Set<string>>();
  for (const { path, method } of loadContract().operations) {
    const byPath = path.includes('{') ? templates : exact;
    const methods = byPath.get(path) ?? new Set<string>();
    methods.add(method);
    if (method === 'GET') methods.add('HEAD');
    byPath.set(path, methods);
  }
  return {
    exact,
    templates: [...templates].map(([path, methods]) => [
      new RegExp(`^${path.replace(/\{[^/}]+\}/g, '[^/]+')}$`),
      methods,
    ]),
  };
}

/**
 * Answers a method a path of the contract does not take with 405 and `Allow`, rather than 404 as
 * if the path were not there, or 400 as if it were an id. A path written out in the contract takes
 * only its own methods, though a template matches it too: a hook answers it, as the router would
 * give GET `/api/books/with-image` to the book template (a book called "with-image"); a map lookup
 * per request. The not-found handler answers the rest, from the templates. A preflight (OPTIONS)
 * is CORS's to answer, or to leave unanswered (404).
 */
export function installMethodNotAllowed(app: FastifyInstance): void {
  const { exact, templates } = contractMethods();
  const refuse = (reply: FastifyReply, path: string, method: string, allowed: Methods) => {
    const allow = [...allowed].join(', ');
    return reply
      .code(405)
      .header('allow', allow)
      .send({ error: 'METHOD_NOT_ALLOWED', message: `${path} takes ${allow}, not ${method}.` });
  };
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const own = exact.get(path);
    if (own && request.method !== 'OPTIONS' && !own.has(request.method)) {
      return refuse(reply, path, request.method, own);
    }
  });
  const templateMethods = (path: string) =>
    new Set(templates.flatMap(([pattern, methods]) => (pattern.test(path) ? [...methods] : [])));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    // The spec spells the platform administrator's paths both ways (`/superadmin/libraries`,
    // `/super-admin/libraries/assign-admin`): a call in the other spelling is told the right one.
    const respelled = path.replace(/^\/api\/super-?admin\//, (prefix) =>
      prefix === '/api/superadmin/' ? '/api/super-admin/' : '/api/superadmin/',
    );
    const { method } = request;
    if (
      respelled !== path &&
      (exact.get(respelled)?.has(method) || templateMethods(respelled).has(method))
    ) {
      return reply.code(404).send({
        error: 'NOT_FOUND',
        message: `There is no ${method} ${path}; the call is ${method} ${respelled}.`,
      });
    }
    const allowed = templateMethods(path);
    if (request.method !== 'OPTIONS' && allowed.size > 0 && !allowed.has(request.method)) {
      return refuse(reply, path, request.method, allowed);
    }
    return reply
      .code(404)
      .send({ error: 'NOT_FOUND', message: `There is no ${request.method} ${path}.` });
  });
}
