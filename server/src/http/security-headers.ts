import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// The standalone app keeps its token in local storage, so no script may run but its own: no
// inline script, nothing from another origin. Styles may be inline because elements adopt their
// stylesheets at run time; images may be data: URLs (the login background, and covers of a list
// that carries them).
const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// The API answers only JSON: nothing in it may be run or framed at all.
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(request, reply);
    return payload;
  });
}

/** Where an answer goes: the API's JSON, its interactive docs, or the standalone app. */
export type AnswerKind = 'api' | 'docs' | 'app';

const kindOf = (url: string): AnswerKind =>
  url.startsWith('/api/docs') ? 'docs' : url.startsWith('/api/') ? 'api' : 'app';

const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

const BY_KIND: Record<AnswerKind, Readonly<Record<string, string>>> = {
  // An API answer is not stored: it may hold a member's data.
  api: { ...EVERY_ANSWER, 'content-security-policy': API_CSP, 'cache-control': 'no-store' },
  // The docs page sets its own policy for the Swagger UI assets.
  docs: { ...EVERY_ANSWER, 'x-frame-options': 'DENY' },
  app: { ...EVERY_ANSWER, 'content-security-policy': APP_CSP, 'x-frame-options': 'DENY' },
};

/**
 * The security headers of every answer of a kind: the one list, used by the hook and by the answers
 * given outside Fastify (`client-errors.ts`).
 */
export const securityHeaders = (kind: AnswerKind): Readonly<Record<string, string>> =>
  BY_KIND[kind];

/** The headers of every answer, also for those sent before any hook runs (a URL that is bad). */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-request-id', request.id);
  for (const [name, value] of Object.entries(securityHeaders(kindOf(request.url)))) {
    // A route's own caching (the book list's ETag revalidation) stands.
    const kept = name === 'cache-control' ? reply.getHeader(name) : undefined;
    reply.header(name, kept ?? value);
  }
}
