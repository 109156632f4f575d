import { afterEach, describe, expect, test, vi } from 'vitest';
import { MAX_PATH_BYTES } from '../config/limits';
import {
  canonicalPagePath,
  invalidatePageIndex,
  isContentRoutePath,
  isListedPage,
  isPage,
  listPageAddresses,
  noteMissingPage,
  notePage,
  pageAddressesOf,
  pathTranslations,
  refreshPageIndex,
  resetPageIndex,
} from './pageIndex';
import { isCanonicalPagePath } from './pages';

afterEach(() => {
  resetPageIndex();
  vi.useRealTimers();
});

describe("a page's own spelling", () => {
  test(`a path over ${MAX_PATH_BYTES} bytes (percent-encoded) names no page: no story is looked up for it, on routes the proxy does not see too`, () => {
    expect(canonicalPagePath(['blogg', 'kassaflode-fem-satt'])).toBe('blogg/kassaflode-fem-satt');
    expect(canonicalPagePath(['f%C3%B6retag'])).toBe('företag');
    expect(canonicalPagePath(['a'.repeat(MAX_PATH_BYTES - 1)])).toBe('a'.repeat(MAX_PATH_BYTES - 1));
    expect(canonicalPagePath(['a'.repeat(MAX_PATH_BYTES)])).toBeNull();
    expect(canonicalPagePath(Array.from({ length: 400 }, () => '%C3%A5'))).toBeNull();
  });
});

describe('which paths the page route answers', () => {
  test.each(['/sv', '/en/blogg/x', '/de', '/SV/flexkredit', '/sv/f%C3%B6retag', '/apix'])('%s is the page route’s', (path) => {
    expect(isContentRoutePath(path)).toBe(true);
  });
  test.each([
    '/',
    '/_next/static/chunks/a.js',
    '/api/preview',
    '/api',
    '/internal/v1/onboarding/csrf',
    '/draft/sv/x',
    '/og/sv',
    '/robots.txt',
    '/demo/files/r.pdf',
  ])('%s is not', (path) => {
    expect(isContentRoutePath(path)).toBe(false);
  });
});

describe('the page index', () => {
  test('lists every page of the embedded content in both locales, and not the site context', async () => {
    const pages = await listPageAddresses();
    expect(pages.has('/sv')).toBe(true);
    expect(pages.has('/en')).toBe(true);
    expect(pages.has('/sv/flexkredit')).toBe(true);
    expect(pages.has('/en/blog/five-ways-to-improve-cash-flow')).toBe(true);
    expect([...pages].some((p) => p.endsWith('/site-config'))).toBe(false);
  });

  test("from Storyblok's links: a story in a locale folder is a page at its locale path, but the site context and stories outside the locales", () => {
    const places = ['sv/', 'sv/index', 'en/index', 'sv/blogg/ett', 'sv/tjanster/', 'en/om-oss', 'sv/site-config', 'en/site-config', 'delat/sidfot', 'de/x'];
    expect([...pageAddressesOf(places.map((fullSlug) => ({ fullSlug })))].sort()).toEqual(['/en', '/en/om-oss', '/sv', '/sv/blogg/ett', '/sv/tjanster']);
    // A story known to be of a content type that is no page (an author in the locale folder) is none.
    const withAuthor = [...places, 'sv/forfattare/asa'].map((fullSlug) => ({ fullSlug }));
    expect(pageAddressesOf(withAuthor).has('/sv/forfattare/asa')).toBe(true);
    expect(pageAddressesOf(withAuthor, new Set(['sv/forfattare/asa'])).has('/sv/forfattare/asa')).toBe(false);
  });

  test('the first request waits for the listing; later ones are answered at once from it', async () => {
    const list = vi.fn(() => Promise.resolve(new Set(['/sv', '/sv/sida', '/sv/företag'])));
    expect(await isPage('/sv/sida', list)).toBe(true);
    expect(isPage('/sv/annan', list)).toBe(false);
    expect(isPage('/sv/f%C3%B6retag', list)).toBe(true); // decoded as the route decodes it
    // Other spellings the route would not serve as that page: decomposed letters, an encoded slash, a second locale.
    expect(isPage('/sv/fo%CC%88retag', list)).toBe(false);
    expect(isPage('/sv%2Fsida', list)).toBe(false);
    expect(isPage('/sv/sv/sida', list)).toBe(false);
    expect(isPage('/robots.txt', list)).toBeUndefined();
    expect(list).toHaveBeenCalledTimes(1);
  });

  test('a failed listing marks nothing, and is not tried again on every request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const list = vi.fn(() => Promise.reject(new Error('the delivery API is down')));
    expect(await isPage('/sv/sida', list)).toBeUndefined();
    expect(isPage('/sv/sida', list)).toBeUndefined();
    expect(list).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('the delivery API is down'));
  });

  test('a listing slower than the first request’s patience lets it go on unmarked', async () => {
    vi.useFakeTimers();
    const list = vi.fn(() => new Promise<Set<string>>(() => {}));
    const answer = isPage('/sv/sida', list);
    await vi.advanceTimersByTimeAsync(2500);
    expect(await answer).toBeUndefined();
  });

  test('dropped by the webhook, the index is listed again before the next answer: a new page counts from its first request', async () => {
    let pages = new Set(['/sv']);
    const list = vi.fn(() => Promise.resolve(pages));
    expect(await isPage('/sv/ny', list)).toBe(false);
    pages = new Set(['/sv', '/sv/ny']);
    invalidatePageIndex();
    // Not the dropped listing's `false`, which would mark the new page's first answer no-store.
    expect(await isPage('/sv/ny', list)).toBe(true);
    expect(isPage('/sv/ny', list)).toBe(true);
    expect(list).toHaveBeenCalledTimes(2);
  });

  test('a listing begun before the drop does not answer for the one after it', async () => {
    const listings: Array<(pages: Set<string>) => void> = [];
    const list = vi.fn(() => new Promise<Set<string>>((resolve) => listings.push(resolve)));
    const first = isPage('/sv/ny', list);
    listings[0]!(new Set(['/sv']));
    expect(await first).toBe(false);
    invalidatePageIndex();
    const during = isPage('/sv/ny', list); // begins the listing of the new generation
    expect(list).toHaveBeenCalledTimes(2);
    invalidatePageIndex(); // a second webhook while it runs
    const later = isPage('/sv/ny', list);
    expect(list).toHaveBeenCalledTimes(3);
    listings[2]!(new Set(['/sv', '/sv/ny']));
    expect(await later).toBe(true);
    listings[1]!(new Set(['/sv'])); // the older listing lands last: it does not replace the newer one
    expect(await during).toBe(true);
    expect(isPage('/sv/ny', list)).toBe(true);
    expect(list).toHaveBeenCalledTimes(3);
  });

  test('dropped while the listing fails, the old listing answers (at once after the first failure)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = false;
    const list = vi.fn(() => (fail ? Promise.reject(new Error('the delivery API is down')) : Promise.resolve(new Set(['/sv']))));
    expect(await isPage('/sv', list)).toBe(true);
    fail = true;
    invalidatePageIndex();
    expect(await isPage('/sv/x', list)).toBe(false); // waited for the listing, which failed
    expect(isPage('/sv', list)).toBe(true);
    expect(isPage('/sv/y', list)).toBe(false);
    expect(list).toHaveBeenCalledTimes(2);
  });

  test('dropped, only a "no page" waits for the new listing, and only FIRST_WAIT_MS from the first such request on', async () => {
    vi.useFakeTimers();
    let slow = false;
    const list = vi.fn(() => (slow ? new Promise<Set<string>>(() => {}) : Promise.resolve(new Set(['/sv']))));
    expect(await isPage('/sv', list)).toBe(true);
    slow = true;
    invalidatePageIndex();
    // A page the old listing has: at once, no wait.
    expect(isPage('/sv', list)).toBe(true);
    // A path it does not have waits for the slow listing, then goes on with the old answer.
    const first = isPage('/sv/x', list);
    expect(first).toBeInstanceOf(Promise);
    await vi.advanceTimersByTimeAsync(1500);
    const second = isPage('/sv/y', list); // 500 ms of the 2 s are left for it, not another 2 s
    await vi.advanceTimersByTimeAsync(600);
    expect(await first).toBe(false);
    expect(await second).toBe(false);
    expect(isPage('/sv/z', list)).toBe(false); // past the deadline: at once
    expect(list).toHaveBeenCalledTimes(2);
  });

  test('the wall clock set back (NTP) does not skip the refresh: the index is listed again once it is old on a clock that only goes forward', async () => {
    // The development server's index is current for a second (a Storyblok one for STORYBLOK_INDEX_MS): the same clock.
    vi.stubEnv('NODE_ENV', 'development');
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
    try {
      let pages = new Set(['/sv']);
      const list = vi.fn(() => Promise.resolve(pages));
      expect(await isPage('/sv/ny', list)).toBe(false);
      pages = new Set(['/sv', '/sv/ny']); // published without the webhook
      vi.setSystemTime(Date.now() - 3_600_000); // the wall clock an hour back
      vi.advanceTimersByTime(1000);
      expect(isPage('/sv/ny', list)).toBe(false); // old: answered from it at once, listed again behind it
      expect(list).toHaveBeenCalledTimes(2);
      await vi.waitFor(() => expect(isPage('/sv/ny', list)).toBe(true));
    } finally {
      vi.unstubAllEnvs();
    }
  });

  test('a page this server rendered that the index lacks (published without the webhook) is a page until the next listing', async () => {
    const list = vi.fn(() => Promise.resolve(new Set(['/sv'])));
    expect(await isPage('/sv/utan-webhook', list)).toBe(false);
    notePage('/sv/utan-webhook');
    notePage('/sv/sv/annan'); // not a page's own spelling: not noted
    expect(isPage('/sv/utan-webhook', list)).toBe(true);
    expect(isPage('/sv/sv/annan', list)).toBe(false);
  });

  test('a page of the listing this server rendered as the 404 page (a story the engine refuses) is none until the webhook, or a render that makes a page', async () => {
    const list = vi.fn(() => Promise.resolve(new Set(['/sv', '/sv/trasig', '/en/broken'])));
    expect(await isPage('/sv/trasig', list)).toBe(true);
    noteMissingPage('/sv/trasig');
    noteMissingPage('/sv/finns-inte'); // not listed: nothing to note (a scanner's addresses are not kept)
    noteMissingPage('/sv/sv/trasig'); // not a page's own spelling
    expect(isPage('/sv/trasig', list)).toBe(false);
    expect(isListedPage('/sv/trasig')).toBe(false); // a link to it is a dead link (lib/deadLinks.ts)
    expect(isPage('/sv', list)).toBe(true);
    expect(isPage('/sv/finns-inte', list)).toBe(false);
    // Rendered as a page there after all (published again without the webhook): a page again.
    notePage('/sv/trasig');
    expect(isPage('/sv/trasig', list)).toBe(true);
    // The webhook drops the index and what was noted: the story may have been mended.
    noteMissingPage('/en/broken');
    expect(isPage('/en/broken', list)).toBe(false);
    invalidatePageIndex();
    expect(await isPage('/en/broken', list)).toBe(true);
    expect(list).toHaveBeenCalledTimes(2);
  });

  test('a page noted missing counts as a page again once the next listing lands (its next visit is rendered again, and noted again if still so)', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    vi.stubEnv('NODE_ENV', 'development'); // the index is current for a second (Storyblok's: ten minutes), the same code
    try {
      const list = vi.fn(() => Promise.resolve(new Set(['/sv/trasig'])));
      expect(await isPage('/sv/trasig', list)).toBe(true);
      expect(noteMissingPage('/sv/trasig')).toBe(true);
      expect(noteMissingPage('/sv/inte-listad')).toBe(false);
      expect(isPage('/sv/trasig', list)).toBe(false);
      vi.advanceTimersByTime(1500);
      await isPage('/sv/trasig', list); // the old listing answers, the new one is asked for
      await vi.waitFor(() => expect(list).toHaveBeenCalledTimes(2));
      await vi.waitFor(() => expect(isPage('/sv/trasig', list)).toBe(true));
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('a page answers at its own address only', () => {
  test.each([
    [{ locale: 'sv' }, true],
    [{ locale: 'sv', slug: ['flexkredit'] }, true],
    [{ locale: 'sv', slug: ['blogg', 'kassaflode-fem-satt'] }, true],
    [{ locale: 'sv', slug: ['f%C3%B6retag'] }, true],
    [{ locale: 'sv', slug: ['en', 'flexkredit'] }, false],
    [{ locale: 'sv', slug: ['sv', 'flexkredit'] }, false],
    [{ locale: 'sv', slug: ['blogg', 'index'] }, false],
    [{ locale: 'sv', slug: ['index'] }, false],
    [{ locale: 'sv', slug: ['blogg%2Fkassaflode-fem-satt'] }, false],
    [{ locale: 'sv', slug: ['flexkredit%5C'] }, false],
    [{ locale: 'sv', slug: ['%20flexkredit'] }, false],
    [{ locale: 'sv', slug: ['%E0%A4%A'] }, false],
  ])('%j → %s', (params, canonical) => {
    expect(isCanonicalPagePath(params)).toBe(canonical);
  });
});

describe('a path’s translations, for the proxy', () => {
  test('are the page in each locale, as the content links them, asked once a minute and again after a publish', async () => {
    // The 2 s limit on an answer (next test) must not race this test's reads of the embedded content on a loaded machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await expect(pathTranslations('fragor')).resolves.toEqual({ sv: 'fragor', en: 'faq' });
    await expect(pathTranslations('faq')).resolves.toEqual({ sv: 'fragor', en: 'faq' });
    await expect(pathTranslations('blogg/kassaflode-fem-satt')).resolves.toEqual({
      sv: 'blogg/kassaflode-fem-satt',
      en: 'blog/five-ways-to-improve-cash-flow',
    });
    await expect(pathTranslations('finns-inte')).resolves.toEqual({});
    const now = performance.now();
    const first = pathTranslations('kontakt', now);
    expect(pathTranslations('kontakt', now + 59_000)).toBe(first);
    const later = pathTranslations('kontakt', now + 61_000);
    expect(later).not.toBe(first);
    invalidatePageIndex();
    expect(pathTranslations('kontakt', now + 62_000)).not.toBe(later);
    await expect(later).resolves.toEqual({ sv: 'kontakt', en: 'contact' });
  });

  test('a source that fails or does not answer within 2 s leaves the address a 404, and is asked again after 10 s, not at every request', async () => {
    vi.useFakeTimers();
    let reads = 0;
    const hanging = () => {
      reads += 1;
      return new Promise<never>(() => undefined);
    };
    const now = performance.now();
    const first = pathTranslations('veckolan', now, hanging);
    const failed = expect(first).rejects.toThrow(/within 2000 ms/);
    await vi.advanceTimersByTimeAsync(2000);
    await failed;
    expect(pathTranslations('veckolan', performance.now() + 5_000, hanging)).toBe(first);
    expect(reads).toBe(1);
    const broken = () => {
      reads += 1;
      return Promise.reject(new Error('503 from the API'));
    };
    const again = pathTranslations('veckolan', performance.now() + 11_000, broken);
    await expect(again).rejects.toThrow('503 from the API');
    expect(reads).toBe(2);
    // A failure does not end an entry the publish webhook made room for in the meantime.
    const slow = pathTranslations('material', performance.now() + 20_000, () => new Promise((_, reject) => setTimeout(() => reject(new Error('late')), 100)));
    invalidatePageIndex();
    const fresh = pathTranslations('material', performance.now() + 20_001, () => Promise.resolve({ sv: 'material', en: 'media-kit' }));
    const late = expect(slow).rejects.toThrow('late');
    await vi.advanceTimersByTimeAsync(100);
    await late;
    await expect(fresh).resolves.toEqual({ sv: 'material', en: 'media-kit' });
    expect(pathTranslations('material', performance.now() + 20_002, hanging)).toBe(fresh);
  });
});

describe('the index as a page render asks it (isListedPage), listed again by the webhook (refreshPageIndex)', () => {
  test('not known before a listing, never listed by the asking; refreshPageIndex lists it when it is not current, and waits', async () => {
    let pages = new Set(['/sv', '/sv/kampanj']);
    const list = vi.fn(() => Promise.resolve(new Set(pages)));
    expect(isListedPage('/sv/kampanj')).toBeUndefined();
    expect(list).not.toHaveBeenCalled();
    expect(await refreshPageIndex(list)).toEqual(new Set(['/sv', '/sv/kampanj']));
    expect(isListedPage('/sv/kampanj')).toBe(true);
    expect(isListedPage('/sv/annat')).toBe(false);
    await refreshPageIndex(list); // current: not listed again
    expect(list).toHaveBeenCalledTimes(1);
    // The webhook drops it (a story unpublished): listed again before the renders.
    pages = new Set(['/sv']);
    invalidatePageIndex();
    expect(isListedPage('/sv/kampanj')).toBe(true); // the last listing until the new one lands
    await refreshPageIndex(list);
    expect(isListedPage('/sv/kampanj')).toBe(false);
    expect(list).toHaveBeenCalledTimes(2);
    // A listing that fails keeps the last one.
    invalidatePageIndex();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await refreshPageIndex(() => Promise.reject(new Error('503')));
    expect(isListedPage('/sv')).toBe(true);
    expect(logged.mock.calls.map((c) => String(c[0]))).toContain('[pages] the page index could not be listed: 503');
    logged.mockRestore();
  });
});
