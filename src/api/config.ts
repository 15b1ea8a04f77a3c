import { isExpired, readClaims } from '../auth/claims';
import { pageSingleton } from '../auth/pageSingleton';
import { clearStorage, pageStorage, readToken } from '../auth/storage';
import { createApiClient, type ApiClient } from './client';

interface ApiConfig {
  baseUrl: string;
  client: ApiClient | null;
  unauthorized: Set<() => void>;
}

// One API configuration for the page: every element talks to the same server with the same session.
const config = pageSingleton<ApiConfig>('api', () => ({
  baseUrl: '',
  client: null,
  unauthorized: new Set(),
}));

/** Sets the server every element of the page talks to (an element's `api-base` attribute). */
export function configureApi({ baseUrl }: { baseUrl: string }): void {
  const normalized = baseUrl.trim().replace(/\/+$/, '');
  if (normalized === config.baseUrl) return;
  if (config.client && config.baseUrl !== '') {
    console.warn(
      `Library Lending Kit: api-base changed from "${config.baseUrl}" to "${normalized}".`,
    );
  }
  // The paths of the contract begin with /api: a base ending in it would ask for /api/api/….
  if (normalized.endsWith('/api')) {
    console.warn(
      `Library Lending Kit: api-base "${normalized}" ends in /api; give the server's origin without it.`,
    );
  }
  config.baseUrl = normalized;
  config.client = null;
}

export function getApiBase(): string {
  return config.baseUrl;
}

/** The page-wide typed client. */
export function getApi(): ApiClient {
  return (config.client ??= createApiClient({
    baseUrl: config.baseUrl,
    getToken: () => {
      // An expired token is the session's to clear as it starts. A request sent before then (the
      // catalog's prefetch, as its element connects) goes without it rather than be refused.
      const token = readToken(pageStorage());
      const claims = token && readClaims(token, () => {});
      return claims && isExpired(claims, Date.now()) ? null : token;
    },
    // Before the page's session exists (the catalogue's prefetch), the refused token is cleared
    // here, so the session starts signed out.
    onUnauthorized: () =>
      config.unauthorized.size
        ? config.unauthorized.forEach((listener) => listener())
        : clearStorage(pageStorage()),
  }));
}

/** Subscribes to 401 answers to any call but the login; returns the unsubscribe. */
export function onUnauthorized(listener: () => void): () => void {
  config.unauthorized.add(listener);
  return () => config.unauthorized.delete(listener);
}
