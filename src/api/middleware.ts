import type { Middleware } from 'openapi-fetch';

/** Requests to this path never carry the stored token (spec section 7). */
export const LOGIN_PATH = '/api/auth/login';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * Adds `Authorization: Bearer <token>` to every request except the login call, when a token is
 * stored; and reports a 401 answer to a request that carried one, so the session can end.
 */
export function authMiddleware(options: {
  getToken: () => string | null;
  onUnauthorized: () => void;
}): Middleware {
  const sentWithToken = new Set<string>();
  return {
    onRequest({ request, id }) {
      if (request.url.includes(LOGIN_PATH)) return undefined;
      const token = options.getToken();
      if (!token) return undefined;
      request.headers.set('Authorization', `Bearer ${token}`);
      sentWithToken.add(id);
      return request;
    },
    onResponse({ response, id }) {
      const hadToken = sentWithToken.delete(id);
      if (response.status === 401 && hadToken) options.onUnauthorized();
      return undefined;
    },
    onError({ id }) {
      sentWithToken.delete(id);
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
