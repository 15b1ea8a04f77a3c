import type { FastifyInstance, FastifyReply } from 'fastify';
import { loadContract } from '../contract/contract.ts';
import { setCorsHeaders } from './cors.ts';

type Methods = ReadonlySet<string>;

/**
 * The methods of the contract's paths: those written out (`/api/books/with-image`) by path, and
 * the templates (`/api/books/{id}`) as expressions. HEAD comes with GET.
 */
function contractMethods(): {
  exact: Map<string, Methods>;
  templates: [RegExp, Methods][];
  emptyParameter: RegExp[];
} {
  const exact = new Map<string, Set<string>>();
  const templates = new Map<string, Set<string>>();
  for (const { path, method } of loadContract().operations) {
    const byPath = path.includes('{') ? templates : exact;
    const methods = byPath.get(path) ?? new Set<string>();
    methods.add(method);
    if (method === 'GET') methods.add('HEAD');
    byPath.set(path, methods);
  }
  const pattern = (path: string, parameter: string) =>
    new RegExp(`^${path.replace(/\{[^/}]+\}/g, parameter)}$`);
  return {
    exact,
    templates: [...templates].map(([path, methods]) => [pattern(path, '[^/]+'), methods]),
    // A template whose parameter is left empty (`/api/books/`), which the router would take.
    emptyParameter: [...templates.keys()].map((path) => pattern(path, '[^/]*')),
  };
}

/** The methods the contract's path `path` takes (none for a path not in it). */
function methodsOfPath({
  exact,
  templates,
}: ReturnType<typeof contractMethods>): (path: string) => Methods | undefined {
  return (path) => {
    const own = exact.get(path);
    if (own) return own;
    const matched = templates.flatMap(([pattern, methods]) =>
      pattern.test(path) ? [...methods] : [],
    );
    return matched.length > 0 ? new Set(matched) : undefined;
  };
}

function refuse(reply: FastifyReply, path: string, method: string, allowed: Methods) {
  const allow = [...allowed].join(', ');
  return reply
    .code(405)
    .header('allow', allow)
    .send({ error: 'METHOD_NOT_ALLOWED', message: `${path} takes ${allow}, not ${method}.` });
}

const notThere = (reply: FastifyReply, method: string, path: string) =>
  reply.code(404).send({ error: 'NOT_FOUND', message: `There is no ${method} ${path}.` });

/**
 * An OPTIONS request that is no CORS preflight (it names no `Access-Control-Request-Method`) asks
 * what a path takes: 405 with `Allow` for a path of the contract, 404 for any other, with the CORS
 * headers of the origin. Installed before CORS, which would answer it as a preflight gone wrong
 * (400, in plain text), or for another origin not at all.
 */
export function installOptionsAnswer(app: FastifyInstance, corsOrigins: readonly string[]): void {
  const methodsOf = methodsOfPath(contractMethods());
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS' || request.headers['access-control-request-method']) return;
    setCorsHeaders(request, reply, corsOrigins);
    const path = request.url.split('?')[0]!;
    const allowed = methodsOf(path);
    return allowed ? refuse(reply, path, 'OPTIONS', allowed) : notThere(reply, 'OPTIONS', path);
  });
}

/**
 * Answers a method a path of the contract does not take with 405 and `Allow`, rather than 404 as
 * if the path were not there, or 400 as if it were an id. A path written out in the contract takes
 * only its own methods, though a template matches it too: a hook answers it, as the router would
 * give GET `/api/books/with-image` to the book template (a book called "with-image"); a map lookup
 * per request. The not-found handler answers the rest, from the templates. A path that leaves a
 * template's parameter empty (`/api/books/`) is not there, though the router would take it as an
 * empty id. A preflight (OPTIONS) is CORS's to answer, or to leave unanswered (404).
 */
export function installMethodNotAllowed(app: FastifyInstance): void {
  const contract = contractMethods();
  const { exact, emptyParameter } = contract;
  const methodsOf = methodsOfPath(contract);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    // An empty parameter is an empty segment: only such paths are matched against the templates.
    const emptySegment = path.endsWith('/') || path.includes('//');
    // (No template matches it with a parameter, which takes one character at least.)
    if (emptySegment && emptyParameter.some((pattern) => pattern.test(path))) {
      return notThere(reply, request.method, path);
    }
    const own = exact.get(path);
    if (own && request.method !== 'OPTIONS' && !own.has(request.method)) {
      return refuse(reply, path, request.method, own);
    }
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    // The spec spells the platform administrator's paths both ways (`/superadmin/libraries`,
    // `/super-admin/libraries/assign-admin`): a call in the other spelling is told the right one.
    const respelled = path.replace(/^\/api\/super-?admin\//, (prefix) =>
      prefix === '/api/superadmin/' ? '/api/super-admin/' : '/api/superadmin/',
    );
    const { method } = request;
    if (respelled !== path && methodsOf(respelled)?.has(method)) {
      return reply.code(404).send({
        error: 'NOT_FOUND',
        message: `There is no ${method} ${path}; the call is ${method} ${respelled}.`,
      });
    }
    const allowed = methodsOf(path);
    if (method !== 'OPTIONS' && allowed && !allowed.has(method)) {
      return refuse(reply, path, method, allowed);
    }
    return notThere(reply, method, path);
  });
}
