import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStoryblokSource } from '~/engine/sources/storyblok';
import { testConfig } from '~/tests/helpers/engine';
import { embeddedStories, FakeStoryblok, type Story } from '~/tests/helpers/fakeStoryblok';
import { resolveStory } from '~/tests/helpers/engine';
import { checkContent, checkSpace, consentVersionFindings, deadLinks, redirectFindings } from './content-check';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(repo, 'node_modules/.bin/tsx');

const broken: Story = {
  id: 77,
  uuid: '00000000-0000-4000-8000-000000000077',
  full_slug: 'sv/trasig',
  content: { _uid: 'p', component: 'Page', body: [{ _uid: 'h', component: 'Hero' }] },
};
// Story links whose `cached_url` is where "Om oss" was before it moved (the linking story was not published again since).
const ABOUT_US = embeddedStories().find((s) => s.full_slug === 'sv/om-oss')!.uuid;
const staleLinks: Story = {
  id: 78,
  uuid: '00000000-0000-4000-8000-000000000078',
  full_slug: 'sv/gamla-lankar',
  content: {
    _uid: 'p',
    component: 'Page',
    body: [
      {
        _uid: 'h',
        component: 'Hero',
        title: 'Om oss',
        ctas: [{ _uid: 'c', component: 'Cta', text: 'Läs mer', link: { linktype: 'story', id: ABOUT_US, cached_url: 'sv/gammal-plats' } }],
      },
      {
        _uid: 't',
        component: 'TextSection',
        title: 'Text',
        text: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'text', text: 'om oss', marks: [{ type: 'link', attrs: { href: '/sv/gammal', uuid: ABOUT_US, linktype: 'story' } }] }],
            },
          ],
        },
      },
    ],
  },
};
const fake = new FakeStoryblok([...embeddedStories(), broken, staleLinks]);
beforeAll(() => fake.start());
afterAll(() => fake.stop());

/** `npm run content:check` as the content team's CI runs it, with the given environment. */
async function cli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(tsx, ['site/scripts/content-check.ts', ...args], { cwd: repo, env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('content:check', () => {
  test('the embedded content is clean', async () => {
    const { files, diagnostics } = await checkContent(path.join(repo, 'site/content'));
    expect(files).toBeGreaterThan(30);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  test('every story of a space, each in the locale of its folder: a broken one is found by its full slug', async () => {
    const source = createStoryblokSource({ baseUrl: fake.baseUrl, accessToken: fake.publishedToken, sleep: async () => {}, config: testConfig });
    const { files, diagnostics } = await checkSpace(source);
    expect(files).toBe(embeddedStories().length + 2);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([
      expect.objectContaining({
        file: 'sv/trasig',
        component: 'Hero',
        pointer: '/content/body/0/title',
        message: expect.stringContaining('Missing required field "title"'),
      }),
    ]);
  });

  test("the space's redirects datasource is read: an entry leading to no page is a warning naming it", async () => {
    fake.datasources.set('redirects', [
      { name: '/sv/kredit', value: '/sv/flexkredit' },
      { name: '/sv/gammal', value: '/sv/finns-inte' },
    ]);
    try {
      const source = createStoryblokSource({ baseUrl: fake.baseUrl, accessToken: fake.publishedToken, sleep: async () => {}, config: testConfig });
      const { diagnostics } = await checkSpace(source);
      expect(diagnostics.filter((d) => d.component === '(redirect)')).toEqual([
        expect.objectContaining({
          file: 'datasource "redirects"',
          severity: 'warning',
          message: expect.stringContaining('/sv/gammal leads to "/sv/finns-inte", which is no page'),
        }),
      ]);
    } finally {
      fake.datasources.clear();
    }
  });

  test('a story link is judged by where its story is now, not by the `cached_url` it was published with', async () => {
    const source = createStoryblokSource({ baseUrl: fake.baseUrl, accessToken: fake.publishedToken, sleep: async () => {}, config: testConfig });
    const { diagnostics } = await checkSpace(source);
    expect(diagnostics.filter((d) => d.file === 'sv/gamla-lankar')).toEqual([]);
  });

  test('with STORYBLOK_TOKEN it reads the space in pages of at most 25, rides out a 429 and exits 1 on an error', async () => {
    fake.requests.length = 0;
    fake.failures.push({ status: 429, retryAfter: 1 });
    const { code, stdout } = await cli([], { STORYBLOK_TOKEN: fake.publishedToken, STORYBLOK_API_URL: fake.baseUrl });
    expect(stdout).toContain('sv/trasig: ');
    expect(stdout).toMatch(/content:check: \d+ published stories of the space, 1 error\(s\)/);
    expect(code).toBe(1);
    const listings = fake.requests.filter((r) => r.path === '/v2/cdn/stories' && r.status === 200);
    expect(listings.length).toBeGreaterThan(1);
    for (const r of listings) expect(Number(r.params.get('per_page'))).toBeLessThanOrEqual(25);
    expect(fake.requests.some((r) => r.status === 429)).toBe(true);
  });

  test('a rate limit asking it to wait longer than a page would (Retry-After 16 s, past the pages’ 15 s) is waited out, not the end of the run', async () => {
    fake.requests.length = 0;
    fake.failures.push({ status: 429, retryAfter: 16 });
    const { code, stdout, stderr } = await cli([], { STORYBLOK_TOKEN: fake.publishedToken, STORYBLOK_API_URL: fake.baseUrl });
    expect(stderr).not.toMatch(/could not be read/);
    expect(stdout).toMatch(/content:check: \d+ published stories of the space, 1 error\(s\)/);
    expect(code).toBe(1); // the space's one broken story, as above: the whole space was read
  }, 60_000);

  test('--draft reads the drafts with the preview token; unreachable or refused, it says so and exits 2', async () => {
    fake.requests.length = 0;
    const draft = await cli(['--draft'], { STORYBLOK_PREVIEW_TOKEN: fake.previewToken, STORYBLOK_API_URL: fake.baseUrl });
    expect(draft.stdout).toMatch(/draft stories of the space/);
    expect(fake.requests.every((r) => r.params.get('version') === 'draft')).toBe(true);
    const refused = await cli([], { STORYBLOK_TOKEN: 'not-the-token', STORYBLOK_API_URL: fake.baseUrl });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/could not be read: .*401.*token was refused/);
  });

  test('an invalid setting of the run is its own exit code (3), one line naming it, not a stack trace or "content errors" (1)', async () => {
    const { code, stderr } = await cli([], { STORYBLOK_TOKEN: 'x', STORYBLOK_API_URL: fake.baseUrl });
    expect(code).toBe(3);
    expect(stderr).toMatch(/^content:check: [\s\S]*STORYBLOK_TOKEN[\s\S]*\(a setting of this run, not the content\)$/m);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  test('without Storyblok variables it checks the embedded content and passes', async () => {
    const { code, stdout } = await cli([], { STORYBLOK_TOKEN: '', STORYBLOK_PREVIEW_TOKEN: '' });
    expect(stdout).toMatch(/stories \(embedded content\), 0 error\(s\)/);
    expect(code).toBe(0);
  });
});

describe('links to a page no story makes', () => {
  const story = (fullSlug: string, body: unknown[]) => {
    const { tree } = resolveStory(
      { full_slug: fullSlug, content: { _uid: 'p', component: 'Page', body } },
      { locale: fullSlug.startsWith('en/') ? 'en' : 'sv' },
    );
    return { file: fullSlug, tree: tree! };
  };
  const cta = (text: string, url: string) => ({ _uid: text, component: 'Cta', text, link: { linktype: 'url', url, cached_url: url } });
  const text = (href: string) => ({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'här', marks: [{ type: 'link', attrs: { href, linktype: 'url' } }] }] }],
  });

  test('are warnings naming the address, once per story; pages of either locale, queries and fragments are no trouble', () => {
    const pages = [
      story('sv/index', [{ _uid: 'h', component: 'Hero', title: 'Hej', ctas: [cta('a', '/sv/finns-inte'), cta('b', '/en/about?x=1#team')] }]),
      story('en/about', [
        { _uid: 't', component: 'TextSection', title: 'T', text: text('/sv/finns-inte/') },
        { _uid: 'u', component: 'TextSection', title: 'U', text: text('/sv#top') },
        // A page only Swedish has, under the English page's language (a story link into the other folder): the site sends it there.
        { _uid: 'v', component: 'TextSection', title: 'V', text: text('/en/bara-svenska') },
      ]),
      story('sv/bara-svenska', [{ _uid: 'h2', component: 'Hero', title: 'Bara på svenska' }]),
      // A page whose slug has å, ä, ö: links to it are percent-encoded, its path is not.
      story('sv/lån-för-företag', [
        { _uid: 'h3', component: 'Hero', title: 'Lån', ctas: [cta('c', '/sv/lån-för-företag'), cta('d', '/sv/l%C3%A5n-f%C3%B6r-f%C3%B6retag')] },
      ]),
    ];
    expect(deadLinks(pages)).toEqual([
      expect.objectContaining({
        file: 'sv/index',
        severity: 'warning',
        pointer: '/content/body/0/ctas/0/link',
        message: expect.stringContaining('"/sv/finns-inte" is no page of the site') as string,
      }),
      expect.objectContaining({ file: 'en/about', severity: 'warning', message: expect.stringContaining('"/sv/finns-inte"') as string }),
    ]);
  });
});

describe("the editors' redirects", () => {
  const page = (fullSlug: string) => {
    const { tree } = resolveStory(
      { full_slug: fullSlug, content: { _uid: 'p', component: 'Page', body: [{ _uid: 'h', component: 'Hero', title: 'Sida' }] } },
      { locale: fullSlug.startsWith('en/') ? 'en' : 'sv' },
    );
    return { file: fullSlug, tree: tree! };
  };
  const pages = [page('sv/flexkredit'), page('sv/ny-sida'), page('en/index')];

  test('that lead to a page, or elsewhere, say nothing', () => {
    expect(
      redirectFindings(
        [
          { name: '/sv/kredit', value: '/sv/flexkredit' },
          { name: '/sv/gammal', value: '/SV/Ny-Sida/?x=1' },
          { name: '/en/old', value: '/en' },
          { name: '/sv/partner', value: 'https://partner.example/' },
        ],
        pages,
      ),
    ).toEqual([]);
  });

  test('that cannot be used, are never used (a page is there), or lead to a 404 are warnings saying which', () => {
    const messages = redirectFindings(
      [
        { name: 'gammal', value: '/sv/ny-sida' },
        { name: '/sv/flexkredit', value: '/sv/ny-sida' },
        { name: '/sv/borta', value: '/sv/finns-inte' },
      ],
      pages,
    ).map((f) => [f.severity, f.message]);
    expect(messages).toEqual([
      ['warning', expect.stringContaining('the old address must be one of this site')],
      ['warning', '/sv/flexkredit is a page: its redirect to "/sv/ny-sida" is not used while the page is there'],
      ['warning', '/sv/borta leads to "/sv/finns-inte", which is no page of the site (a visitor gets the 404)'],
    ]);
  });
});

describe('the cookie policy version of each language', () => {
  const siteConfig = (locale: 'sv' | 'en', version: string | undefined) => {
    const raw = structuredClone(embeddedStories().find((s) => s.full_slug === `${locale}/site-config`)!);
    const content = raw.content as { cookieConcent: Record<string, unknown> };
    content.cookieConcent = { ...content.cookieConcent, version };
    const { tree } = resolveStory(raw, { locale });
    return { file: `${locale}/site-config`, tree: tree! };
  };

  test('the same in every language (an empty one is "1", as the banner reads it) says nothing', () => {
    expect(consentVersionFindings([siteConfig('sv', '3'), siteConfig('en', ' 3 ')])).toEqual([]);
    expect(consentVersionFindings([siteConfig('sv', ''), siteConfig('en', '1')])).toEqual([]);
  });

  test('different ones are an error in each language, naming both: the one cookie would be asked for on every change of language', () => {
    const found = consentVersionFindings([siteConfig('sv', '2'), siteConfig('en', '1')]);
    expect(found.map((f) => [f.file, f.severity, f.pointer])).toEqual([
      ['sv/site-config', 'error', '/content/cookieConcent/version'],
      ['en/site-config', 'error', '/content/cookieConcent/version'],
    ]);
    expect(found[0]!.message).toMatch(
      /^The cookie policy versions differ between the languages \(sv "2", en "1"\): .* asked again on every change of language/,
    );
  });

  test('a language without site settings asks under the default version "1": another version elsewhere is an error', () => {
    expect(consentVersionFindings([siteConfig('sv', '1')])).toEqual([]);
    const found = consentVersionFindings([siteConfig('sv', '2')]);
    expect(found.map((f) => [f.file, f.severity])).toEqual([['sv/site-config', 'error']]);
    expect(found[0]!.message).toContain('(sv "2", en "1" (no site settings))');
  });
});
