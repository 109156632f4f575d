import { afterEach, describe, expect, test } from 'vitest';
import { StoryblokError } from '~/engine/sources/storyblok';
import { isPage, resetPageIndex } from '../pageIndex';
import { recordOutcome, resetAvailability } from './availability';
import { probe, renderAgain, type Known } from './unavailable';

afterEach(() => {
  resetAvailability();
  resetPageIndex();
});

const state = (): Known => ({ pages: new Set(), secret: 'secret' });
const answering = (status: number) => (async () => new Response('x', { status })) as typeof fetch;
/** A loopback render that does not finish: rejects as AbortSignal.timeout does when its time is up. */
const hanging = ((_: unknown, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;

describe("the proxy's first render of a page (while Storyblok is configured)", () => {
  test('a page that renders is known from then on and goes on as usual; the proxy hears how it rendered', async () => {
    const known = state();
    const rendered: number[] = [];
    expect(await probe('/sv/ny', 'http://127.0.0.1:1', known, { fetch: answering(200), onRendered: (status) => rendered.push(status) })).toBeUndefined();
    expect(known.pages.has('/sv/ny')).toBe(true);
    await probe('/sv/inget', 'http://127.0.0.1:1', known, { fetch: answering(404), onRendered: (status) => rendered.push(status) });
    expect(rendered).toEqual([200, 404]);
    // And whether Next answered with an older copy (refreshed behind it), which says nothing of now.
    const caches: Array<string | null> = [];
    const stale = (async () => new Response('x', { status: 200, headers: { 'x-nextjs-cache': 'STALE' } })) as typeof fetch;
    await probe('/sv/gammal', 'http://127.0.0.1:1', known, { fetch: stale, onRendered: (_status, cache) => caches.push(cache) });
    expect(caches).toEqual(['STALE']);
  });

  test('a page of the listing that renders as the 404 page (a published story the engine refuses) is no page for the index from then on', async () => {
    const list = () => Promise.resolve(new Set(['/sv/trasig', '/sv/hel']));
    expect(await isPage('/sv/trasig', list)).toBe(true);
    await probe('/sv/trasig', 'http://127.0.0.1:1', state(), { fetch: answering(404) });
    await probe('/sv/hel', 'http://127.0.0.1:1', state(), { fetch: answering(200) });
    expect(isPage('/sv/trasig', list)).toBe(false);
    expect(isPage('/sv/hel', list)).toBe(true);
    // The webhook's render of it (warm.ts) tells the index too.
    await renderAgain('/sv/hel', { origin: 'http://127.0.0.1:1', state: state(), fetch: answering(404) });
    expect(isPage('/sv/hel', list)).toBe(false);
    // Not kept as known, so its next visit is rendered again (a story mended without the webhook is a page at once);
    // an address no listing has is kept as known (a scanner's addresses are not rendered again and again).
    const known = state();
    await probe('/sv/trasig', 'http://127.0.0.1:1', known, { fetch: answering(404) });
    await probe('/sv/finns-inte', 'http://127.0.0.1:1', known, { fetch: answering(404) });
    expect([...known.pages]).toEqual(['/sv/finns-inte']);
  });

  test('a render that fails during an outage is a 503 with Retry-After; without an outage Next answers', async () => {
    expect(await probe('/sv/ny', 'http://127.0.0.1:1', state(), { fetch: answering(500) })).toBeUndefined();
    recordOutcome({ ok: false, path: 'cdn/stories', attempts: 4, error: new StoryblokError('down', 'http', 503, 45) });
    const answer = await probe('/sv/ny', 'http://127.0.0.1:1', state(), { fetch: answering(500) });
    expect(answer?.status).toBe(503);
    expect(Number(answer?.headers.get('retry-after'))).toBeGreaterThan(40);
  });

  test('a render that takes too long (an API that hangs) is a 503 at once, not a second render of as long that then fails', async () => {
    const slow = await probe('/sv/ny', 'http://127.0.0.1:1', state(), { fetch: hanging, timeoutMs: 50 });
    expect(slow?.status).toBe(503);
    expect(slow?.headers.get('retry-after')).toBe('30');
    expect(slow?.headers.get('cache-control')).toBe('no-store');
    recordOutcome({ ok: false, path: 'cdn/stories', attempts: 4, error: new StoryblokError('slow', 'timeout') });
    const duringOutage = await probe('/en/new', 'http://127.0.0.1:1', state(), { fetch: hanging, timeoutMs: 50 });
    expect(duringOutage?.status).toBe(503);
    expect(await duringOutage?.text()).toContain('lang="en"');
  });

  test('a loopback request that fails outright lets Next answer as it would', async () => {
    const refused = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await probe('/sv/ny', 'http://127.0.0.1:1', state(), { fetch: refused })).toBeUndefined();
  });
});

describe('a page rendered again after a webhook (storyblok/warm.ts)', () => {
  test('rendered: true, and known; failed: false, and no longer known, so its next visit is probed (503 during an outage, not the error page)', async () => {
    const known = state();
    const seen: string[] = [];
    const recording = (status: number) =>
      (async (url: URL) => (seen.push(url.pathname + url.search), new Response('x', { status }))) as unknown as typeof fetch;
    expect(await renderAgain('/sv/ny', { origin: 'http://127.0.0.1:1', state: known, fetch: recording(200) })).toBe(true);
    expect(known.pages.has('/sv/ny')).toBe(true);
    expect(seen).toEqual(['/sv/ny?__page-probe=1']); // another URL than a visitor's, which Next would join
    expect(await renderAgain('/sv/ny', { origin: 'http://127.0.0.1:1', state: known, fetch: recording(500) })).toBe(false);
    expect(known.pages.has('/sv/ny')).toBe(false);
    expect(
      await renderAgain('/sv/trasig', {
        origin: 'http://127.0.0.1:1',
        state: known,
        fetch: (async () => Promise.reject(new TypeError('fetch failed'))) as typeof fetch,
      }),
    ).toBe(false);
  });
});
