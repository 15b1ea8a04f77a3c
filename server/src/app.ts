import fs from 'node:fs';
import crypto from 'node:crypto';
import type { ServerOptions } from 'node:http';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { LoginLimiter, type LoginLimits } from './auth/login-limiter.ts';
import { RegistrationLimiter, type RegistrationLimits } from './auth/registration-limiter.ts';
import { loadContract } from './contract/contract.ts';
import { registerRoutes } from './contract/register-routes.ts';
import { validatorCompiler } from './contract/validation.ts';
import type { Database } from './db/database.ts';
import { installMethodNotAllowed, installOptionsAnswer } from './http/allowed-methods.ts';
import { answerClientError, answerConnect, answerUnmetExpectation } from './http/client-errors.ts';
import { installCors, setCorsHeaders } from './http/cors.ts';
import { badRequest } from './http/errors.ts';
import { installErrorHandlers } from './http/error-handler.ts';
import { installJsonParser } from './http/json-body.ts';
import { installSecurityHeaders, setSecurityHeaders } from './http/security-headers.ts';
import { refuseUnstorableText } from './http/request-values.ts';
import { refuseWhileClosing } from './http/shutdown.ts';
import { allHandlers } from './routes/index.ts';
import { MAX_IMAGE_BYTES } from './services/images.ts';
import { createServices } from './services/services.ts';

export interface AppOptions {
  database: Database;
  jwtSecret: Buffer;
  tokenLifetimeSeconds?: number;
  logger?: FastifyServerOptions['logger'];
  /** Origins allowed to call the API from a browser, besides the server's own. */
  corsOrigins?: string[];
  /** The standalone app's build, served at `/` when the folder exists. */
  staticDir?: string;
  loginLimits?: LoginLimits;
  registrationLimits?: RegistrationLimits;
  trustProxy?: boolean | number | string;
  /** How long a request, its body included, may take to arrive: 408 after that. */
  requestTimeoutMs?: number;
  /** How long `/api/health` waits for the database: 503 after that. */
  healthTimeoutMs?: number;
}

// A JSON book may carry a 2 MiB cover in base64 (4/3 larger) besides its fields.
const JSON_BODY_LIMIT = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;

// Node's own default, which Fastify turns off (0): without it a body sent a byte at a time holds
// its connection forever.
const REQUEST_TIMEOUT_MS = 300_000;

/** Node's server options that make `requestTimeout` hold as given, a short one too. */
function timeoutOptions(requestTimeout: number): ServerOptions {
  return {
    // Node's default, but never above the request's: Node swaps the two when it is, and a short
    // request timeout would become 60 s.
    headersTimeout: Math.min(60_000, requestTimeout),
    // Node looks for expired requests this often (30 s by default): a quarter of the timeout, or
    // Node's default when the timeout is off (0).
    connectionsCheckingInterval: Math.min(30_000, Math.ceil(requestTimeout / 4)) || 30_000,
    // Node would answer an HTTP/1.1 request without a Host header with a bare 400 of its own; the
    // hook in buildApp answers it in the contract's shape instead.
    requireHostHeader: false,
  };
}

/**
 * Fastify's trust setting for a number of proxies: the socket's peer and the X-Forwarded-For
 * entries they appended (the last `hops - 1`) are theirs, the entry before them the client's.
 * Fastify itself trusts no one for a bare number; addresses and `true` it takes as they are.
 */
function trustedProxies(
  trust: boolean | number | string,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/**
 * The query parameters the route's operation takes. Any other is ignored, whatever it holds: a
 * NUL in a parameter nobody reads is no reason to refuse the request.
 */
function takenQuery(request: FastifyRequest): Record<string, unknown> {
  const schema = request.routeOptions.schema?.querystring as { properties?: object } | undefined;
  const query = (request.query ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(schema?.properties ?? {})
      .filter((name) => Object.hasOwn(query, name))
      .map((name) => [name, query[name]]),
  );
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const corsOrigins = options.corsOrigins ?? [];
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout,
    http: timeoutOptions(requestTimeout),
    trustProxy: trustedProxies(options.trustProxy ?? false),
    // The router's default (100 characters) would make a longer path parameter a route that does
    // not exist (404); the contract's validation names it instead (`id must be at most …`). The
    // request line is bounded by the 16 KiB header limit anyway.
    routerOptions: { maxParamLength: 16 * 1024 },
    // Fastify's own 503 while closing skips every hook (no CORS or security headers, its own
    // body); `refuseWhileClosing` answers it instead.
    return503OnClosing: false,
    // A URL that does not decode (`/api/books/%`) is the client's error, in the contract's shape;
    // anything else failing before routing is the server's. No hook runs for these answers: their
    // headers are set here.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request, reply as FastifyReply);
      setCorsHeaders(request, reply as FastifyReply, corsOrigins);
      if (error.code === 'FST_ERR_BAD_URL') {
        return (reply as FastifyReply)
          .code(400)
          .send({ error: 'BAD_REQUEST', message: 'The URL is not valid.' });
      }
      request.log.error({ err: error }, 'request failed before routing');
      return (reply as FastifyReply)
        .code(500)
        .send({ error: 'INTERNAL_ERROR', message: 'Something went wrong on the server.' });
    },
    // Requests Node's parser refuses (oversized headers, broken framing) in the contract's shape.
    clientErrorHandler: answerClientError,
    // A caller's X-Request-Id (from a proxy or the kit) is kept to trace a request across
    // systems, but only if it is a plain token: it goes into every log line.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given)
        ? given
        : crypto.randomUUID();
    },
  });
  app.server.on('checkExpectation', answerUnmetExpectation);
  app.server.on('connect', answerConnect);
  app.decorateRequest('principal', null);
  app.setValidatorCompiler(validatorCompiler);
  installErrorHandlers(app);
  installSecurityHeaders(app);

  // The API takes JSON (and multipart for covers) only: other bodies are 415, not strings.
  app.removeContentTypeParser('text/plain');
  installJsonParser(app);

  // HTTP/1.1 requires a Host header (RFC 9112, 3.2); Node checks it only when told to, with no body.
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      throw badRequest('The request is not valid HTTP/1.1: it has no Host header.');
    }
  });

  app.addHook('preValidation', async (request) => {
    refuseUnstorableText(request.body);
    refuseUnstorableText(takenQuery(request));
  });

  installOptionsAnswer(app, corsOrigins);
  await installCors(app, corsOrigins);
  refuseWhileClosing(app);
  // After CORS, whose headers a page of an allowed origin needs to read the 405 too.
  installMethodNotAllowed(app);
  // Answers are JSON, the catalog's with every cover in it: compress them for browsers that ask
  // (brotli at a quality that costs little time per request; the app's files come precompressed).
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 25 },
  });

  const contract = loadContract();
  await app.register(swagger, {
    mode: 'static',
    specification: { document: contract.document as never },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its default policy has the browser fetch the page's files over HTTPS, which a server reached
    // over plain HTTP at another address than loopback (a LAN, a container) does not answer.
    transformStaticCSP: (policy) => policy.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  const services = createServices(
    options.database,
    {
      secret: options.jwtSecret,
      tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 8 * 60 * 60,
      limiter: new LoginLimiter(
        options.loginLimits ?? { windowMs: 15 * 60 * 1000, perAccount: 5, perAddress: 50 },
      ),
      registrations: new RegistrationLimiter(
        options.registrationLimits ?? { windowMs: 10 * 60 * 1000, perAddress: 30 },
      ),
    },
    options.healthTimeoutMs,
  );
  registerRoutes(app, contract, allHandlers(services), services.auth);

  // Under /api/ only the contract's operations exist: anything else is 404 in the contract's
  // shape, not a file the static plugin looks for (`/api//books`).
  app.all('/api/*', (_request, reply) => reply.callNotFound());

  if (options.staticDir && fs.existsSync(options.staticDir)) {
    await app.register(fastifyStatic, {
      root: options.staticDir,
      prefix: '/',
      wildcard: true,
      // The app build writes `.br` and `.gz` beside each file; send those to browsers that take them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Built assets are named by their content's hash: they never change under one name.
        const hashed = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+(\.br|\.gz)?$/.test(filePath);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return app;
}
