import type { Middleware } from 'openapi-fetch';

/** Requests to this path never carry the stored token (spec section 7). */
export const LOGIN_PATH = '/api/auth/login';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * Adds `Authorization: Bearer <token>` to every request except the login call, when a token is
 * stored; and reports a 401 answer to any other call, so the session can end: its token was
 * refused, or went unsent as it had expired or was no longer stored (a page that cleared storage).
 * An answer to a call of an earlier session (signed in again since it went) ends nothing.
 */
export function authMiddleware(options: {
  getToken: () => string | null;
  onUnauthorized: () => void;
}): Middleware {
  const sentWith = new Map<string, string | null>();
  return {
    onRequest({ request, id }) {
      if (request.url.includes(LOGIN_PATH)) return undefined;
      const token = options.getToken();
      sentWith.set(id, token);
      if (!token) return undefined;
      request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    onResponse({ response, id }) {
      // The login call is never recorded: its 401 is a wrong password, not an ended session.
      const token = sentWith.get(id);
      sentWith.delete(id);
      if (response.status === 401 && token === options.getToken()) options.onUnauthorized();
      return undefined;
    },
    onError({ id }) {
      sentWith.delete(id);
      return undefined;
    },
  };
}

/**
 * Adds `X-XSRF-TOKEN` from the `XSRF-TOKEN` cookie to every state-changing request to a relative
 * URL (a base URL without scheme and host), as browsers only share that cookie with the page's own
 * origin. Absolute URLs, GET and HEAD go out unchanged.
 */
export function xsrfMiddleware(options: {
  readCookie: (name: string) => string | undefined;
}): Middleware {
  return {
    onRequest({ request, options: clientOptions }) {
      if (request.method === 'GET' || request.method === 'HEAD') return undefined;
      if (isAbsoluteUrl(clientOptions.baseUrl)) return undefined;
      const token = options.readCookie(XSRF_COOKIE);
      if (!token || request.headers.has(XSRF_HEADER)) return undefined;
      request.headers.set(XSRF_HEADER, token);
      return request;
    },
  };
}

export function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z\d+\-.]*:/i.test(url) || url.startsWith('//');
}
