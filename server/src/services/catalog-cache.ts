import crypto from 'node:crypto';

export interface CachedList {
  json: string;
  etag: string;
}

/**
 * The form of a list's JSON, in its ETag beside the catalog versions: a server that writes lists
 * otherwise (covers linked by their content since migration 009) must not answer 304 to a browser
 * holding a list of the old form. Step it with any change to what a list holds.
 */
const LIST_FORM = 2;

/** What the lists kept take at most, in characters of JSON: a few copies of a large catalogue. */
const MAX_CHARS = 128 * 1024 * 1024;

/**
 * Serialised book lists, one per scope (a library, or every library), each under the catalog
 * versions of the libraries in it. The database bumps a library's version in the same transaction
 * as any change to its list, so a version always names exactly one content, and servers sharing
 * one database never serve a stale list: a request costs one small version query instead of the
 * whole list query and its serialisation.
 *
 * A scope's new version replaces its old list, which no request asks for again (a build that
 * started before the kept list's, and ends after it, keeps nothing); the lists kept take at most
 * `maxChars` together (the least recently used go first, and a list larger than that is served but
 * not kept), as covers make a large library's list tens of megabytes. Requests that miss together
 * wait for one build.
 */
export class CatalogCache {
  readonly #lists = new Map<string, { list: CachedList; version: string; started: number }>();
  readonly #building = new Map<string, Promise<CachedList>>();
  readonly #maxChars: number;
  #chars = 0;
  /** Counts builds as they start: a build that started before the kept list's never replaces it. */
  #started = 0;

  constructor(maxChars = MAX_CHARS) {
    this.#maxChars = maxChars;
  }

  get(scope: string, version: string, build: () => Promise<unknown>): Promise<CachedList> {
    const kept = this.#lists.get(scope);
    if (kept?.version === version) {
      this.#lists.delete(scope);
      this.#lists.set(scope, kept);
      return Promise.resolve(kept.list);
    }
    const key = `${scope}:${version}`;
    let building = this.#building.get(key);
    if (!building) {
      building = this.#build(scope, version, build).finally(() => this.#building.delete(key));
      this.#building.set(key, building);
    }
    return building;
  }

  async #build(scope: string, version: string, build: () => Promise<unknown>) {
    const started = ++this.#started;
    const json = JSON.stringify(await build());
    // Weak: the same list goes out brotli, gzip or plain (compression is per request).
    const etag = `W/"${crypto.createHash('sha1').update(`${LIST_FORM}:${scope}:${version}`).digest('base64url')}"`;
    const list = { json, etag };
    // A build that started before the kept list's, and ends after it: answered, not kept.
    if ((this.#lists.get(scope)?.started ?? 0) > started) return list;
    this.#forget(scope);
    if (json.length <= this.#maxChars) {
      this.#lists.set(scope, { list, version, started });
      this.#chars += json.length;
      for (const oldest of this.#lists.keys()) {
        if (this.#chars <= this.#maxChars) break;
        this.#forget(oldest);
      }
    }
    return list;
  }

  #forget(scope: string) {
    const kept = this.#lists.get(scope);
    if (!kept) return;
    this.#chars -= kept.list.json.length;
    this.#lists.delete(scope);
  }

  /** How many lists are kept, and their characters together (for tests). */
  get size() {
    return { lists: this.#lists.size, chars: this.#chars };
  }
}
