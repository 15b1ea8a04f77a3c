import crypto from 'node:crypto';

export interface CachedList {
  json: string;
  etag: string;
}

/**
 * Serialised book lists, keyed by the catalog versions of the libraries in them. The database
 * bumps a library's version in the same transaction as any change to its list, so a key always
 * names exactly one content, and servers sharing one database never serve a stale list: a request
 * costs one small version query instead of the whole list query and its serialisation.
 */
export class CatalogCache {
  readonly #entries = new Map<string, CachedList>();
  readonly #maxEntries: number;

  constructor(maxEntries = 64) {
    this.#maxEntries = maxEntries;
  }

  async get(key: string, build: () => Promise<unknown>): Promise<CachedList> {
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit;
    }
    const json = JSON.stringify(await build());
    // Weak: the same list goes out brotli, gzip or plain (compression is per request).
    const etag = `W/"${crypto.createHash('sha1').update(key).digest('base64url')}"`;
    const entry = { json, etag };
    this.#entries.set(key, entry);
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    return entry;
  }
}
