/**
 * The Storyblok editorial loop against a fake space on loopback, on the suite's production build:
 * the routes are off without configuration; the preview entry, draft pages and the Visual Editor in
 * Chromium (a page of another loopback origin frames /api/preview…, the way Storyblok's editor
 * does); publish → webhook → fresh page without a rebuild; and delivery while the API is down.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { embeddedStories, FakeStoryblok, pageStory as page, signWebhook, SPACE_ID, withEditable, type Story } from '../helpers/fakeStoryblok';
import type { RunningSite } from '../helpers/site';
import { assertTestBuild, startStoryblokSite, WEBHOOK_SECRET } from '../helpers/storyblokSite';
import { launchChromium } from './chromium';
import { baseUrl, hydrated } from './harness';

const retitled = (story: Story, title: string): Story => {
  const content = structuredClone(story.content) as { body: Array<Record<string, unknown>> };
  content.body[0]!.title = title;
  return { ...story, content };
};

const NEWS = page(9001, 'sv/nyhet', 'Första versionen');
/** An editor's page with two calculators of different kinds (their `amount` and `period` mean different things). */
const TWO_CALCULATORS: Story = (() => {
  const story = page(9501, 'sv/tva-kalkylatorer', 'Två kalkylatorer');
  const bodyOf = (slug: string) => (embeddedStories().find((s) => s.full_slug === slug)!.content as { body: Array<Record<string, unknown>> }).body;
  const flex = bodyOf('sv/flexkredit').find((b) => b.component === 'FlexLoanCalculator')!;
  const weekly = bodyOf('sv/veckolan').find((b) => b.component === 'WeeklyLoanCalculator')!;
  const content = structuredClone(story.content) as { body: Array<Record<string, unknown>> };
  content.body.push({ ...flex, _uid: 'two-flex' }, { ...weekly, _uid: 'two-weekly' });
  return { ...story, content };
})();
/**
 * An editor's page with three sections left with nothing to show between the hero and the text: a figures section
 * (indigo by default), a quotes section whose one quote lacks its author (left out for the error), a review widget.
 */
const EMPTY_SECTIONS: Story = (() => {
  const story = page(9601, 'sv/tomma-sektioner', 'Tomma sektioner');
  const content = structuredClone(story.content) as { body: Array<Record<string, unknown>> };
  content.body.splice(
    1,
    0,
    { _uid: 'empty-numbers', component: 'NumberSection' },
    { _uid: 'empty-quotes', component: 'Quotes', items: [{ _uid: 'no-author', component: 'Quote', text: 'Bra.', author: '' }] },
    { _uid: 'empty-reviews', component: 'ReviewWidget' },
  );
  return { ...story, content };
})();
const EMPTY_UIDS = ['empty-numbers', 'empty-quotes', 'empty-reviews'];
/** An editor's page with the FAQ of /sv/fragor under a title of its own (its questions are h3s). */
const FAQ_TITLED: Story = (() => {
  const story = page(9701, 'sv/fragor-med-rubrik', 'Frågor med rubrik');
  const faq = (embeddedStories().find((s) => s.full_slug === 'sv/fragor')!.content as { body: Array<Record<string, unknown>> }).body.find(
    (b) => b.component === 'FaqSection',
  )!;
  const content = structuredClone(story.content) as { body: Array<Record<string, unknown>> };
  content.body.push({ ...structuredClone(faq), _uid: 'titled-faq', title: 'Frågor' });
  return { ...story, content };
})();
const untitledFaq = (story: Story): Story => {
  const content = structuredClone(story.content) as { body: Array<Record<string, unknown>> };
  content.body.find((b) => b._uid === 'titled-faq')!.title = '';
  return { ...story, content };
};
/** A story of data only in the locale folder (an author an article might name): no template draws it. */
const AUTHOR: Story = {
  id: 9801,
  uuid: '00000000-0000-4000-8000-000000009801',
  name: 'Åsa',
  full_slug: 'sv/forfattare/asa',
  content: { _uid: 'author-asa', component: 'Author', name: 'Åsa' },
};
const fake = new FakeStoryblok([...embeddedStories(), NEWS, TWO_CALCULATORS, EMPTY_SECTIONS, FAQ_TITLED, AUTHOR]);
let site: RunningSite;

const previewQuery = (slug: string, storyId: number, secondsAgo = 5, token = fake.previewToken) => {
  const timestamp = String(Math.floor(Date.now() / 1000) - secondsAgo);
  const signature = crypto.createHash('sha1').update(`${SPACE_ID}:${token}:${timestamp}`).digest('hex');
  return new URLSearchParams({
    slug,
    _storyblok: String(storyId),
    _storyblok_c: 'Page',
    '_storyblok_tk[space_id]': String(SPACE_ID),
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': signature,
  }).toString();
};

/** Webhooks that expired pages, each of which renders them again after its answer (lib/storyblok/warm.ts). */
let expiringWebhooks = 0;
async function webhook(body: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const raw = JSON.stringify({ text: 'The user published a story', space_id: SPACE_ID, ...body });
  const res = await fetch(`${site.baseUrl}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'webhook-signature': signWebhook(secret, raw) },
    body: raw,
  });
  const answer = { status: res.status, body: (await res.json()) as Record<string, unknown> };
  if (answer.body.mode === 'expired') expiringWebhooks++;
  return answer;
}
/** The webhooks' renders that have finished (one log line each). */
const warmedWebhooks = () => site.log().match(/\[storyblok\] webhook: (\d+ of \d+ expired|the expired pages could not be listed)/g)?.length ?? 0;
/**
 * Until every webhook so far has rendered its pages again (an outage a test begins must not meet them half done). Two
 * webhooks that expire every page (a release merged, the site settings) render about 140 pages, two at a time: on a
 * busy 2-core machine that can take minutes (the beforeEach hook's own limit is 10).
 */
const pagesRenderedAgain = () => expect.poll(warmedWebhooks, { timeout: 360_000, interval: 250 }).toBe(expiringWebhooks);

const html = async (path: string, init?: RequestInit) => {
  const res = await fetch(site.baseUrl + path, { redirect: 'manual', ...init });
  return { status: res.status, headers: res.headers, text: await res.text() };
};
/** Opens draft mode the way the Visual Editor does (/api/preview); the draft-mode cookie to send. */
async function enterDraftMode(slug: string, storyId: number): Promise<string> {
  const entry = await html(`/api/preview?${previewQuery(slug, storyId)}`);
  return entry.headers
    .getSetCookie()
    .find((c) => c.startsWith('__prerender_bypass='))!
    .split(';')[0]!;
}
const h1 = (text: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(text)?.[1];

beforeAll(async () => {
  assertTestBuild();
  await fake.start();
  // The space's id: the image optimizer takes its assets only (next start reads next.config again). The build had
  // none, so the log warns of the difference once; the embedded stories have no Storyblok assets.
  site = await startStoryblokSite(fake, { STORYBLOK_SPACE_ID: String(SPACE_ID) });
});
afterAll(async () => {
  await site?.stop();
  await fake.stop();
});

describe('without Storyblok variables (the embedded site)', () => {
  test.each([
    ['GET', '/api/preview?slug=sv/om-oss'],
    ['GET', '/api/preview/exit'],
    ['POST', '/api/revalidate'],
  ])('%s %s answers 404', async (method, path) => {
    const res = await fetch(baseUrl() + path, { method, redirect: 'manual' });
    expect(res.status).toBe(404);
  });

  test('a draft cookie a browser still holds (from a site that had preview) leads back to the published page, not to a 404', async () => {
    const stale = await fetch(`${baseUrl()}/sv/kontakt`, { headers: { cookie: '__prerender_bypass=stale' }, redirect: 'manual' });
    expect(stale.status).toBe(307);
    const exit = await fetch(new URL(stale.headers.get('location')!, baseUrl()), { redirect: 'manual' });
    expect(exit.status).toBe(307);
    expect(exit.headers.get('location')).toBe('/sv/kontakt');
    expect(exit.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the preview entry', () => {
  test('a wrong or stale editor token answers 401 and enables nothing', async () => {
    for (const query of [previewQuery('sv/nyhet', 9001, 5, 'another-preview-token'), previewQuery('sv/nyhet', 9001, 3700)]) {
      const res = await html(`/api/preview?${query}`);
      expect(res.status).toBe(401);
      expect(res.headers.getSetCookie().some((c) => c.startsWith('__prerender_bypass='))).toBe(false);
    }
  });

  test("a valid one enables draft mode with a cookie usable in the editor's frame and redirects (307) to the page", async () => {
    const res = await html(`/api/preview?${previewQuery('sv/nyhet', 9001)}`);
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toMatch(/^\/sv\/nyhet\?_storyblok=9001&/);
    // Not the editor's token: in the page's address it would open a draft session to anyone who read that address.
    expect(res.headers.get('location')).not.toMatch(/_storyblok_tk/);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__prerender_bypass='))!;
    expect(cookie).toMatch(/SameSite=none/i);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Partitioned/);
    expect((await html(`/api/preview?${previewQuery('en/', 1)}`)).headers.get('location')).toMatch(/^\/en\?/);
  });

  test("the entry's answers show inside the editor's frame: a refused token and a story outside the locale folders say why, in a page", async () => {
    const asBrowser = { headers: { accept: 'text/html,application/xhtml+xml' } };
    const refused = await html(`/api/preview?${previewQuery('sv/nyhet', 9001, 3700)}`, asBrowser);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(refused.text).toContain('reopen the story in the editor');
    // No draft cookie yet, and still framable by the editor: the words reach it.
    expect(refused.headers.get('x-frame-options')).toBeNull();
    expect(refused.headers.get('content-security-policy')).toMatch(/frame-ancestors https:\/\/app\.storyblok\.com /);
    for (const slug of ['global/banner', 'de/startseite']) {
      const outside = await html(`/api/preview?${previewQuery(slug, 9010)}`, asBrowser);
      expect(outside.status).toBe(404);
      expect(outside.text).toContain('outside the language folders (sv/, en/)');
      expect(outside.headers.getSetCookie().some((c) => c.startsWith('__prerender_bypass='))).toBe(false);
    }
    // A script gets the same words as JSON; the space's root and a root index are the start page.
    const json = await fetch(`${site.baseUrl}/api/preview?${previewQuery('global/banner', 9010)}`);
    expect(await json.json()).toMatchObject({ error: 'not_a_page' });
    expect((await html(`/api/preview?${previewQuery('index', 1)}`)).headers.get('location')).toMatch(/^\/sv\?/);
  });

  test('a release the editor looks at (Releases app) is read in every draft request of the session, until it looks at the current content or leaves', async () => {
    const entry = await html(`/api/preview?${previewQuery('sv/nyhet', 9001)}&_storyblok_release=4711`);
    expect(entry.status).toBe(307);
    const release = entry.headers.getSetCookie().find((c) => c.startsWith('flodvik_sb_release='))!;
    expect(release).toMatch(/^flodvik_sb_release=4711;/);
    expect(release).toMatch(/Partitioned/);
    const cookie = [
      entry.headers
        .getSetCookie()
        .find((c) => c.startsWith('__prerender_bypass='))!
        .split(';')[0],
      release.split(';')[0],
    ].join('; ');
    const before = fake.requests.length;
    expect((await html('/sv/nyhet', { headers: { cookie } })).status).toBe(200);
    const drafts = fake.requests.slice(before).filter((r) => r.params.get('version') === 'draft' && r.status === 200);
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.map((r) => r.params.get('from_release'))).toEqual(drafts.map(() => '4711'));
    // The cookie is one per browser: a tab whose address names a release reads that one (another tab's preview may
    // have set the cookie to its own since), `0` the current content. A header the request brings itself decides nothing.
    const releasesRead = async (path: string, extra: Record<string, string> = {}) => {
      const from = fake.requests.length;
      expect((await html(path, { headers: { cookie, ...extra } })).status).toBe(200);
      const read = fake.requests.slice(from).filter((r) => r.params.get('version') === 'draft' && r.status === 200);
      expect(read.length).toBeGreaterThan(0);
      return [...new Set(read.map((r) => r.params.get('from_release')))];
    };
    expect(await releasesRead('/sv/nyhet?_storyblok=9001&_storyblok_release=815')).toEqual(['815']);
    expect(await releasesRead('/sv/nyhet?_storyblok=9001&_storyblok_release=0')).toEqual([null]);
    expect(await releasesRead('/sv/nyhet', { 'x-flodvik-storyblok-release': '0' })).toEqual(['4711']);
    // A story only that release has, at an address the published site sends on (another spelling of a page): the
    // proxy's own look-up asks the tab's release too, so the page is shown, not sent to /sv/kontakt.
    fake.saveInRelease('815', page(9103, 'sv/Kontakt', 'Bara i releasen'));
    try {
      const inRelease = await html('/sv/Kontakt?_storyblok_release=815', { headers: { cookie } });
      expect(inRelease.status).toBe(200);
      expect(h1(inRelease.text)).toBe('Bara i releasen');
      // In the session's release (the cookie's) it has no story: sent on as for everyone.
      expect((await html('/sv/Kontakt', { headers: { cookie } })).status).toBe(308);
    } finally {
      fake.saveInRelease('815');
    }
    // The current content again (release 0), or leaving preview: the cookie goes.
    const current = await html(`/api/preview?${previewQuery('sv/nyhet', 9001)}&_storyblok_release=0`, { headers: { cookie } });
    expect(current.headers.getSetCookie().find((c) => c.startsWith('flodvik_sb_release='))).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    const exit = await html('/api/preview/exit?slug=sv/nyhet', { headers: { cookie } });
    expect(exit.headers.getSetCookie().filter((c) => c.startsWith('flodvik_sb_release=;'))).toHaveLength(2);
  });

  test('draft pages: the saved draft, rendered per request, marked for the editor, frameable by it only, never indexed; /api/preview/exit leaves', async () => {
    fake.saveDraft(retitled(NEWS, 'Ett sparat utkast'));
    const cookie = await enterDraftMode('sv/nyhet', 9001);

    const draft = await html('/sv/nyhet', { headers: { cookie } });
    expect(draft.status).toBe(200);
    expect(h1(draft.text)).toBe('Ett sparat utkast');
    expect(draft.text).toContain(`data-blok-uid="9001-hero-9001"`);
    expect(draft.text).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(draft.headers.get('cache-control')).toMatch(/no-store/);
    expect(draft.headers.get('x-frame-options')).toBeNull();
    expect(draft.headers.get('content-security-policy')).toMatch(/frame-ancestors https:\/\/app\.storyblok\.com( |;)/);
    // An editor's preview is no visit: no consent banner, no tag manager, no chat.
    expect(draft.text).not.toMatch(/<section[^>]*data-consent-banner/);
    expect(draft.text).not.toContain('gtmScriptUrl'); // the marketing island's props: it is not on the page

    const published = await html('/sv/nyhet');
    expect(h1(published.text)).toBe('Första versionen');
    expect(published.text).not.toContain('data-blok-');
    expect(published.headers.get('x-frame-options')).toBe('DENY');
    expect(published.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(published.text).toMatch(/<section[^>]*data-consent-banner/);
    expect(published.text).toContain('gtmScriptUrl');

    const exit = await html('/api/preview/exit?slug=/sv/nyhet', { headers: { cookie } });
    expect(exit.status).toBe(307);
    expect(exit.headers.get('location')).toBe('/sv/nyhet');
    const cleared = exit.headers.getSetCookie().filter((c) => c.startsWith('__prerender_bypass=;'));
    expect(cleared).toHaveLength(2); // partitioned and not: a browser may hold either
    for (const line of cleared) expect(line).toMatch(/Max-Age=0/);
    // A stale draft cookie (say, from before a deploy) leads back to the published page, not to an error.
    const stale = await html('/sv/nyhet', { headers: { cookie: '__prerender_bypass=stale' } });
    expect(stale.status).toBe(307);
    expect(stale.headers.get('location')).toMatch(/^\/api\/preview\/exit\?slug=sv%2Fnyhet/);
    // Inside the editor's frame the published page could not be shown (framed by no one): words instead.
    const inFrame = { accept: 'text/html', 'sec-fetch-dest': 'iframe' };
    const ended = await html('/api/preview/exit?slug=sv%2Fnyhet', { headers: { ...inFrame, cookie: '__prerender_bypass=stale' } });
    expect(ended.status).toBe(200);
    expect(ended.text).toContain('The preview session has ended');
    expect(ended.headers.get('x-frame-options')).toBeNull();
    // Cleared in both forms (Next adds its own line for a cookie it does not accept).
    const endedCleared = ended.headers.getSetCookie().filter((c) => c.startsWith('__prerender_bypass=;'));
    expect(endedCleared.some((c) => /Partitioned/.test(c))).toBe(true);
    expect(endedCleared.some((c) => !/Partitioned/.test(c))).toBe(true);
    const left = await html('/api/preview/exit?slug=sv%2Fnyhet', { headers: { ...inFrame, cookie } });
    expect(left.text).toContain('You have left the preview');
    expect(left.text).toContain('href="/sv/nyhet" target="_blank"');
    fake.saveDraft(NEWS);
  });

  test("a draft saved at an address the published site redirects (another spelling of a page, another language's slug) is shown at its own address in draft mode", async () => {
    const drafts = [page(9101, 'sv/Kontakt', 'Utkast med versal'), page(9102, 'en/om-oss', 'Draft at the Swedish slug')];
    for (const story of drafts) fake.saveDraft(story);
    try {
      // The published site sends these addresses on (308) to the page they mean, as before.
      expect((await html('/sv/Kontakt')).status).toBe(308);
      expect((await html('/en/om-oss')).status).toBe(308);
      for (const story of drafts) {
        const cookie = await enterDraftMode(story.full_slug, story.id);
        const draft = await html(`/${story.full_slug}`, { headers: { cookie } });
        expect(draft.status, story.full_slug).toBe(200);
        expect(h1(draft.text)).toBe(story.name);
        // An address the draft content has no story at is sent on as for everyone (another language's slug).
        const elsewhere = await html('/en/fragor', { headers: { cookie } });
        expect(elsewhere.status).toBe(308);
        expect(elsewhere.headers.get('location')).toBe('/en/faq');
      }
    } finally {
      for (const story of drafts) fake.delete(story.full_slug);
    }
  });

  test('a new draft whose content does not make a page yet (an article without its title) shows the diagnostics in the editor, not a 404', async () => {
    const unfinished: Story = {
      id: 9003,
      uuid: crypto.randomUUID(),
      name: 'Nytt utkast',
      full_slug: 'sv/blogg/nytt-utkast',
      content: { _uid: 'article-9003', component: 'BlogArticle', title: '', preamble: 'Kommer snart.' },
    };
    fake.saveDraft(unfinished);
    const cookie = await enterDraftMode('sv/blogg/nytt-utkast', 9003);

    const draft = await html('/sv/blogg/nytt-utkast', { headers: { cookie } });
    expect(draft.status).toBe(200);
    expect(h1(draft.text)).toBe('Nytt utkast');
    expect(draft.text).toMatch(/data-diagnostics="[1-9]/);
    expect(draft.text).toContain('/content/title');
    expect(draft.text).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(draft.headers.get('cache-control')).toMatch(/no-store/);
    // Published, it is not a page; and a path the space has no story at is still the 404 page in draft mode.
    expect((await html('/sv/blogg/nytt-utkast')).status).toBe(404);
    expect((await html('/sv/blogg/finns-inte-alls', { headers: { cookie } })).status).toBe(404);
    fake.delete('sv/blogg/nytt-utkast');
  });
});

describe('a draft page while the API fails', () => {
  test.each([500, 503] as const)(
    'HTTP %i: the editor reads that the draft could not be read from Storyblok, and how to try again, not the generic error page',
    async (status) => {
      const cookie = await enterDraftMode('sv/nyhet', 9001);
      fake.down = status;
      try {
        const draft = await html('/sv/nyhet?utm_source=x', { headers: { cookie } });
        expect(draft.text).toContain('The draft could not be read from Storyblok');
        expect(draft.text).toContain(`HTTP ${status}`);
        // The same address again (the query kept), and the way out to the published page.
        expect(draft.text).toContain('href="/sv/nyhet?utm_source=x"');
        expect(draft.text).toContain('href="/api/preview/exit?slug=sv%2Fnyhet"');
        expect(draft.status).toBe(200);
        expect(draft.text).not.toContain('Något gick fel');
        expect(draft.text).toMatch(/<meta name="robots" content="noindex, nofollow"/);
        expect(draft.headers.get('cache-control')).toMatch(/no-store/);
      } finally {
        fake.down = false;
      }
      // Once it answers, the same address is the draft again.
      expect(h1((await html('/sv/nyhet', { headers: { cookie } })).text)).toBe('Första versionen');
    },
  );
});

test("two calculators on an editor's page: the one moved names itself in the address, so a reload gives its values to it alone", async () => {
  const browser = await launchChromium();
  try {
    const tab = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await tab.goto(`${site.baseUrl}/sv/tva-kalkylatorer`);
    await hydrated(tab, '[data-calculator]');
    const period = (uid: string) => tab.locator(`[data-island="${uid}"] [data-slider="period"] input`);
    expect(await period('two-weekly').getAttribute('aria-valuetext')).toBe('12 månader');
    await period('two-flex').focus();
    await tab.keyboard.press('End');
    expect(await period('two-flex').getAttribute('aria-valuetext')).toBe('120 dagar');
    await expect.poll(() => new URL(tab.url()).searchParams.get('calculator')).toBe('two-flex');
    expect(new URL(tab.url()).searchParams.get('period')).toBe('120');
    await tab.reload();
    await hydrated(tab, '[data-calculator]');
    expect(await period('two-flex').getAttribute('aria-valuetext')).toBe('120 dagar');
    expect(await period('two-weekly').getAttribute('aria-valuetext')).toBe('12 månader'); // not 120 days read as months
  } finally {
    await browser.close();
  }
});

describe('the Visual Editor in Chromium', () => {
  let browser: Browser;
  let editor: http.Server;
  let editorUrl = '';
  beforeAll(async () => {
    browser = await launchChromium();
    // Storyblok's editor stand-in: another origin (localhost, not 127.0.0.1) framing the preview URL.
    editor = http.createServer((req, res) => {
      const src = `${site.baseUrl}/api/preview?${new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? ''}`;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><title>Editor</title><script>window.fromBridge=[];window.opened=[];addEventListener('message',e=>{fromBridge.push(e.data.action);if(e.data.action==='edit')opened.push(JSON.stringify(e.data.dataC))})</script><iframe id="preview" src="${src}" style="width:1200px;height:800px"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => editor.listen(0, '127.0.0.1', resolve));
    editorUrl = `http://localhost:${(editor.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => editor.close(resolve));
  });

  /**
   * A story opened in the editor stand-in: its tab, the preview frame, the page errors and live-edit
   * warnings seen so far, a way to send the frame a bridge message as the editor does, and the wait
   * for the bridge's greeting.
   */
  async function openInEditor(slug: string, storyId: number, context?: BrowserContext, release?: string) {
    context ??= await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (e) => errors.push(e.message));
    tab.on('console', (m) => m.text().startsWith('Live edit') && errors.push(m.text()));
    const query = previewQuery(slug, storyId) + (release === undefined ? '' : `&_storyblok_release=${release}`);
    await tab.goto(`${editorUrl}/?q=${encodeURIComponent(query)}`);
    const post = (message: unknown) =>
      tab.evaluate((m) => (document.getElementById('preview') as HTMLIFrameElement).contentWindow!.postMessage(m, '*'), message);
    const bridgeGreeted = () =>
      expect.poll(() => tab.evaluate(() => (window as unknown as { fromBridge: string[] }).fromBridge), { timeout: 20_000 }).toContain('initialized');
    const frame = tab.frameLocator('#preview');
    // The message reaches the frame (another process) in a task of its own, and the bridge takes the page's clicks once
    // it has handled it: a listener of the frame's added after the bridge's (at its start) hears the message after it.
    const enterEditmode = async () => {
      const preview = tab.frames().find((f) => f !== tab.mainFrame())!;
      await preview.evaluate(() => {
        const seen = window as unknown as { editmodeHeard?: boolean };
        seen.editmodeHeard = false;
        window.addEventListener('message', (event: MessageEvent<{ action?: string }>) => {
          if (event.data?.action === 'enterEditmode') seen.editmodeHeard = true;
        });
      });
      await post({ action: 'enterEditmode', componentNames: {} });
      await expect.poll(() => preview.evaluate(() => (window as unknown as { editmodeHeard?: boolean }).editmodeHeard)).toBe(true);
    };
    return { context, tab, frame, errors, post, bridgeGreeted, enterEditmode };
  }

  test('the draft page renders in the frame with editable blocks, and an input message updates it without a reload', async () => {
    const { context, tab, frame, errors, post, bridgeGreeted, enterEditmode } = await openInEditor('sv/nyhet', 9001);
    await expect.poll(() => frame.locator('h1').textContent({ timeout: 20_000 })).toBe('Första versionen');
    expect(await frame.locator('[data-blok-uid="9001-hero-9001"]').count()).toBe(1);
    expect(await frame.locator('[data-blok-c]').count()).toBeGreaterThan(5); // navigation, sections, footer
    // The bridge came up inside the frame and greeted its editor.
    await bridgeGreeted();

    const inner = tab.frames().find((f) => f.url().includes('/sv/nyhet'))!;
    await inner.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await post({ action: 'input', story: withEditable(retitled(NEWS, 'Redaktören skriver')) });
    await expect.poll(() => frame.locator('h1').textContent(), { timeout: 20_000 }).toBe('Redaktören skriver');
    expect(await inner.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await frame.locator('[data-blok-uid="9001-hero-9001"]').count()).toBe(1);

    // Diagnostics follow the typing: an emptied title is a visible error card, then gone again.
    await post({ action: 'input', story: withEditable(retitled(NEWS, '')) });
    await expect.poll(() => frame.locator('[data-diagnostics]').count(), { timeout: 20_000 }).toBe(1);
    expect(errors).toEqual([]);
    expect(await frame.locator('[data-diagnostics]').textContent()).toContain('title');
    // In view wherever the editor is on the page (the emptied title took its block away): a badge that leads to why,
    // and the panel's summary below the fixed bar, not under it.
    await inner.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const inView = (selector: string) =>
      inner.locator(selector).evaluate((el) => {
        const box = el.getBoundingClientRect();
        const bar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        return box.top >= bar && box.bottom <= window.innerHeight && box.width > 0;
      });
    expect(await inView('[data-diagnostics-badge]')).toBe(true);
    // In edit mode the bridge cancels every click (preventClicks): the badge still leads to the panel.
    await enterEditmode();
    await inner.locator('[data-diagnostics-badge]').click();
    await expect.poll(() => inView('[data-diagnostics] > summary')).toBe(true);
    // In the block's place a card says what is not shown and why; a click on it opens that block in the editor.
    const card = frame.locator('[data-diagnostic="dropped"][data-blok-uid="9001-hero-9001"]');
    expect(await card.textContent()).toMatch(/Not shown: Hero.*title/);
    expect(await card.evaluate((el) => el.closest('main') !== null && el.parentElement?.querySelector('[data-blok-uid]') === el)).toBe(true);
    await card.click();
    await expect.poll(() => tab.evaluate(() => (window as unknown as { opened: string[] }).opened.join())).toContain('hero-9001');

    // Saved: the page is fetched again from the saved draft.
    fake.saveDraft(retitled(NEWS, 'Sparad i redigeraren'));
    await post({ action: 'change', storyId: 9001 });
    await expect.poll(() => frame.locator('h1').textContent(), { timeout: 20_000 }).toBe('Sparad i redigeraren');
    expect(await inner.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(errors).toEqual([]);
    fake.saveDraft(NEWS);
    await context.close();
  });

  test("two tabs of one browser on two releases: live edit in the first reads the first's release, not the one the second set for the session", async () => {
    const { context, frame, errors, post, bridgeGreeted } = await openInEditor('sv/nyhet', 9001, undefined, '815');
    await expect.poll(() => frame.locator('h1').textContent({ timeout: 20_000 })).toBe('Första versionen');
    await bridgeGreeted();
    const draftReleases = (from: number) => {
      const read = fake.requests.slice(from).filter((r) => r.params.get('version') === 'draft' && r.status === 200);
      expect(read.length).toBeGreaterThan(0);
      return [...new Set(read.map((r) => r.params.get('from_release')))];
    };
    // The second tab opens the story in another release: the session's cookie names that one now.
    let from = fake.requests.length;
    const second = await openInEditor('sv/nyhet', 9001, context, '4711');
    await expect.poll(() => second.frame.locator('h1').textContent({ timeout: 20_000 })).toBe('Första versionen');
    await second.bridgeGreeted();
    expect(draftReleases(from)).toEqual(['4711']);
    from = fake.requests.length;
    await post({ action: 'input', story: withEditable(retitled(NEWS, 'I release 815')) });
    await expect.poll(() => frame.locator('h1').textContent(), { timeout: 20_000 }).toBe('I release 815');
    expect(draftReleases(from)).toEqual(['815']);
    expect([...errors, ...second.errors]).toEqual([]);
    await context.close();
  });

  test('a click on a linked block in edit mode selects it in the editor and opens nothing: the bridge, not the router, has the click', async () => {
    const { context, tab, frame, errors, bridgeGreeted, enterEditmode } = await openInEditor('sv/nyhet', 9001);
    await expect.poll(() => frame.locator('h1').textContent({ timeout: 20_000 })).toBe('Första versionen');
    await bridgeGreeted();
    await enterEditmode();
    const inner = tab.frames().find((f) => f.url().includes('/sv/nyhet'))!;
    await inner.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    // A page link inside an editable block of the site settings (the navigation's), as the router would open it.
    const link = frame.locator('[data-blok-c] a[data-page-link]:not([href="/sv/nyhet"])').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/sv(\/|$)/);
    await link.click();
    await expect.poll(() => tab.evaluate(() => (window as unknown as { fromBridge: string[] }).fromBridge), { timeout: 20_000 }).toContain('edit');
    // The bridge answered the click; had the router taken it first, the frame would be on its way to the link's page.
    await tab.waitForTimeout(1500);
    expect(new URL(inner.url()).pathname).toBe('/sv/nyhet');
    expect(await frame.locator('h1').textContent()).toBe('Första versionen');
    expect(await inner.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('fast typing: one render at a time, the latest story next, so the page follows the last keystroke; a failed render says so in the page', async () => {
    const { context, tab, frame, errors, post, bridgeGreeted } = await openInEditor('sv/nyhet', 9001);
    await expect.poll(() => frame.locator('h1').textContent({ timeout: 20_000 })).toBe('Första versionen');
    await bridgeGreeted();
    let actions = 0;
    tab.on('request', (r) => {
      if (r.method() === 'POST' && r.headers()['next-action'] !== undefined) actions++;
    });
    // Each render reads the draft context (site settings, articles, page paths): slowed, a render takes
    // well over the 200 ms between two keystrokes' pauses, so Next would queue every one of them.
    fake.delayMs = 300;
    try {
      const typed = 'Skrivs snabbt';
      for (let i = 1; i <= typed.length; i++) {
        await post({ action: 'input', story: withEditable(retitled(NEWS, typed.slice(0, i))) });
        await tab.waitForTimeout(200);
      }
      await expect.poll(() => frame.locator('h1').textContent(), { timeout: 30_000 }).toBe(typed);
      expect(actions).toBeGreaterThan(0);
      expect(actions).toBeLessThanOrEqual(typed.length / 2);
    } finally {
      fake.delayMs = 0;
    }

    const notice = frame.locator('[role="status"]', { hasText: 'cannot follow your typing' });
    fake.down = 500;
    try {
      await post({ action: 'input', story: withEditable(retitled(NEWS, 'Medan tjänsten ligger nere')) });
      await expect.poll(() => notice.count(), { timeout: 30_000 }).toBe(1);
      expect(await frame.locator('h1').textContent()).toBe('Skrivs snabbt');
    } finally {
      fake.down = false;
    }
    await post({ action: 'input', story: withEditable(retitled(NEWS, 'Tillbaka')) });
    await expect.poll(() => frame.locator('h1').textContent(), { timeout: 30_000 }).toBe('Tillbaka');
    expect(await notice.count()).toBe(0);
    expect(errors.filter((e) => !e.startsWith('Live edit: the draft could not be rendered'))).toEqual([]);
    await context.close();
  });

  test("an article's title emptied while the editor retypes it: the preview keeps the last version that made a page and says why, then follows again", async () => {
    const article: Story = {
      id: 9802,
      uuid: '00000000-0000-4000-8000-000000009802',
      name: 'Artikeln',
      full_slug: 'sv/blogg/i-redigeraren',
      content: {
        _uid: 'article-9802',
        component: 'BlogArticle',
        title: 'Artikeln i redigeraren',
        preamble: 'Ingressen.',
        content: [
          {
            _uid: 'text-9802',
            component: 'TextSection',
            text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Brödtexten.' }] }] },
          },
        ],
      },
    };
    fake.saveDraft(article);
    try {
      const { context, frame, errors, post, bridgeGreeted } = await openInEditor('sv/blogg/i-redigeraren', 9802);
      await expect.poll(() => frame.locator('h1').textContent({ timeout: 20_000 })).toBe('Artikeln i redigeraren');
      await bridgeGreeted();
      const retitledArticle = (title: string) => withEditable({ ...article, content: { ...article.content, title } });
      const problems = frame.locator('[data-live-problems]');
      await post({ action: 'input', story: retitledArticle('') });
      await expect.poll(() => problems.count(), { timeout: 20_000 }).toBe(1);
      expect(await problems.textContent()).toContain('/content/title');
      // The last version that made a page stays: its header, its text and the site's chrome.
      expect(await frame.locator('h1').textContent()).toBe('Artikeln i redigeraren');
      expect(await frame.locator('main').textContent()).toContain('Brödtexten.');
      expect(await frame.locator('footer').count()).toBe(1);
      await post({ action: 'input', story: retitledArticle('Ny rubrik') });
      await expect.poll(() => frame.locator('h1').textContent(), { timeout: 20_000 }).toBe('Ny rubrik');
      expect(await problems.count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      fake.delete(article.full_slug);
    }
  });

  test("a question drawn again while the editor types (its heading level changed) is the island's: a click selects it in edit mode", async () => {
    const { context, tab, frame, errors, post, bridgeGreeted, enterEditmode } = await openInEditor('sv/fragor-med-rubrik', 9701);
    await expect.poll(() => frame.locator('h1').textContent({ timeout: 20_000 })).toBe('Frågor med rubrik');
    await bridgeGreeted();
    const questions = (level: string) => frame.locator(`main ${level} > button[aria-controls]`);
    await expect.poll(() => questions('h3').count()).toBeGreaterThan(1);
    expect(await frame.locator('main [data-early]').count()).toBe(0);
    // The title taken away: the questions are h2s now, buttons React drew long after hydration.
    await post({ action: 'input', story: withEditable(untitledFaq(FAQ_TITLED)) });
    await expect.poll(() => questions('h2').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    // No head-script mark on them: it would answer their clicks itself and keep them from React and the bridge.
    expect(await frame.locator('main [data-early]').count()).toBe(0);
    const question = questions('h2').nth(1);
    const uid = await question.evaluate((b) => b.closest('[data-blok-uid]')!.getAttribute('data-blok-uid'));
    await enterEditmode();
    await question.click();
    await expect.poll(() => tab.evaluate(() => (window as unknown as { opened: string[] }).opened.join())).toContain(uid!.replace(/^9701-/, ''));
    expect(errors).toEqual([]);
    await context.close();
  });

  test("sections left with nothing to show: no band on the published page; in the editor a card in each one's place, a click opens it", async () => {
    // Published: the text section right under the hero, nothing between them (each empty one drew a band of 80–216 px).
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const published = await context.newPage();
    await published.goto(`${site.baseUrl}/sv/tomma-sektioner`);
    const bands = await published
      .locator('main [data-background]')
      .evaluateAll((sections) =>
        sections.map((s) => ({ background: s.getAttribute('data-background'), top: s.getBoundingClientRect().top, bottom: s.getBoundingClientRect().bottom })),
      );
    expect(bands).toHaveLength(2);
    expect(bands.map((b) => b.background)).not.toContain('INDIGO');
    expect(bands[1]!.top).toBeCloseTo(bands[0]!.bottom, 0);
    expect(await published.locator('main').textContent()).not.toContain('Not shown');
    await context.close();

    // In the editor: each is a card the editor sees and selects, with the warning the panel gives.
    const { context: editing, tab, frame, errors, bridgeGreeted, enterEditmode } = await openInEditor('sv/tomma-sektioner', 9601);
    await expect.poll(() => frame.locator('h1').textContent({ timeout: 20_000 })).toBe('Tomma sektioner');
    await bridgeGreeted();
    const cards = frame.locator('main [data-diagnostic="empty"]');
    expect(await cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-blok-uid')))).toEqual(EMPTY_UIDS.map((uid) => `9601-${uid}`));
    for (const card of await cards.all()) {
      expect((await card.boundingBox())!.height).toBeGreaterThan(40);
      expect(await card.textContent()).toMatch(/^Not shown: (NumberSection|Quotes|ReviewWidget) .*it is not shown on the published page/);
    }
    const panel = frame.locator('[data-diagnostics]');
    for (const uid of EMPTY_UIDS) expect(await panel.textContent()).toContain(`(_uid ${uid})`);
    await enterEditmode();
    await frame.locator('[data-blok-uid="9601-empty-numbers"]').click();
    await expect.poll(() => tab.evaluate(() => (window as unknown as { opened: string[] }).opened.join())).toContain('empty-numbers');
    expect(errors).toEqual([]);
    await editing.close();
  });

  test('a preview opened in a tab of its own (not the editor) says so and offers the way out to the published site', async () => {
    fake.saveDraft(retitled(NEWS, 'Ett utkast i egen flik'));
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const tab = await context.newPage();
      await tab.goto(`${site.baseUrl}/api/preview?${previewQuery('sv/nyhet', 9001)}`);
      await expect.poll(() => tab.locator('h1').textContent({ timeout: 20_000 })).toBe('Ett utkast i egen flik');
      const leave = tab.getByRole('link', { name: 'Leave the preview' });
      await leave.click();
      await expect.poll(() => tab.locator('h1').textContent({ timeout: 20_000 })).toBe('Första versionen');
      expect(new URL(tab.url()).pathname).toBe('/sv/nyhet');
      expect(await tab.getByRole('link', { name: 'Leave the preview' }).count()).toBe(0);
    } finally {
      fake.saveDraft(NEWS);
      await context.close();
    }
  });

  test("a preview tab on a release goes on in it by the page's links, though another tab set the session's release since", async () => {
    const kontakt = embeddedStories().find((s) => s.full_slug === 'sv/kontakt')!;
    /** A page of release 815 whose text links to `href`. */
    const linking = (story: Story, title: string, href: string, text: string): Story => {
      const content = structuredClone(retitled(story, title).content) as { body: Array<Record<string, unknown>> };
      const link = { type: 'link', attrs: { href, linktype: 'url' } };
      content.body = [
        content.body[0]!,
        {
          _uid: `link-${story.id}`,
          component: 'TextSection',
          text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text, marks: [link] }] }] },
        },
      ];
      return { ...story, content };
    };
    fake.saveInRelease('815', linking(NEWS, 'Nyhet i release 815', '/sv/kontakt', 'Till kontakt'));
    fake.saveInRelease('815', linking({ ...page(kontakt.id, 'sv/kontakt', ''), uuid: kontakt.uuid }, 'Kontakt i release 815', '/sv/nyhet', 'Till nyheten'));
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const tab = await context.newPage();
      await tab.goto(`${site.baseUrl}/api/preview?${previewQuery('sv/nyhet', 9001)}&_storyblok_release=815`);
      await expect.poll(() => tab.locator('h1').textContent({ timeout: 20_000 })).toBe('Nyhet i release 815');
      await hydrated(tab);
      // Another tab of the browser opens the current content of another release: the session's cookie names 4711 now.
      const other = await context.newPage();
      await other.goto(`${site.baseUrl}/api/preview?${previewQuery('sv/nyhet', 9001)}&_storyblok_release=4711`);
      await expect.poll(() => other.locator('h1').textContent({ timeout: 20_000 })).toBe('Första versionen');
      expect((await context.cookies()).find((c) => c.name === 'flodvik_sb_release')?.value).toBe('4711');
      // The first tab follows its page's link, and then that page's: both in release 815, each address naming it.
      await tab.getByRole('link', { name: 'Till kontakt' }).click();
      await expect.poll(() => tab.locator('h1').textContent({ timeout: 20_000 })).toBe('Kontakt i release 815');
      expect(new URL(tab.url()).searchParams.get('_storyblok_release')).toBe('815');
      await tab.getByRole('link', { name: 'Till nyheten' }).click();
      await expect.poll(() => tab.locator('h1').textContent({ timeout: 20_000 })).toBe('Nyhet i release 815');
      expect(new URL(tab.url())).toMatchObject({ pathname: '/sv/nyhet' });
      expect(new URL(tab.url()).searchParams.get('_storyblok_release')).toBe('815');
      // The other tab's pages stay in its own.
      await other.goto(`${site.baseUrl}/sv/kontakt`);
      expect(await other.locator('h1').first().textContent()).not.toBe('Kontakt i release 815');
    } finally {
      fake.saveInRelease('815');
      await context.close();
    }
  });

  test("the site settings (opened on the start page) follow the editor's typing and saving in the footer", async () => {
    const config = fake.story('sv/site-config', 'draft')!;
    const withName = (name: string): Story => {
      const content = structuredClone(config.content) as { footer: Array<{ companyName: string }> };
      content.footer[0]!.companyName = name;
      return { ...config, content: content as unknown as Record<string, unknown> };
    };
    const { context, frame, errors, post, bridgeGreeted } = await openInEditor('sv/site-config', config.id);
    const company = frame.locator('footer strong').first();
    const saved = (config.content as { footer: Array<{ companyName: string }> }).footer[0]!.companyName;
    await expect.poll(() => company.textContent({ timeout: 20_000 })).toBe(saved);
    await bridgeGreeted();

    await post({ action: 'input', story: withEditable(withName('Flodvik Finans AB (skrivs)')) });
    await expect.poll(() => company.textContent(), { timeout: 20_000 }).toBe('Flodvik Finans AB (skrivs)');
    // A malformed message changes nothing and throws nothing.
    await post({ action: 'input', story: null });
    fake.saveDraft(withName('Flodvik Finans AB (sparad)'));
    await post({ action: 'change', storyId: config.id });
    await expect.poll(() => company.textContent(), { timeout: 20_000 }).toBe('Flodvik Finans AB (sparad)');
    expect(errors).toEqual([]);
    fake.saveDraft(config);
    await context.close();
  });
});

describe('publish → fresh pages', () => {
  test('a webhook with a wrong signature is refused (401) and revalidates nothing', async () => {
    expect(h1((await html('/sv/nyhet')).text)).toBe('Första versionen');
    fake.publish(retitled(NEWS, 'Andra versionen'));
    const refused = await webhook({ action: 'published', story_id: 9001, full_slug: 'sv/nyhet' }, 'not-the-secret');
    expect(refused.status).toBe(401);
    expect(h1((await html('/sv/nyhet')).text)).toBe('Första versionen');
    // Said in the server's log too: a wrong secret refuses every publish, and only the space owner's e-mail would tell.
    await expect.poll(() => site.log()).toMatch(/\[storyblok\] webhook refused: its webhook-signature does not match/);
  });

  test('the next request after a signed webhook serves the new content, without a rebuild', async () => {
    const ok = await webhook({ action: 'published', story_id: 9001, full_slug: 'sv/nyhet' });
    expect(ok).toMatchObject({ status: 200, body: { revalidated: expect.arrayContaining(['sb:story:sv/nyhet']), mode: 'expired' } });
    expect(h1((await html('/sv/nyhet')).text)).toBe('Andra versionen');
  });

  test("a publish the space's cache version lags (about 2 s at Storyblok): the webhook waits it out, and the next request is the new content, not the version before it for an hour", async () => {
    const LAGGING = page(9014, 'sv/versionen', 'Före');
    fake.publish(LAGGING);
    await webhook({ action: 'published', story_id: 9014 });
    expect(h1((await html('/sv/versionen')).text)).toBe('Före');
    fake.cvLagMs = 800;
    try {
      fake.publish(retitled(LAGGING, 'Efter'));
      await webhook({ action: 'published', story_id: 9014 });
      expect(h1((await html('/sv/versionen')).text)).toBe('Efter');
    } finally {
      fake.cvLagMs = 0;
    }
  });

  test("a webhook while a render of its page from the content before it is under way: the next request is the new content, not that render's", async () => {
    const RACED = page(9015, 'sv/mitt-i', 'Version ett');
    const path = '/v2/cdn/stories/sv/mitt-i';
    const storyReads = () => fake.requests.filter((r) => r.path === path && r.status === 200).length;
    fake.publish(RACED);
    // The first webhook's render of the page (lib/storyblok/warm.ts) reads version one, which arrives late: the
    // render is still under way when the second version's webhook expires the page.
    fake.lateAnswers.set(path, 8000);
    try {
      const before = storyReads();
      await webhook({ action: 'published', story_id: 9015 });
      await expect.poll(storyReads).toBeGreaterThan(before);
      fake.lateAnswers.delete(path);
      fake.publish(retitled(RACED, 'Version två'));
      expect((await webhook({ action: 'published', story_id: 9015 })).body.mode).toBe('expired');
      expect(h1((await html('/sv/mitt-i')).text)).toBe('Version två');
    } finally {
      fake.lateAnswers.delete(path);
    }
  });

  test('a page published after the build appears; without full_slug the story is found by id; unpublished, it is gone', async () => {
    expect((await html('/sv/helt-ny')).status).toBe(404);
    expect((await html('/og/sv/helt-ny')).status).toBe(404);
    fake.publish(page(9002, 'sv/helt-ny', 'Helt ny sida'));
    await webhook({ action: 'published', story_id: 9002 });
    const fresh = await html('/sv/helt-ny');
    expect(fresh.status).toBe(200);
    expect(h1(fresh.text)).toBe('Helt ny sida');
    expect((await html('/sitemap.xml')).text).toContain('/sv/helt-ny');
    // Its social image too (the page names it as og:image), without a rebuild.
    const image = await fetch(`${site.baseUrl}/og/sv/helt-ny`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    await image.body?.cancel();

    // The English address of a page only Swedish has (a link to the story written under the English page's
    // language): the Swedish page, not a 404; a temporary redirect, since a translation may come.
    const english = await html('/en/helt-ny?utm_source=x');
    expect(english.status).toBe(307);
    expect(english.headers.get('location')).toBe('/sv/helt-ny?utm_source=x');

    fake.unpublish('sv/helt-ny');
    await webhook({ action: 'unpublished', story_id: 9002 });
    expect((await html('/sv/helt-ny')).status).toBe(404);
    expect((await html('/en/helt-ny')).status).toBe(404);

    // A translation at the same slug, published without a webhook (the index does not know it yet): the page
    // route answers it (the page once the published content's cache version moves on, within a minute), not a
    // redirect to the page the index knows in the other language.
    fake.publish(page(9005, 'sv/nytt-par', 'Nytt par'));
    await webhook({ action: 'published', story_id: 9005 });
    expect((await html('/sv/nytt-par')).status).toBe(200); // the index reads the space's pages again
    fake.publish(page(9006, 'en/nytt-par', 'New pair'));
    const translation = await html('/en/nytt-par');
    expect(translation.headers.get('location')).toBeNull();
    expect([200, 404]).toContain(translation.status);
    for (const [slug, id] of [
      ['sv/nytt-par', 9005],
      ['en/nytt-par', 9006],
    ] as const) {
      fake.unpublish(slug);
      await webhook({ action: 'unpublished', story_id: id });
    }
  });

  test("the space's own images go through the site's image optimizer; another space's are shown from Storyblok's CDN as they are, which the optimizer refuses", async () => {
    const own = `https://a.storyblok.com/f/${SPACE_ID}/1600x900/abc/kontoret.jpg`;
    const other = 'https://a.storyblok.com/f/77/800x600/abc/lanad.jpg';
    const story = page(9060, 'sv/bilder', 'Bilder');
    const [hero, text] = story.content.body as Array<Record<string, unknown>>;
    hero!.image = { filename: own, alt: 'Kontoret' };
    text!.text = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'image', attrs: { src: other, alt: 'Lånad' } }] }] };
    fake.publish(story);
    await webhook({ action: 'published', story_id: 9060 });
    const published = await html('/sv/bilder');
    expect(published.status).toBe(200);
    const img = (alt: string) => new RegExp(`<img[^>]*alt="${alt}"[^>]*>`).exec(published.text)?.[0] ?? '';
    expect(img('Kontoret')).toContain(`/_next/image?url=${encodeURIComponent(own)}`);
    expect(img('Lånad')).toContain(`src="${other}"`);
    expect(img('Lånad')).not.toContain('/_next/image');
    // The optimizer itself: another space's address is refused before anything is fetched; the space's own passes
    // that check (and is refused here only for a width no page asks for, so nothing is fetched either).
    const optimize = async (url: string) => {
      const res = await fetch(`${site.baseUrl}/_next/image?url=${encodeURIComponent(url)}&w=1&q=75`);
      return { status: res.status, text: await res.text() };
    };
    expect(await optimize(other)).toEqual({ status: 400, text: '"url" parameter is not allowed' });
    expect(await optimize(own)).toEqual({ status: 400, text: '"w" parameter (width) of 1 is not allowed' });
    expect(site.log()).toMatch(/\[env\] STORYBLOK_SPACE_ID is 424242 here but was unset \(any space\) at build time/);
    fake.unpublish('sv/bilder');
    await webhook({ action: 'unpublished', story_id: 9060 });
  });

  test("a link to a story unpublished since: the page keeps it, the log says which page leads visitors to the 404, the editor's preview warns", async () => {
    const target = page(9020, 'sv/kampanjsida', 'Kampanjsidan');
    const linking: Story = {
      ...page(9021, 'sv/lankar-till-kampanj', 'Länkar till kampanjen'),
      content: {
        _uid: 'page-9021',
        component: 'Page',
        body: [
          { _uid: 'hero-9021', component: 'Hero', title: 'Länkar till kampanjen' },
          {
            _uid: 'links-9021',
            component: 'LinkSection',
            links: [
              {
                _uid: 'item-9021',
                component: 'LinkItem',
                text: 'Till kampanjen',
                link: { id: target.uuid, linktype: 'story', fieldtype: 'multilink', url: '', cached_url: 'sv/kampanjsida' },
              },
            ],
          },
        ],
      },
    };
    const warning =
      /\[content\] \/sv\/lankar-till-kampanj: WARNING LinkItem \(_uid item-9021\) at \/content\/body\/1\/links\/0\/link: leads to "\/sv\/kampanjsida", which is no published page/;
    fake.publish(target);
    fake.publish(linking);
    try {
      await webhook({ action: 'published', story_id: 9020 });
      await webhook({ action: 'published', story_id: 9021 });
      expect((await html('/sv/lankar-till-kampanj')).text).toContain('href="/sv/kampanjsida"');
      expect(site.log()).not.toMatch(warning);
      fake.unpublish('sv/kampanjsida');
      await webhook({ action: 'unpublished', story_id: 9020 });
      // The linking page rendered again (its own publish, or its hour): still the link, and a line in the log.
      await webhook({ action: 'published', story_id: 9021 });
      expect((await html('/sv/kampanjsida')).status).toBe(404);
      await expect.poll(async () => (await html('/sv/lankar-till-kampanj')).text, { timeout: 20_000 }).toContain('href="/sv/kampanjsida"');
      await expect.poll(() => site.log(), { timeout: 20_000 }).toMatch(warning);
      // Still a page any cache may keep: the check read nothing past Next's cache while rendering it.
      expect((await html('/sv/lankar-till-kampanj')).headers.get('cache-control')).toMatch(/s-maxage=\d+/);
      expect(site.log().match(new RegExp(warning.source, 'g'))).toHaveLength(1); // once, not at every render
      // In the editor's preview of the linking page: a warning in the diagnostics, not an error (nothing is dropped).
      const cookie = await enterDraftMode('sv/lankar-till-kampanj', 9021);
      const draft = await html('/sv/lankar-till-kampanj', { headers: { cookie } });
      expect(draft.text).toMatch(/data-diagnostics="1"/);
      expect(draft.text).toContain('leads to &quot;/sv/kampanjsida&quot;, which is no published page of the site');
      expect(draft.text).not.toMatch(/<a [^>]*data-diagnostics-badge/); // no error: the badge is for errors
    } finally {
      fake.delete('sv/kampanjsida');
      fake.delete('sv/lankar-till-kampanj');
      await webhook({ action: 'deleted', story_id: 9021 });
    }
  });

  test('a translation at its own slug (linked in Storyblok: `alternates`): the language menu, hreflang and the sitemap pair the two pages', async () => {
    const link = (story: Story) => ({
      id: story.id,
      name: story.name,
      slug: String(story.full_slug).split('/').pop(),
      full_slug: story.full_slug,
      published: true,
      is_folder: false,
      parent_id: 0,
    });
    const sv = page(9003, 'sv/om-flodvik', 'Om Flodvik');
    const en = page(9004, 'en/about-flodvik', 'About Flodvik');
    fake.publish({ ...sv, alternates: [link(en)] });
    fake.publish({ ...en, alternates: [link(sv)] });
    await webhook({ action: 'published', story_id: 9003 });
    await webhook({ action: 'published', story_id: 9004 });
    const hreflang = (text: string) =>
      Object.fromEntries([...text.matchAll(/<link rel="alternate" hrefLang="([\w-]+)" href="([^"]+)"/gi)].map((m) => [m[1], new URL(m[2]!).pathname]));
    const menu = (text: string) => Object.fromEntries([...text.matchAll(/<a href="([^"]+)" hreflang="(\w+)"/gi)].map((m) => [m[2], m[1]]));
    for (const address of ['/sv/om-flodvik', '/en/about-flodvik']) {
      const answer = await html(address);
      expect(answer.status, address).toBe(200);
      expect(hreflang(answer.text), address).toEqual({ sv: '/sv/om-flodvik', en: '/en/about-flodvik', 'x-default': '/sv/om-flodvik' });
      expect(menu(answer.text), address).toEqual({ sv: '/sv/om-flodvik', en: '/en/about-flodvik' });
    }
    const sitemap = (await html('/sitemap.xml')).text;
    const entry = sitemap.split('<url>').find((u) => u.includes('/en/about-flodvik</loc>'));
    expect(entry).toMatch(/hreflang="sv"\s+href="[^"]*\/sv\/om-flodvik"/);
    // The other locale's slug under a locale (a visitor swapping /sv/ for /en/) leads to the translation.
    for (const [address, translation] of [
      ['/en/om-flodvik?x=1', '/en/about-flodvik?x=1'],
      ['/sv/about-flodvik', '/sv/om-flodvik'],
    ] as const) {
      const answer = await html(address);
      expect(answer.status, address).toBe(308);
      expect(answer.headers.get('location'), address).toBe(translation);
    }
    // Unlinked, each page stands alone again: the other locale's menu entry is its start page, and the other
    // slug is no translation here any more (the webhook dropped what the proxy knew): it leads to the page in
    // the language that has it, for a while (307).
    fake.publish(en);
    fake.publish(sv);
    await webhook({ action: 'published', story_id: 9004 });
    await webhook({ action: 'published', story_id: 9003 });
    expect(menu((await html('/en/about-flodvik')).text)).toEqual({ sv: '/sv', en: '/en/about-flodvik' });
    const unlinked = await html('/en/om-flodvik');
    expect(unlinked.status).toBe(307);
    expect(unlinked.headers.get('location')).toBe('/sv/om-flodvik');
  });

  test('a page published after the build is cacheable by a shared cache from its first answer on (with a query string too)', async () => {
    const shared = /^s-maxage=3600, stale-while-revalidate=\d+$/;
    // The proxy's page index is listed before the story is published, and dropped by its webhook.
    expect((await html('/sv')).status).toBe(200);
    fake.publish(page(9011, 'sv/forsta-besoket', 'Första besöket'));
    await webhook({ action: 'published', story_id: 9011, full_slug: 'sv/forsta-besoket' });
    for (const visit of ['first', 'second']) {
      const answer = await html('/sv/forsta-besoket');
      expect(answer.status, visit).toBe(200);
      expect(answer.headers.get('cache-control'), visit).toMatch(shared);
    }

    fake.publish(page(9012, 'sv/med-fragestrang', 'Med frågesträng'));
    await webhook({ action: 'published', story_id: 9012, full_slug: 'sv/med-fragestrang' });
    for (const address of ['/sv/med-fragestrang?utm_source=nyhetsbrev', '/sv/med-fragestrang']) {
      const answer = await html(address);
      expect(answer.status, address).toBe(200);
      expect(h1(answer.text), address).toBe('Med frågesträng');
      expect(answer.headers.get('cache-control'), address).toMatch(shared);
    }

    // Published without the webhook (a delivery Storyblok gave up on): the index does not have it yet,
    // but the page renders, so its answers are not marked as a missing page's.
    fake.publish(page(9013, 'sv/utan-webhook', 'Utan webhook'));
    for (const visit of ['first', 'second']) {
      const answer = await html('/sv/utan-webhook');
      expect(answer.status, visit).toBe(200);
      expect(answer.headers.get('cache-control'), visit).toMatch(shared);
    }
    // An address that is no page still answers as one (404, kept a minute at most); so does a story of data only.
    for (const address of ['/sv/finns-inte-heller', '/sv/forfattare/asa']) {
      const missing = await html(address);
      expect(missing.status, address).toBe(404);
      expect(missing.headers.get('cache-control'), address).toBe('public, max-age=0, s-maxage=60');
    }
    expect((await html('/sitemap.xml')).text).not.toContain('/sv/forfattare/asa');
  });

  test("a published story the engine refuses (an article without its title): its 404 is kept a minute like any other's, not a page's hour; mended, it is a page again", async () => {
    const missing = 'public, max-age=0, s-maxage=60';
    const refused: Story = {
      id: 9014,
      uuid: '00000000-0000-4000-8000-000000009014',
      name: 'Trasig artikel',
      full_slug: 'sv/blogg/trasig-artikel',
      content: { _uid: 'article-9014', component: 'BlogArticle', title: '', preamble: 'Utan rubrik.' },
    };
    // Storyblok's links list it (the index counts it a page); a visitor comes before the webhook's render, and after it.
    fake.publish(refused);
    await webhook({ action: 'published', story_id: 9014, full_slug: 'sv/blogg/trasig-artikel' });
    for (const visit of ['first', 'second']) {
      const answer = await html('/sv/blogg/trasig-artikel');
      expect(answer.status, visit).toBe(404);
      expect(answer.headers.get('cache-control'), visit).toBe(missing);
    }
    await pagesRenderedAgain();
    expect((await html('/sv/blogg/trasig-artikel')).headers.get('cache-control')).toBe(missing);

    fake.publish({ ...refused, content: { ...refused.content, title: 'Hel artikel' } });
    await webhook({ action: 'published', story_id: 9014, full_slug: 'sv/blogg/trasig-artikel' });
    const mended = await html('/sv/blogg/trasig-artikel');
    expect(mended.status).toBe(200);
    expect(h1(mended.text)).toBe('Hel artikel');
    expect(mended.headers.get('cache-control')).toMatch(/^s-maxage=3600, stale-while-revalidate=\d+$/);
    fake.unpublish('sv/blogg/trasig-artikel');
    await webhook({ action: 'unpublished', story_id: 9014 });
  });

  test("what is not a story's change is acknowledged (2xx: Storyblok emails the owner on anything else); a release merged refreshes everything", async () => {
    expect(await webhook({ action: 'deleted', asset_id: 555 })).toEqual({ status: 202, body: { ignored: 'deleted (not a story)', revalidated: [] } });
    expect(await webhook({})).toEqual({ status: 202, body: { ignored: '(no action)', revalidated: [] } });
    expect(await webhook({ action: 'release_merged', release_id: 12 })).toMatchObject({ status: 200, body: { revalidated: ['sb'] } });
  });

  test('the site context (navigation, footer) revalidates every page', async () => {
    const config = fake.story('sv/site-config')!;
    const footer = structuredClone(config.content) as { footer: Array<{ companyName: string }> };
    footer.footer[0]!.companyName = 'Flodvik Finans AB (ny adress)';
    fake.publish({ ...config, content: footer as unknown as Record<string, unknown> });
    expect((await webhook({ action: 'published', story_id: config.id })).body.revalidated).toEqual(['sb']);
    for (const path of ['/sv', '/sv/nyhet']) expect((await html(path)).text).toContain('Flodvik Finans AB (ny adress)');
  });
});

describe('delivery while the API is down', () => {
  beforeEach(pagesRenderedAgain);
  /**
   * Before each: the webhooks so far have rendered their pages, and the pages these tests call generated are (each test
   * may run alone: `-t`), with the news page at `title`.
   */
  async function generatedBeforeTheOutage(title = 'Andra versionen') {
    await pagesRenderedAgain();
    if (h1((await html('/sv/nyhet')).text) !== title) {
      fake.publish(retitled(NEWS, title));
      await webhook({ action: 'published', story_id: 9001, full_slug: 'sv/nyhet' });
      await pagesRenderedAgain();
    }
    for (const path of ['/sv', '/sv/nyhet']) expect((await html(path)).status, path).toBe(200);
    expect(h1((await html('/sv/nyhet')).text)).toBe(title);
  }

  test('a hanging API: a page never generated answers 503 once its first read gives up (15 s) and the rest try once, not after the probe gives up (30 s); generated pages are served at once', async () => {
    await generatedBeforeTheOutage();
    fake.delayMs = 40_000;
    try {
      const never = await html('/sv/aldrig-genererad-medan-den-hanger');
      expect(never.status).toBe(503);
      expect(Number(never.headers.get('retry-after'))).toBeGreaterThan(0);
      await expect.poll(() => site.log(), { timeout: 10_000 }).toMatch(/\[storyblok\] Storyblok did not answer .* in time/);
      // The first read waited out the delivery's deadline and put the outage on record: the reads after it make one
      // attempt each, as their log lines say (counted, not timed: a busy machine only makes them slower).
      const next = await html('/sv/aldrig-genererad-andra');
      expect(next.status).toBe(503);
      const givenUp = () => site.log().match(/Storyblok did not answer [^\n]*aldrig-genererad-andra[^\n]* in time \([^)]*\)/g) ?? [];
      await expect.poll(() => givenUp().length, { timeout: 10_000 }).toBeGreaterThan(0);
      for (const line of givenUp()) expect(line).toMatch(/, 1 attempt\)$/);
      for (const path of ['/sv', '/sv/nyhet']) expect((await html(path)).status).toBe(200);
    } finally {
      fake.delayMs = 0;
    }
  });

  test('a page never generated answers 503 with Retry-After (not 500); generated pages keep being served', async () => {
    await generatedBeforeTheOutage();
    fake.down = 503;
    try {
      const never = await html('/sv/aldrig-genererad');
      expect(never.status).toBe(503);
      expect(Number(never.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(never.headers.get('cache-control')).toBe('no-store');
      // The proxy's answer gets next.config's security headers like any other.
      expect(never.headers.get('x-content-type-options')).toBe('nosniff');
      expect(never.headers.get('x-frame-options')).toBe('DENY');
      expect(never.text).toContain('Sidan är tillfälligt otillgänglig');
      for (const path of ['/sv', '/sv/nyhet']) expect((await html(path)).status).toBe(200);
    } finally {
      fake.down = false;
    }
  });

  test('a webhook while the API is down keeps the last good page (stale while Next retries) and the failure is logged', async () => {
    await generatedBeforeTheOutage('Andra versionen');
    fake.publish(retitled(NEWS, 'Tredje versionen'));
    fake.down = 503;
    try {
      const hook = await webhook({ action: 'published', story_id: 9001, full_slug: 'sv/nyhet' });
      expect(hook.body.mode).toBe('stale-while-revalidate');
      for (let i = 0; i < 3; i++) {
        const res = await html('/sv/nyhet');
        expect(res.status).toBe(200);
        expect(h1(res.text)).toBe('Andra versionen');
      }
      await expect.poll(() => site.log(), { timeout: 30_000 }).toMatch(/\[storyblok\] Storyblok answered .* with HTTP 503 \(gave up after/);
      // And the webhook's own part: the pages were marked stale only, not expired.
      expect(site.log()).toMatch(/\[storyblok\] webhook \(published\): Storyblok does not answer now, so \d+ tag\(s\) were marked stale only/);
    } finally {
      fake.down = false;
    }
    // Back up: the next webhook brings the new content (once a refresh still retrying from the
    // outage, which Next joins, has given up).
    await webhook({ action: 'published', story_id: 9001, full_slug: 'sv/nyhet' });
    await expect.poll(async () => h1((await html('/sv/nyhet')).text), { timeout: 30_000, interval: 500 }).toBe('Tredje versionen');
  });

  // Its release renders every page again, which it waits for (pagesRenderedAgain): on a busy machine possibly longer
  // than the 2 minutes a test has.
  test(
    'pages a webhook expired while the API answered are rendered again at once: with the API down after it they are served, new content and all (also a page this process never rendered: served from the build until then), not a 500',
    { timeout: 420_000 },
    async () => {
      await generatedBeforeTheOutage('Tredje versionen');
      const STEADY = page(9007, 'sv/bestandig', 'Version ett');
      fake.publish(STEADY);
      await webhook({ action: 'published', story_id: 9007 });
      expect(h1((await html('/sv/bestandig')).text)).toBe('Version ett');
      expect((await html('/sv')).status).toBe(200);

      fake.publish(retitled(STEADY, 'Version två'));
      expect((await webhook({ action: 'published', story_id: 9007 })).body.mode).toBe('expired');
      // A release merged expires every page, the site settings and listings with them.
      expect((await webhook({ action: 'release_merged', release_id: 13 })).body.mode).toBe('expired');
      await pagesRenderedAgain();
      expect(site.log()).toMatch(/\[storyblok\] webhook: (\d+) of \1 expired page\(s\) rendered again\n/);
      fake.down = 503;
      try {
        for (const [path, title] of [
          ['/sv/bestandig', 'Version två'],
          ['/sv/bestandig', 'Version två'],
          ['/sv/nyhet', 'Tredje versionen'],
        ] as const) {
          const res = await html(path);
          expect(res.status, path).toBe(200);
          expect(h1(res.text), path).toBe(title);
        }
        for (const path of ['/sv', '/sv/fakturafinansiering', '/en/invoice-financing']) expect((await html(path)).status, path).toBe(200);
      } finally {
        fake.down = false;
      }
    },
  );

  test('a published token the API refuses (regenerated in the space): pages read before are served, a new address is 503 at once (not a 500 rendered twice), the log says why', async () => {
    // A page this process rendered before the token changed (the test runs alone too: `-t`).
    fake.publish(page(9009, 'sv/fore-bytet', 'Före bytet'));
    await webhook({ action: 'published', story_id: 9009 });
    expect((await html('/sv/fore-bytet')).status).toBe(200);
    fake.publish(page(9008, 'sv/efter-bytet', 'Efter bytet'));
    fake.revokePublished = true;
    try {
      const fresh = await html('/sv/efter-bytet');
      expect(fresh.status).toBe(503);
      expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await html('/sv/ingen-sida-alls')).status).toBe(503);
      for (const path of ['/sv', '/sv/fore-bytet']) expect((await html(path)).status, path).toBe(200);
      expect(site.log()).toMatch(/\[storyblok\] .*401/);
    } finally {
      fake.revokePublished = false;
    }
    await expect.poll(async () => (await html('/sv/efter-bytet')).status, { timeout: 60_000, interval: 1000 }).toBe(200);
  });

  test('a malformed 200 answer is never cached: while the API answers garbage a new page is 503, and the first good answer renders it', async () => {
    fake.publish(page(9003, 'sv/utan-skrap', 'Inget skräp i cachen'));
    fake.failures.push(...Array.from({ length: 200 }, () => ({ malformed: true as const })));
    try {
      const during = await html('/sv/utan-skrap');
      expect(during.status).toBe(503);
      expect(during.text).not.toContain('Gateway hiccup');
    } finally {
      fake.failures.length = 0;
    }
    const after = await html('/sv/utan-skrap');
    expect(after.status).toBe(200);
    expect(h1(after.text)).toBe('Inget skräp i cachen');
  });
});

// Last: a move refreshes every page; the outage tests above start from pages Next has cached.
describe('after a move', () => {
  test('a story moved: after its webhook, a page that links to it (and did not change) links to the new address', async () => {
    const target = page(9005, 'sv/mal', 'Målsidan');
    const linking = page(9006, 'sv/lankande', 'Länkar hit');
    const link = { id: target.uuid, url: '', linktype: 'story', fieldtype: 'multilink', cached_url: 'sv/mal' };
    (linking.content.body as unknown[]).push({
      _uid: 'links-9006',
      component: 'LinkSection',
      links: [{ _uid: 'li-9006', component: 'LinkItem', text: 'Till målet', link }],
    });
    fake.publish(target);
    fake.publish(linking);
    await webhook({ action: 'published', story_id: 9005 });
    await webhook({ action: 'published', story_id: 9006 });
    expect((await html('/sv/lankande')).text).toContain('href="/sv/mal"');

    // Moved in Storyblok: the linking story's stored cached_url still says sv/mal.
    fake.delete('sv/mal');
    fake.publish({ ...target, full_slug: 'sv/mal-ny' });
    expect((await webhook({ action: 'moved', story_id: 9005, full_slug: 'sv/mal-ny' })).body.revalidated).toEqual(['sb']);
    const after = (await html('/sv/lankande')).text;
    expect(after).toContain('href="/sv/mal-ny"');
    expect(after).not.toContain('href="/sv/mal"');
  });
});
