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
  /** Called when an answer is 401 to a request that carried the token. */
  onUnauthorized?: () => void;
  /** The page's cookies; `document.cookie` by default. */
  cookies?: () => string;
  fetch?: (input: Request) => Promise<Response>;
  Request?: typeof Request;
}

/** The typed client of `openapi.yaml`, with the header rules of spec section 7. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const cookies = options.cookies ?? documentCookies;
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    // Read through globalThis at call time so test doubles and service workers see the call.
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
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
