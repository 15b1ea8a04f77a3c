import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// What a page of an allowed origin may read of an answer besides its body.
const EXPOSED_HEADERS = ['ETag', 'Retry-After', 'X-Request-Id'].join(', ');

/** Whether a page of `origin` may call the API: it is one of `origins` (CORS_ORIGINS), exactly. */
function allows(origins: readonly string[], origin: string | undefined): boolean {
  return origin !== undefined && origins.includes(origin);
}

/**
 * Answers CORS for the pages of `origins`: their requests get `Access-Control-Allow-Origin` and
 * their preflights an answer. A page of any other origin gets no CORS header at all, and its
 * preflight the 404 of an operation that is not there.
 */
export async function installCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  await app.register(cors, {
    origin: origins.length ? (origin, answer) => answer(null, allows(origins, origin)) : false,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-XSRF-TOKEN', 'X-Request-Id'],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
}

/**
 * The CORS headers `installCors` gives an answer, for an answer sent before any hook runs (a URL
 * that does not decode): without them a page of an allowed origin could not read why it failed.
 */
export function setCorsHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  origins: readonly string[],
): void {
  if (origins.length === 0) return;
  // The answer depends on the origin, so caches must keep one per origin.
  reply.header('vary', 'Origin');
  const origin = request.headers.origin;
  if (!allows(origins, origin)) return;
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-expose-headers', EXPOSED_HEADERS);
}
