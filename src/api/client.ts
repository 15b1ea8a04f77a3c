import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';
import { authMiddleware, xsrfMiddleware } from './middleware';
import { documentCookies, readCookie } from './cookies';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Prepended to every path: `''` for the page's own origin, or e.g. `https://api.example.org`. */
  baseUrl: string;
  /** The stored session token, read on every request. */
  getToken: () => string | null;
  /** Called when an answer to any call but the login is 401: the session is over on the server. */
  onUnauthorized?: () => void;
  /** The page's cookies; `document.cookie` by default. */
  cookies?: () => string;
  fetch?: (input: Request) => Promise<Response>;
  Request?: typeof Request;
  /** How long the page's `fetch` may take before the call fails as unreachable. */
  timeoutMs?: number;
}

/**
 * A call the server has not begun to answer after a minute fails as if the server were
 * unreachable, so no screen waits for good on a server that hangs: it says so and offers to retry.
 * Only the wait for the answer counts, not its download (a catalogue's covers on a slow link).
 */
export const REQUEST_TIMEOUT_MS = 60_000;

/** `fetch` with the timeout above; an abort by the caller's own signal still goes through. */
function fetchWithin(request: Request, ms: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  request.signal.addEventListener('abort', () => controller.abort(request.signal.reason));
  return globalThis
    .fetch(request, { signal: controller.signal })
    .finally(() => clearTimeout(timer));
}

/** The typed client of `openapi.yaml`, with the header rules of spec section 7. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const cookies = options.cookies ?? documentCookies;
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    // Read through globalThis at call time so test doubles and service workers see the call.
    fetch:
      options.fetch ?? ((request) => fetchWithin(request, options.timeoutMs ?? REQUEST_TIMEOUT_MS)),
    ...(options.Request ? { Request: options.Request } : {}),
  });
  client.use(
    authMiddleware({
      getToken: options.getToken,
      onUnauthorized: options.onUnauthorized ?? (() => {}),
    }),
    xsrfMiddleware({ readCookie: (name) => readCookie(name, cookies()) }),
  );
  return client;
}
