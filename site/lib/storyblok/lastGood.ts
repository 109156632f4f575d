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
/** Bounds the copies kept: their JSON's and keys' length plus ENTRY_OVERHEAD each, summed (one listing of a big space can be megabytes). */
export const MAX_LAST_GOOD_CHARS = 64 * 1024 * 1024;
/** What one entry costs besides its text (the map's own bookkeeping), counted so that many small ones are bounded too. */
const ENTRY_OVERHEAD = 100;

/** How many reads that found nothing (null: no such story) are kept, apart from the results. */
export const MAX_LAST_GOOD_ABSENT = 20_000;

/**
 * The last good result per read, as JSON (a copy no reader can change), least recently used out
 * first. A null (no such story: the other locale's version of most pages) is kept apart, by key only
 * and at most MAX_LAST_GOOD_ABSENT of them: every invented address reads one, and they must not push
 * the pages' content out.
 */
export class LastGood {
  private readonly entries = new Map<string, string>();
  private readonly absent = new Map<string, true>();
  private chars = 0;

  constructor(
    private readonly maxChars = MAX_LAST_GOOD_CHARS,
    private readonly maxAbsent = MAX_LAST_GOOD_ABSENT,
  ) {}

  remember(key: string, value: unknown): void {
    this.forget(key);
    if (value === null || value === undefined) {
      this.absent.set(key, true);
      if (this.absent.size > this.maxAbsent) this.absent.delete(this.absent.keys().next().value!);
      return;
    }
    const json = JSON.stringify(value);
    const cost = costOf(key, json);
    if (cost > this.maxChars) return;
    this.entries.set(key, json);
    this.chars += cost;
    for (const [oldest, kept] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= costOf(oldest, kept);
    }
  }

  /** A fresh copy of the last good result, or undefined when there is none. */
  recall<T>(key: string): T | undefined {
    if (this.touchAbsent(key)) return null as T;
    const json = this.touch(key);
    return json === undefined ? undefined : (JSON.parse(json) as T);
  }

  /** Whether a result is kept (and, like a recall, keeps it longest). */
  has(key: string): boolean {
    return this.touchAbsent(key) || this.touch(key) !== undefined;
  }

  get size(): number {
    return this.entries.size + this.absent.size;
  }

  /** The characters counted against the bound. */
  get cost(): number {
    return this.chars;
  }

  private touch(key: string): string | undefined {
    const json = this.entries.get(key);
    if (json === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, json);
    return json;
  }

  private touchAbsent(key: string): boolean {
    if (!this.absent.delete(key)) return false;
    this.absent.set(key, true);
    return true;
  }

  private forget(key: string): void {
    this.absent.delete(key);
    const kept = this.entries.get(key);
    if (kept === undefined) return;
    this.entries.delete(key);
    this.chars -= costOf(key, kept);
  }
}

const costOf = (key: string, json: string) => key.length + json.length + ENTRY_OVERHEAD;

/** Thrown instead of calling the API while an outage is on record. */
class OutageSkip extends Error {
  constructor() {
    super('an outage of the API is on record');
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
  // During an outage a read with a last good result does not wait for the API; Next's cache still
  // answers (a fresh entry as usual, with its tags), only a refresh fails at once.
  const skipApi = deps.outage() && deps.store.has(key);
  let refreshFailed = false;
  // Kept as the API answers, also when Next refreshes its stale entry behind the read.
  const watched = async () => {
    try {
      if (skipApi) throw new OutageSkip();
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
    if (error instanceof OutageSkip) {
      await deps.retrySoon();
      return last;
    }
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
