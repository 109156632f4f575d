/**
 * Stale-if-error for the published content. A webhook expires the data cache at once (`expire: 0`,
 * app/api/revalidate) so the next visitor gets the new content; if Storyblok then fails before a page
 * is rendered again, Next's cache has nothing left to fall back on and the page would be a 500. So
 * each cached read's last good result is kept here too (in memory, bounded), and a read that fails
 * takes it instead, with a log line. While an outage is on record (availability.ts) a read with a
 * last good result does not wait for the API at all. Either way the page is told to retry soon
 * (`retrySoon`: Next regenerates a page after the shortest lifetime any of its reads asked for), so
 * the new content follows within a minute of the API answering again, not an hour later.
 */

/** How soon a page rendered from last good content is rendered again (seconds; also its s-maxage). */
export const RETRY_SECONDS = 60;
/** Bounds the copies kept: their JSON's length, summed (one listing of a big space can be megabytes). */
export const MAX_LAST_GOOD_CHARS = 64 * 1024 * 1024;

/** The last good result per read, as JSON (a copy no reader can change), least recently read out first. */
export class LastGood {
  private readonly entries = new Map<string, string>();
  private chars = 0;

  constructor(private readonly maxChars = MAX_LAST_GOOD_CHARS) {}

  remember(key: string, value: unknown): void {
    const json = JSON.stringify(value) ?? 'null';
    this.forget(key);
    if (json.length > this.maxChars) return;
    this.entries.set(key, json);
    this.chars += json.length;
    for (const [oldest, kept] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= kept.length;
    }
  }

  /** A fresh copy of the last good result, or undefined when there is none. */
  recall<T>(key: string): T | undefined {
    const json = this.entries.get(key);
    if (json === undefined) return undefined;
    // Read again: the most recently used stays longest.
    this.entries.delete(key);
    this.entries.set(key, json);
    return JSON.parse(json) as T;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(key: string): void {
    const kept = this.entries.get(key);
    if (kept === undefined) return;
    this.entries.delete(key);
    this.chars -= kept.length;
  }
}

export interface FallbackDeps {
  store: LastGood;
  /** Whether an outage of the API is on record now (availability.ts). */
  outage: () => boolean;
  /** Shortens the lifetime of the page being rendered to RETRY_SECONDS. */
  retrySoon: () => Promise<void>;
  /** The server log. */
  warn: (message: string) => void;
}

/**
 * Reads `key` through `read` (the cached read), whose `fetch` is the call to the API. Gives the last
 * good result when the read fails or an outage is on record; tells the page to retry soon whenever
 * what it got may be out of date (also when Next's own cache answered with its stale entry after
 * the API failed to refresh it). Throws the read's error when there is no last good result.
 */
export async function readWithFallback<T>(
  key: string,
  what: string,
  fetch: () => Promise<T>,
  read: (fetch: () => Promise<T>) => Promise<T>,
  deps: FallbackDeps,
): Promise<T> {
  if (deps.outage()) {
    const last = deps.store.recall<T>(key);
    if (last !== undefined) {
      await deps.retrySoon();
      return last;
    }
  }
  let refreshFailed = false;
  // Kept as the API answers, also when Next refreshes its stale entry behind the read.
  const watched = async () => {
    try {
      const fresh = await fetch();
      deps.store.remember(key, fresh);
      return fresh;
    } catch (error) {
      refreshFailed = true;
      throw error;
    }
  };
  let value: T;
  try {
    value = await read(watched);
  } catch (error) {
    const last = deps.store.recall<T>(key);
    if (last === undefined) throw error;
    deps.warn(
      `[storyblok] ${what} could not be read (${error instanceof Error ? error.message : String(error)}): served from the last good copy, retried in ${RETRY_SECONDS} s`,
    );
    await deps.retrySoon();
    return last;
  }
  // Next's cache gives its stale entry when the refresh fails: the page keeps it, for a short while.
  if (refreshFailed) await deps.retrySoon();
  // From Next's cache (after a restart, say): kept if nothing is yet. Not copied on every read: a
  // listing of a big space is megabytes of JSON, and every page render reads it.
  if (!deps.store.has(key)) deps.store.remember(key, value);
  return value;
}
