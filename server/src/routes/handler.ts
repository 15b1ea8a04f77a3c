import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.ts';
import type { Principal } from '../services/principal.ts';
import type { Services } from '../services/services.ts';

/** A route handler, registered under its operation's `operationId`. */
export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export type HandlerGroup = (services: Services) => Record<string, Handler>;

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The caller of an operation that requires one (the auth hook has already checked its role). */
export function caller(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** Sends JSON that is already serialised, with an ETag the client can revalidate against. */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  list: { json: string; etag: string },
) {
  reply.header('etag', list.etag).header('cache-control', 'no-cache');
  if (noneMatchHits(request.headers['if-none-match'], list.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(list.json);
}

/**
 * Whether an `If-None-Match` header names the ETag: `*`, or any tag of its list (a cache holding
 * several versions sends them all), compared weakly as RFC 9110 (13.1.2) says: `W/"x"` is `"x"`.
 */
export function noneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const listed = [header].flat().join(', ');
  if (listed.trim() === '*') return true;
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  return (listed.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === opaque(etag));
}
