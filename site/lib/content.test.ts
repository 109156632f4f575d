import { expect, test, vi } from 'vitest';
import type { ContentSource, RawStory } from '~/engine';
import { listPagesOf, loadPage, pagePathsIn, pagesAmong } from './content';
import { visitBloks } from './contentChecks';

test('the pages among a locale’s stories are those of a page’s content type: not the site context, nor a story of data only', () => {
  const story = (full_slug: string, content: unknown) => ({ full_slug, content });
  const pages = listPagesOf([
    story('sv/index', { _uid: 'a', component: 'Page' }),
    story('sv/blogg/artikel', { _uid: 'b', component: 'BlogArticle', title: 'Artikel' }),
    story('sv/partner/koppla', { _uid: 'c', component: 'PartnerHeroPage', title: 'Koppla' }),
    story('sv/partner/bank', { _uid: 'd', component: 'PartnerPage' }),
    story('sv/site-config', { _uid: 'e', component: 'SiteConfig' }),
    // Stories an editor keeps as data (an author, a snippet) in the locale folder: no template draws them.
    story('sv/forfattare/asa', { _uid: 'f', component: 'Author', name: 'Åsa' }),
    story('sv/snippets/knapp', { _uid: 'g', component: 'Cta', text: 'Ansök' }),
    story('sv/tom', null),
    story('sv/ingen-typ', {}),
  ]);
  expect(pages.map((p) => p.path)).toEqual(['', 'blogg/artikel', 'partner/koppla', 'partner/bank']);
});

test('a page’s last publication is an ISO instant; a page listing the articles changes with the newest of them', () => {
  const story = (full_slug: string, published_at: string | undefined, content: unknown) => ({ full_slug, published_at, content });
  const teasers = { _uid: 't', component: 'BlogTeaserSection', title: 'Bloggen' };
  const pages = listPagesOf([
    story('sv/index', '2026-09-01T08:00:00.000Z', { _uid: 'a', component: 'Page', body: [teasers] }),
    story('sv/blogg/index', '2026-12-01T08:00:00.000Z', { _uid: 'b', component: 'Page', body: [{ ...teasers, _uid: 't2' }] }),
    story('sv/om-oss', '2026-11-20 08:00', { _uid: 'c', component: 'Page', body: [] }),
    story('sv/blogg/ny', '2026-11-29T23:30:00.000Z', { _uid: 'd', component: 'BlogArticle', title: 'Ny' }),
    story('sv/blogg/gammal', '2026-03-04T10:00:00.000Z', { _uid: 'e', component: 'BlogArticle', title: 'Gammal' }),
    story('sv/fragor', '2026-02-30T10:00:00Z', { _uid: 'f', component: 'Page', body: [] }),
  ]);
  expect(Object.fromEntries(pages.map((p) => [p.path, p.publishedAt]))).toEqual({
    '': '2026-11-29T23:30:00.000Z', // its own publication is older than the newest article its teasers show
    blogg: '2026-12-01T08:00:00.000Z', // its own is newer
    'om-oss': '2026-11-20T07:00:00.000Z', // written without a zone: Sweden's time
    'blogg/ny': '2026-11-29T23:30:00.000Z',
    'blogg/gammal': '2026-03-04T10:00:00.000Z',
    fragor: undefined, // an impossible date is none
  });
});

test("an image whose address does not say its size is resolved with the file's own (the press page's picture, a path of this site)", async () => {
  // /demo/files/flodvik-pressbild.svg: `width="1600" height="1067"` in its <svg>; without it, a guessed 16:9 frame.
  const page = await loadPage('sv', 'press');
  const media: unknown[] = [];
  visitBloks(page?.story.content, (blok) => {
    if (blok.component === 'DownloadableMedia') media.push(blok.media);
  });
  expect(media).toContainEqual(expect.objectContaining({ src: '/demo/files/flodvik-pressbild.svg', width: 1600, height: 1067 }));
});

test('a published story the engine refuses (an article whose title is blank) is no page: the listings (sitemap, the build) leave it out, and the log says why', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const story = (full_slug: string, content: unknown) => ({ full_slug, content });
    const pages = pagesAmong(
      [
        story('sv/blogg/klar', { _uid: 'a', component: 'BlogArticle', title: 'Klar' }),
        story('sv/blogg/utan-rubrik', { _uid: 'b', component: 'BlogArticle', title: ' ' }),
        story('sv/blogg/ingen-rubrik', { _uid: 'c', component: 'BlogArticle' }),
        story('sv/forfattare/asa', { _uid: 'd', component: 'Author', name: '' }), // data, not a page: left out silently
      ],
      'sv',
    );
    expect(pages.map((p) => p.path)).toEqual(['blogg/klar']);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringMatching(/^\[content\] \/sv\/blogg\/utan-rubrik is published but is no page \(a visitor gets the 404; the sitemap leaves it out\): .*title/),
      expect.stringMatching(/^\[content\] \/sv\/blogg\/ingen-rubrik is published but is no page .*title/),
    ]);
  } finally {
    warn.mockRestore();
  }
});

test('a page with no section that shows anything is marked noindex (kept out of the sitemap); a page with one is not', () => {
  const story = (full_slug: string, body: unknown[]) => ({ full_slug, content: { _uid: full_slug, component: 'Page', body } });
  const pages = pagesAmong(
    [
      story('sv/tom', []),
      story('sv/tomma-sektioner', [{ _uid: 'f', component: 'FaqSection', title: '', items: [] }]),
      story('sv/med-rubrik', [{ _uid: 'h', component: 'Hero', title: 'Rubrik' }]),
    ],
    'sv',
  );
  expect(pages.map((p) => [p.path, p.noindex ?? false])).toEqual([
    ['tom', true],
    ['tomma-sektioner', true],
    ['med-rubrik', false],
  ]);
});

test("two stories at one path (sv/index and sv/): the empty one's noindex is its own, not the start page's", () => {
  const pages = pagesAmong(
    [
      { full_slug: 'sv/', content: { _uid: 'a', component: 'Page', body: [] } },
      { full_slug: 'sv/index', content: { _uid: 'b', component: 'Page', body: [{ _uid: 'h', component: 'Hero', title: 'Start' }] } },
    ],
    'sv',
  );
  expect(pages.map((p) => [p.path, p.noindex ?? false])).toEqual([
    ['', true],
    ['', false],
  ]);
});

test('a translation the engine refuses (a blank title) is no alternate: the language menu and hreflang do not lead to its 404', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const stories: Record<string, RawStory> = {
    'sv/blogg/artikel': {
      full_slug: 'sv/blogg/artikel',
      content: { _uid: 'a', component: 'BlogArticle', title: 'Artikel' },
      alternates: [{ full_slug: 'en/blog/article' }],
    },
    'en/blog/article': { full_slug: 'en/blog/article', content: { _uid: 'b', component: 'BlogArticle', title: ' ' } },
    'sv/om': { full_slug: 'sv/om', content: { _uid: 'c', component: 'Page', body: [] } },
    'en/om': { full_slug: 'en/om', content: { _uid: 'd', component: 'BlogArticle' } },
  };
  const source = { getStory: async (path: string, locale: string) => stories[`${locale}/${path}`] ?? null } as unknown as ContentSource;
  try {
    expect(await pagePathsIn(source, 'blogg/artikel')).toEqual({ sv: 'blogg/artikel' });
    expect(await pagePathsIn(source, 'om')).toEqual({ sv: 'om' });
    stories['en/blog/article'] = { ...stories['en/blog/article']!, content: { _uid: 'b', component: 'BlogArticle', title: 'Article' } };
    expect(await pagePathsIn(source, 'blogg/artikel')).toEqual({ sv: 'blogg/artikel', en: 'blog/article' });
  } finally {
    warn.mockRestore();
  }
});
