import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { FakeStoryblok, type Story } from '~/tests/helpers/fakeStoryblok';
import { defineEngineConfig } from '../config';
import { resolveLink } from '../links';
import { createStoryblokSource, StoryblokError, type DeliveryOutcome, type StoryblokSourceOptions } from './storyblok';

const config = defineEngineConfig({ locales: ['sv', 'en'], defaultLocale: 'sv', linkPlaceholders: {}, siteContextSlug: 'site-config' });

const page = (fullSlug: string, id: number, extra: Record<string, unknown> = {}): Story => ({
  id,
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  name: fullSlug,
  full_slug: fullSlug,
  content: { _uid: `p-${id}`, component: 'Page', body: [{ _uid: `h-${id}`, component: 'Heading', text: 'Hej' }] },
  ...extra,
});

const fake = new FakeStoryblok([
  page('sv/index', 1),
  page('sv/om-oss', 2),
  page('en/index', 3),
  { ...page('sv/blogg/ett', 4), content: { _uid: 'a', component: 'BlogArticle', title: 'Ett' } },
  ...Array.from({ length: 57 }, (_, i) => page(`en/many/p${String(i).padStart(2, '0')}`, 100 + i)),
]);
let baseUrl = '';
beforeAll(async () => {
  baseUrl = await fake.start();
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.failures.length = 0;
  fake.requests.length = 0;
  fake.down = false;
});

function source(options: Partial<StoryblokSourceOptions> = {}) {
  const outcomes: DeliveryOutcome[] = [];
  const waits: number[] = [];
  const s = createStoryblokSource({
    config,
    baseUrl,
    accessToken: fake.publishedToken,
    timeoutMs: 300,
    sleep: async (ms) => void waits.push(ms),
    onOutcome: (o) => outcomes.push(o),
    ...options,
  });
  return { s, outcomes, waits };
}

describe('the Storyblok source against a fake space', () => {
  test('reads a story by locale and path: published version, the token, the current cv (after the redirect)', async () => {
    const { s } = source();
    expect((await s.getStory('', 'sv'))?.full_slug).toBe('sv/index');
    expect((await s.getStory('om-oss', 'sv'))?.id).toBe(2);
    const [redirect, answer] = fake.requests;
    expect(redirect).toMatchObject({ path: '/v2/cdn/stories/sv/index', status: 301 });
    expect(answer!.params.get('version')).toBe('published');
    expect(answer!.params.get('token')).toBe(fake.publishedToken);
    expect(answer!.params.get('cv')).toBe(String(fake.cv));
  });

  test('the cv of an answer goes with the requests of the next minute (no redirect first), until forgotten', async () => {
    let clock = 0;
    const { s } = source({ now: () => clock });
    await s.getStory('om-oss', 'sv');
    await s.getStory('', 'sv');
    expect(fake.requests.map((r) => r.status)).toEqual([301, 200, 200]);
    expect(fake.requests[2]!.params.get('cv')).toBe(String(fake.cv));
    clock = 60_000;
    await s.getStory('om-oss', 'sv');
    expect(fake.requests.slice(3).map((r) => r.status)).toEqual([301, 200]);
    s.forgetCacheVersion();
    await s.getStory('om-oss', 'sv');
    expect(fake.requests.slice(5).map((r) => r.status)).toEqual([301, 200]);
    // Draft content has no cache version.
    await source({ accessToken: fake.previewToken, version: 'draft' }).s.getStory('om-oss', 'sv');
    expect(fake.requests.at(-1)!.params.has('cv')).toBe(false);
  });

  test('the start page may be the locale folder\'s own start page (full slug "en/"), as Storyblok makes it', async () => {
    const space = new FakeStoryblok([page('en/', 7, { is_startpage: true }), page('en/kontakt', 8)]);
    const url = await space.start();
    try {
      const s = createStoryblokSource({ config, baseUrl: url, accessToken: space.publishedToken, sleep: async () => {} });
      expect((await s.getStory('', 'en'))?.id).toBe(7);
      expect(space.requests.filter((r) => r.status !== 301).map((r) => [r.path, r.status])).toEqual([
        ['/v2/cdn/stories/en/index', 404],
        ['/v2/cdn/stories/en/', 200],
      ]);
      expect(await s.getStory('', 'sv')).toBeNull();
    } finally {
      await space.stop();
    }
  });
  test('a story that does not exist is null, not an error', async () => {
    const { s, outcomes } = source();
    expect(await s.getStory('finns-inte', 'sv')).toBeNull();
    expect(outcomes.at(-1)).toMatchObject({ ok: true });
  });

  test('listings walk every page, at most 25 a page, all at the cv of the first', async () => {
    const { s } = source();
    const stories = await s.listStories('en', { startsWith: 'many' });
    expect(stories).toHaveLength(57);
    const pages = fake.requests.filter((r) => r.status === 200);
    expect(pages.map((r) => r.params.get('page'))).toEqual(['1', '2', '3']);
    expect(new Set(pages.map((r) => r.params.get('per_page')))).toEqual(new Set(['25']));
    expect(new Set(pages.map((r) => r.params.get('cv'))).size).toBe(1);
    expect((await s.listStories('sv', { contentType: 'BlogArticle' })).map((x) => x.full_slug)).toEqual(['sv/blogg/ett']);
  });

  test('429 and 5xx are retried with growing backoff, and Retry-After is honoured', async () => {
    const { s, outcomes, waits } = source({ backoffMs: 100 });
    fake.failures.push({ status: 429, retryAfter: 2 }, { status: 503 }, { status: 500 });
    expect((await s.getStory('om-oss', 'sv'))?.id).toBe(2);
    expect(waits[0]).toBe(2000);
    expect(waits[1]).toBeGreaterThanOrEqual(150);
    expect(waits[2]).toBeGreaterThan(waits[1]!);
    expect(outcomes.at(-1)).toMatchObject({ ok: true, attempts: 4 });
  });

  test('an answer that hangs times out and is retried', async () => {
    const { s } = source();
    fake.failures.push({ hang: true });
    expect((await s.getStory('om-oss', 'sv'))?.id).toBe(2);
  });

  test('a malformed 200 body is never returned: retried, then an error', async () => {
    const { s, outcomes } = source({ retries: 2 });
    fake.failures.push({ malformed: true }, { malformed: true }, { malformed: true });
    const error = await s.getStory('om-oss', 'sv').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoryblokError);
    expect(error).toMatchObject({ kind: 'malformed' });
    expect(outcomes.at(-1)).toMatchObject({ ok: false, attempts: 3 });
  });

  test('gives up after its retries with the status, and reports the failure once', async () => {
    const { s, outcomes } = source({ retries: 1 });
    fake.down = 503;
    await expect(s.listStories('sv')).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(outcomes.filter((o) => !o.ok)).toHaveLength(1);
    expect(fake.count()).toBe(2);
  });

  test('no retry starts past the deadline', async () => {
    const { s } = source({ retries: 10, backoffMs: 1000, deadlineMs: 2500, sleep: async () => {} });
    fake.down = 500;
    await expect(s.getStory('', 'sv')).rejects.toBeInstanceOf(StoryblokError);
    expect(fake.count()).toBeLessThanOrEqual(3);
  });

  test('a hanging API: the call gives up at its deadline, even when one attempt would take longer', async () => {
    const attempts: number[] = [];
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        attempts.push(Date.now());
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
      });
    const { s, outcomes } = source({ fetch: hanging, timeoutMs: 60_000, deadlineMs: 600 });
    // Before, the one attempt ran its whole minute: this test's own time (30 s) ran out first. No elapsed time is
    // asserted (a busy machine only makes it slower).
    await expect(s.getStory('', 'sv')).rejects.toMatchObject({ kind: 'timeout', message: expect.stringContaining('did not answer') as string });
    expect(attempts).toHaveLength(1);
    expect(outcomes).toEqual([expect.objectContaining({ ok: false, attempts: 1 })]);
  }, 30_000);

  test('a refused token is an error at once, not retried', async () => {
    const { s } = source({ accessToken: 'wrong-token-1234' });
    await expect(s.getStory('', 'sv')).rejects.toMatchObject({ status: 401, message: expect.stringContaining('token was refused') });
    expect(fake.count()).toBe(1);
  });

  test('draft content needs the preview token and carries the editor markers', async () => {
    const { s } = source({ accessToken: fake.previewToken, version: 'draft' });
    const story = await s.getStory('om-oss', 'sv');
    const body = (story?.content as { body: Array<{ _editable?: string }> }).body;
    expect(body[0]!._editable).toMatch(/^<!--#storyblok#\{.*"uid":"h-2".*\}-->$/);
    expect(fake.requests.at(-1)!.params.get('version')).toBe('draft');
    await expect(source({ version: 'draft' }).s.getStory('om-oss', 'sv')).rejects.toMatchObject({ status: 401 });
  });

  test('finds a story by numeric id or uuid (webhooks name stories by id)', async () => {
    const { s } = source();
    expect((await s.getStoryById(4))?.full_slug).toBe('sv/blogg/ett');
    expect((await s.getStoryById('00000000-0000-4000-8000-000000000002'))?.full_slug).toBe('sv/om-oss');
    expect(await s.getStoryById('999999')).toBeNull();
    expect(await s.getStoryById('../etc')).toBeNull();
  });

  test("adds the caller's query to every request, asked anew each time (a draft session's release)", async () => {
    let release = '111';
    const { s } = source({ query: () => ({ from_release: release }) });
    await s.getStory('om-oss', 'sv');
    release = '222';
    await s.listStories('sv');
    expect(fake.requests.filter((r) => r.status !== 301).map((r) => r.params.get('from_release'))).toEqual(['111', '222']);
  });
  test("hands the caller's request options to every fetch and adds no caching of its own", async () => {
    const inits: RequestInit[] = [];
    const { s } = source({
      requestInit: () => ({ cache: 'no-store' }),
      fetch: (input, init) => {
        inits.push(init ?? {});
        return fetch(input, init);
      },
    });
    await s.listStories('en', { startsWith: 'many' });
    expect(inits.length).toBe(3);
    for (const init of inits) expect(init).toMatchObject({ cache: 'no-store', method: 'GET' });
  });

  test("where every story is, from the links endpoint: 1000 an answer, folders left out (the page index's listing)", async () => {
    const { s } = source();
    const places = await s.listStoryPlaces();
    expect(places).toHaveLength(61);
    expect(places.find((p) => p.fullSlug === 'sv/om-oss')).toEqual({
      id: '2',
      uuid: '00000000-0000-4000-8000-000000000002',
      fullSlug: 'sv/om-oss',
      isStartpage: false,
    });
    const asked = fake.requests.filter((r) => r.status === 200);
    expect(asked.map((r) => [r.path, r.params.get('per_page'), r.params.get('paginated')])).toEqual([['/v2/cdn/links', '1000', '1']]);
  });

  test("a long listing: after the first page says how many, the rest are read a few at a time, in order, at the first page's cv", async () => {
    const TOTAL = 260; // 11 pages of 25
    let inFlight = 0;
    let most = 0;
    const asked: Array<{ page: number; cv: string | null }> = [];
    const { s } = source({
      fetch: async (input: RequestInfo | URL) => {
        const url = new URL(String(input));
        const n = Number(url.searchParams.get('page'));
        asked.push({ page: n, cv: url.searchParams.get('cv') });
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight--;
        const from = (n - 1) * 25;
        const count = Math.max(0, Math.min(25, TOTAL - from));
        return Response.json(
          { cv: 77, stories: Array.from({ length: count }, (_, i) => ({ ...page(`sv/s-${from + i}`, from + i + 1), content: { component: 'Page' } })) },
          { headers: { total: String(TOTAL) } },
        );
      },
    });
    const stories = await s.listEveryStory();
    expect(stories.map((x) => x.full_slug)).toEqual(Array.from({ length: TOTAL }, (_, i) => `sv/s-${i}`));
    expect(asked.map((a) => a.page).sort((a, b) => a - b)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
    // Every page after the first at the first page's cache version, so the pages agree.
    expect(asked.filter((a) => a.page > 1).every((a) => a.cv === '77')).toBe(true);
  });

  test('a listing that does not end stops at its page limit and says so; one that ends does not', async () => {
    const warnings: string[] = [];
    const endless = (body: (url: URL) => unknown) => async (input: RequestInfo | URL) =>
      Response.json(body(new URL(String(input))), { headers: { total: '999999' } });
    const stories = source({
      onWarning: (m) => warnings.push(m),
      fetch: endless((url) => ({
        cv: 1,
        stories: Array.from({ length: 25 }, (_, i) => ({ ...page(`sv/s-${url.searchParams.get('page')}-${i}`, 1), content: { component: 'Page' } })),
      })),
    });
    expect(await stories.s.listEveryStory()).toHaveLength(10_000);
    expect(warnings).toEqual(['Storyblok listing stopped at 400 pages (10000 stories): the stories after them are not read']);
    const links = source({
      onWarning: (m) => warnings.push(m),
      fetch: endless((url) => ({
        cv: 1,
        links: Object.fromEntries(
          Array.from({ length: 1000 }, (_, i) => {
            const id = `${url.searchParams.get('page')}-${i}`;
            return [id, { id, uuid: `u-${id}`, slug: `sv/l-${id}`, is_folder: false }];
          }),
        ),
      })),
    });
    expect(await links.s.listStoryPlaces()).toHaveLength(100_000);
    expect(warnings[1]).toBe("Storyblok's links listing stopped at 100 pages (100000 entries): the stories after them are missing from the page index");
    await source({ onWarning: (m) => warnings.push(m) }).s.listEveryStory();
    expect(warnings).toHaveLength(2);
  });

  describe('a listing paginated oddly reads every story once, and says so when it cannot', () => {
    /** 60 stories served 25 a page (as asked), with the quirks given, for the stories and the links endpoints. */
    const oddly = ({
      total = (n: number) => String(n),
      pageSize = () => 25,
      repeat = 0,
    }: { total?: (n: number) => string | null; pageSize?: () => number; repeat?: number } = {}) => {
      const all = Array.from({ length: 60 }, (_, i) => ({ ...page(`sv/s-${i}`, 100 + i), uuid: `u-${i}`, content: { component: 'Page' } }));
      return async (input: RequestInfo | URL) => {
        const url = new URL(String(input));
        const n = Number(url.searchParams.get('page'));
        const size = pageSize();
        // `repeat`: that page answers the page before it again.
        const from = (n === repeat ? n - 2 : n - 1) * size;
        const slice = all.slice(from, from + size);
        const headers: Record<string, string> = {};
        const t = total(all.length);
        if (t !== null) headers.total = t;
        if (url.pathname.endsWith('/cdn/links')) {
          return Response.json(
            { cv: 1, links: Object.fromEntries(slice.map((s) => [s.uuid, { id: s.id, uuid: s.uuid, slug: s.full_slug, is_folder: false }])) },
            { headers },
          );
        }
        return Response.json({ cv: 1, stories: slice }, { headers });
      };
    };
    const slugs = (stories: ReadonlyArray<{ full_slug?: unknown }>) => new Set(stories.map((s) => s.full_slug));

    test('a page that repeats the one before: each story once (not twice), and warnings say what was repeated and how many are missing', async () => {
      const warnings: string[] = [];
      const { s } = source({ perPage: 25, fetch: oddly({ repeat: 2 }), onWarning: (m) => warnings.push(m) });
      const stories = await s.listEveryStory();
      expect(stories).toHaveLength(35); // the 25 the repeat stood in for were never answered
      expect(slugs(stories).size).toBe(35);
      expect(warnings).toEqual([
        'Storyblok listing repeated 25 stories across its pages: each is read once',
        'Storyblok listing ended at 35 stories of the 60 its total header said',
      ]);
    });

    test('a total header that is empty, negative or no number counts as none: read until a short page', async () => {
      for (const total of ['', '-1', 'abc']) {
        const { s } = source({ perPage: 25, fetch: oddly({ total: () => total }) });
        expect(await s.listEveryStory(), total).toHaveLength(60);
      }
    });

    test('a total that says too few: the full pages after it are read all the same', async () => {
      const { s } = source({ perPage: 25, fetch: oddly({ total: () => '20' }) });
      expect(await s.listEveryStory()).toHaveLength(60);
    });

    test('pages cut shorter than asked while the total says more (a lower cap on per_page): read on to the total', async () => {
      const stories = source({ perPage: 25, fetch: oddly({ pageSize: () => 10 }) });
      expect(await stories.s.listEveryStory()).toHaveLength(60);
      // The links endpoint, asked for 1000 a page, cut to 10.
      const links = source({ fetch: oddly({ pageSize: () => 10 }) });
      expect(await links.s.listStoryPlaces()).toHaveLength(60);
    });

    test('a listing that ends before its total says so in a warning', async () => {
      const warnings: string[] = [];
      const { s } = source({ perPage: 25, fetch: oddly({ total: () => '80' }), onWarning: (m) => warnings.push(m) });
      expect(await s.listEveryStory()).toHaveLength(60);
      expect(warnings).toEqual(['Storyblok listing ended at 60 stories of the 80 its total header said']);
    });
  });

  test('every story of the space, page by page (content:check)', async () => {
    const { s } = source();
    const seen: number[] = [];
    const all = await s.listEveryStory((p) => seen.push(p));
    expect(all).toHaveLength(61);
    expect(seen).toEqual([1, 2, 3]);
  });

  test('the stories of other content types than the given ones, asked of the API with filter_query (the page index)', async () => {
    const { s } = source();
    expect((await s.listStoriesOfOtherTypes(['Page'])).map((story) => story.full_slug)).toEqual(['sv/blogg/ett']);
    expect(await s.listStoriesOfOtherTypes(['Page', 'BlogArticle'])).toEqual([]);
    const asked = fake.requests.filter((r) => r.status === 200 && r.path === '/v2/cdn/stories');
    expect(asked.map((r) => r.params.get('filter_query[component][not_in]'))).toEqual(['Page', 'Page,BlogArticle']);
  });
});

describe('story links lead to where their stories are now (resolve_links=url)', () => {
  const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  // A story link as Storyblok stores it: `cached_url` is the target's slug when the linking story was published.
  const storyLink = (n: number, cachedUrl: string) => ({ id: uuid(n), linktype: 'story', fieldtype: 'multilink', url: '', cached_url: cachedUrl });
  const markLink = (n: number, href: string) => ({ type: 'link', attrs: { href, uuid: uuid(n), linktype: 'story', anchor: null, target: null } });
  const linking: Story = {
    ...page('sv/lankar', 10),
    content: {
      _uid: 'p-10',
      component: 'Page',
      body: [
        { _uid: 'ls', component: 'LinkSection', links: [{ _uid: 'l1', component: 'LinkItem', text: 'Priser', link: storyLink(11, 'sv/gamla-priser') }] },
        {
          _uid: 'ts',
          component: 'TextSection',
          text: {
            type: 'doc',
            content: [
              { type: 'paragraph', content: [{ type: 'text', text: 'Se priser', marks: [markLink(11, '/sv/gamla-priser')] }] },
              // A blok inside the text, holding a link of its own.
              { type: 'blok', attrs: { id: 'b', body: [{ _uid: 'c', component: 'Cta', text: 'Kontakt', link: storyLink(12, 'sv/kontakt') }] } },
            ],
          },
        },
        { _uid: 'ls2', component: 'LinkSection', links: [{ _uid: 'l2', component: 'LinkItem', text: 'Borta', link: storyLink(13, 'sv/avpublicerad') }] },
      ],
    },
  };
  const space = new FakeStoryblok([linking, page('sv/priser', 11), page('sv/kontakt', 12)]);
  let url = '';
  beforeAll(async () => {
    url = await space.start();
  });
  afterAll(() => space.stop());
  beforeEach(() => {
    space.requests.length = 0;
    space.linkLimit = 50;
  });
  const read = () => createStoryblokSource({ config, baseUrl: url, accessToken: space.publishedToken, sleep: async () => undefined });
  type Content = { body: [{ links: [{ link: { story?: { full_slug: string } } }] }, { text: { content: [Node, Node] } }, { links: [{ link: object }] }] };
  type Node = {
    content?: Array<{ marks: Array<{ attrs: { story?: { full_slug: string } } }> }>;
    attrs?: { body: [{ link: { story?: { full_slug: string } } }] };
  };

  const check = (story: Record<string, unknown> | null) => {
    const content = story!.content as Content;
    // The moved story's current slug, in the field and in the rich-text mark; the link's own cached_url is left as stored.
    expect(content.body[0].links[0].link).toMatchObject({ cached_url: 'sv/gamla-priser', story: { full_slug: 'sv/priser', uuid: uuid(11) } });
    expect(content.body[1].text.content[0].content![0]!.marks[0]!.attrs.story).toMatchObject({ full_slug: 'sv/priser' });
    expect(content.body[1].text.content[1].attrs!.body[0].link.story).toMatchObject({ full_slug: 'sv/kontakt' });
    // A target the API does not know (unpublished) keeps its link as it was.
    expect(content.body[2].links[0].link).toEqual(storyLink(13, 'sv/avpublicerad'));
    const link = resolveLink(content.body[0].links[0].link, { locale: 'sv', locales: ['sv', 'en'], placeholders: {} });
    expect(link).toEqual({ link: { kind: 'internal', href: '/sv/priser' } });
  };

  test('by path and by id, the answer asked with resolve_links=url', async () => {
    check(await read().getStory('lankar', 'sv'));
    check(await read().getStoryById(10));
    const asked = space.requests.filter((r) => r.status === 200);
    expect(asked.map((r) => r.params.get('resolve_links'))).toEqual(['url', 'url']);
  });

  test("past the API's limit, the targets named in link_uuids are read 50 at a time", async () => {
    space.linkLimit = 1;
    check(await read().getStory('lankar', 'sv'));
    const byUuids = space.requests.filter((r) => r.params.has('by_uuids') && r.status === 200);
    expect(byUuids).toHaveLength(1);
    expect(byUuids[0]!.params.get('by_uuids')!.split(',').sort()).toEqual([uuid(11), uuid(12)]);
  });

  test('a failed read of link_uuids keeps the links as stored and the story readable', async () => {
    space.linkLimit = 0;
    space.pathFailures.set('/v2/cdn/stories', [{ status: 503 }]);
    const source = createStoryblokSource({ config, baseUrl: url, accessToken: space.publishedToken, sleep: async () => undefined, retries: 0 });
    const content = (await source.getStory('lankar', 'sv'))!.content as Content;
    expect(content.body[0].links[0].link).toEqual(storyLink(11, 'sv/gamla-priser'));
    expect(space.requests.filter((r) => r.params.has('by_uuids')).map((r) => r.status)).toEqual([503]);
  });
});
