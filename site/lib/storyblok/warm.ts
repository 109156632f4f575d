/**
 * After a webhook expired pages (app/api/revalidate, `expire: 0`, while the API answers), they are rendered again at
 * once, over loopback, instead of waiting for a visitor. An expired page keeps nothing to fall back on: were Storyblok
 * to fail between the webhook and a page's next visit (minutes or hours later, on a quiet page), that visit would find
 * no last good copy for a page this process never rendered (one served from the build's copy), and answer an error.
 * Rendered now, while the API is known to answer, each page is back in Next's cache on disk: an outage after that
 * serves it, and so does a restart (Next keeps which tags a webhook expired in memory only: a page expired but not
 * rendered again would count as fresh after a restart, with the content from before the publish).
 */
import { isLocale } from '~/contracts/locales';
import { pathsForTags } from './tags';

/** The pages rendered again per webhook; past it, the rest wait for their next visit, as before. */
export const MAX_WARMED_PAGES = 2_000;
/** Renders at once: a webhook must not take the server's cores from its visitors. */
const CONCURRENCY = 2;

/**
 * The page addresses a webhook's tags expired: a story's page, or every page (the site context, a release) or every
 * page of a locale (its articles show on each: teasers, related articles), read from `listPages` then.
 */
export async function pagesOfTags(tags: readonly string[], listPages: () => Promise<ReadonlySet<string>>): Promise<string[]> {
  const pages = new Set<string>();
  let all: ReadonlySet<string> | undefined;
  for (const { path, type } of pathsForTags(tags)) {
    if (type === 'layout') {
      all ??= await listPages();
      const locale = path.split('/')[1] ?? '';
      for (const page of all) if (!isLocale(locale) || page === `/${locale}` || page.startsWith(`/${locale}/`)) pages.add(page);
    } else if (/^\/(sv|en)(\/|$)/.test(path)) pages.add(path);
  }
  return [...pages];
}

export interface WarmResult {
  rendered: number;
  failed: string[];
  skipped: number;
}

/**
 * How long a webhook waits for the renders under way before it expires pages (hold, below): as long as one render is
 * given (unavailable.ts, PROBE_TIMEOUT_MS), within the 120 s Storyblok waits for the webhook's answer.
 */
export const HOLD_WAIT_MS = 30_000;

export interface Warmer {
  /** Renders the pages; resolves when they have been rendered (at most `max` of them), saying which failed. */
  (pages: readonly string[]): Promise<WarmResult>;
  /**
   * Starts no render until the returned function is called, and resolves once the renders under way have finished (or
   * after `waitMs`). A webhook holds the queue while it expires pages: a render begun before it read the content from
   * before, and, finishing after it, would store that content as fresh, and a visitor's request for the page joins
   * that render (Next renders one path once at a time). Held, the renders under way finish first and are expired with
   * the rest; the pages still queued are rendered after it, from the new content.
   */
  hold(waitMs?: number): Promise<() => void>;
}

/**
 * Renders pages, CONCURRENCY at a time for every webhook together: a burst of webhooks (a release merged, fifty
 * stories published at once) shares one queue, and a page a second webhook names again while it waits is rendered once
 * for both. A page named while its render runs is queued again: that render may have read the content from before.
 */
export function createWarmer(render: (page: string) => Promise<boolean>, { concurrency = CONCURRENCY, max = MAX_WARMED_PAGES } = {}): Warmer {
  const queued = new Map<string, Array<(ok: boolean) => void>>();
  let running = 0;
  let holds = 0;
  /** Holds waiting for the renders under way to finish. */
  const whenIdle: Array<() => void> = [];
  const pump = () => {
    while (holds === 0 && running < concurrency && queued.size > 0) {
      const [page, waiters] = queued.entries().next().value!;
      queued.delete(page);
      running++;
      void render(page)
        .catch(() => false)
        .then((ok) => {
          running--;
          for (const waiter of waiters) waiter(ok);
          if (running === 0) for (const idle of whenIdle.splice(0)) idle();
          pump();
        });
    }
  };
  const warm = async (pages: readonly string[]): Promise<WarmResult> => {
    const taken = pages.slice(0, max);
    const outcomes = taken.map(
      (page) =>
        new Promise<boolean>((resolve) => {
          const waiters = queued.get(page);
          if (waiters) waiters.push(resolve);
          else queued.set(page, [resolve]);
        }),
    );
    pump();
    const results = await Promise.all(outcomes);
    const failed = taken.filter((_, i) => !results[i]);
    return { rendered: taken.length - failed.length, failed, skipped: Math.max(0, pages.length - max) };
  };
  const hold = async (waitMs = HOLD_WAIT_MS): Promise<() => void> => {
    holds++;
    if (running > 0) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await new Promise<void>((resolve) => {
        whenIdle.push(resolve);
        timer = setTimeout(resolve, waitMs);
      });
      clearTimeout(timer);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      holds--;
      pump();
    };
  };
  return Object.assign(warm, { hold });
}
