import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// The standalone app keeps its token in local storage, so no script may run but its own: no
// inline script, nothing from another origin. Styles may be inline because elements adopt their
// stylesheets at run time; images may be data: URLs (the books' base64 covers).
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

/** The headers of every answer, also for those sent before any hook runs (a URL that is bad). */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'no-referrer');
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('x-request-id', request.id);
  const url = request.url;
  if (url.startsWith('/api/docs')) {
    // The docs page sets its own policy for the Swagger UI assets.
    reply.header('x-frame-options', 'DENY');
  } else if (url.startsWith('/api/')) {
    reply.header('content-security-policy', API_CSP);
    reply.header('cache-control', reply.getHeader('cache-control') ?? 'no-store');
  } else {
    reply.header('content-security-policy', APP_CSP);
    reply.header('x-frame-options', 'DENY');
  }
}
