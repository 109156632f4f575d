import { describe, expect, test } from 'vitest';
import { listTag, storyTag, TAG_ALL } from './tags';
import { createWarmer, pagesOfTags } from './warm';

const PAGES = new Set(['/sv', '/sv/flexkredit', '/sv/blogg/a', '/en', '/en/flex-credit']);

describe('the pages a webhook expired, to render them again', () => {
  test("a story's tags: its page (and the other locale's), never a listing or the sitemap; nothing is listed for it", async () => {
    let listed = 0;
    const list = async () => (listed++, PAGES);
    expect(await pagesOfTags([storyTag('sv', 'flexkredit'), storyTag('en', 'flex-credit'), listTag('sv')], list)).toEqual([
      '/sv/flexkredit',
      '/en/flex-credit',
    ]);
    expect(listed).toBe(0);
  });

  test('the whole site (the site context, a release): every page, listed once; articles of a locale: every page of that locale', async () => {
    let listed = 0;
    const list = async () => (listed++, PAGES);
    expect((await pagesOfTags([TAG_ALL, listTag('en', 'BlogArticle')], list)).sort()).toEqual([...PAGES].sort());
    expect(listed).toBe(1);
    expect((await pagesOfTags([listTag('en', 'BlogArticle')], list)).sort()).toEqual(['/en', '/en/flex-credit']);
  });
});

describe('rendering them again', () => {
  const slowly = (fail: (page: string) => boolean = () => false) => {
    const started: string[] = [];
    let running = 0;
    let most = 0;
    const render = async (page: string) => {
      started.push(page);
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      if (page === '/sv/p3') throw new Error('boom');
      return !fail(page);
    };
    return { render, started, most: () => most };
  };

  test('each page once, two at a time, at most `max` of them; a render that fails or throws is named', async () => {
    const pages = Array.from({ length: 7 }, (_, i) => `/sv/p${i}`);
    const { render, started, most } = slowly((page) => page === '/sv/p1');
    expect(await createWarmer(render, { max: 5 })(pages)).toEqual({ rendered: 3, failed: ['/sv/p1', '/sv/p3'], skipped: 2 });
    expect(started.sort()).toEqual(pages.slice(0, 5));
    expect(most()).toBe(2);
  });

  test('webhooks in a burst share the queue: two at a time in all, a page waiting for its render is rendered once for both, a page being rendered is rendered again', async () => {
    const { render, started, most } = slowly();
    const warm = createWarmer(render);
    const first = warm(['/sv/a', '/sv/b', '/sv/c', '/sv/d']);
    // /sv/a and /sv/b are being rendered now; /sv/c and /sv/d wait.
    const second = warm(['/sv/a', '/sv/c', '/sv/d', '/sv/e']);
    expect(await first).toEqual({ rendered: 4, failed: [], skipped: 0 });
    expect(await second).toEqual({ rendered: 4, failed: [], skipped: 0 });
    expect(started).toEqual(['/sv/a', '/sv/b', '/sv/c', '/sv/d', '/sv/a', '/sv/e']);
    expect(most()).toBe(2);
  });

  test('held (a webhook expiring pages): the renders under way finish first, none starts until it goes on, then the queue does', async () => {
    const gates = new Map<string, () => void>();
    const started: string[] = [];
    const warm = createWarmer((page) => {
      started.push(page);
      return new Promise<boolean>((resolve) => gates.set(page, () => resolve(true)));
    });
    const done = warm(['/sv/a', '/sv/b', '/sv/c']);
    expect(started).toEqual(['/sv/a', '/sv/b']);
    let held = false;
    const holding = warm.hold().then((resume) => ((held = true), resume));
    gates.get('/sv/a')!();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // /sv/b still renders: the hold waits; /sv/c, queued, has not started in /sv/a's place.
    expect(held).toBe(false);
    expect(started).toEqual(['/sv/a', '/sv/b']);
    gates.get('/sv/b')!();
    const resume = await holding;
    expect(started).toEqual(['/sv/a', '/sv/b']);
    // A webhook's pages queued while held wait too, then render after it with the rest.
    const later = warm(['/sv/d']);
    expect(started).toEqual(['/sv/a', '/sv/b']);
    resume();
    resume();
    expect(started).toEqual(['/sv/a', '/sv/b', '/sv/c', '/sv/d']);
    gates.get('/sv/c')!();
    gates.get('/sv/d')!();
    expect(await done).toEqual({ rendered: 3, failed: [], skipped: 0 });
    expect(await later).toEqual({ rendered: 1, failed: [], skipped: 0 });
  });

  test('a hold with nothing under way is at once; one whose render hangs gives up waiting after its time, and goes on', async () => {
    const warm = createWarmer(() => new Promise<boolean>(() => {}));
    (await warm.hold())();
    void warm(['/sv/hangs']);
    const began = Date.now();
    const resume = await warm.hold(30);
    expect(Date.now() - began).toBeGreaterThanOrEqual(25);
    resume();
  });
});
