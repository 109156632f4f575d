import { describe, expect, test } from 'vitest';
import type { ArticleSummary } from '~/blocks/_ui/context';
import { resolved, textOf } from '~/tests/helpers/blocks';
import { renderBloks, testContext } from '~/tests/helpers/render';

const article = (slug: string, tags: string[], firstPublishedAt: string): ArticleSummary => ({
  uuid: `u-${slug}`,
  fullSlug: `sv/blogg/${slug}`,
  href: `/sv/blogg/${slug}`,
  title: `Titel ${slug}`,
  preamble: `Ingress ${slug}`,
  tags,
  authorName: 'Alva',
  firstPublishedAt,
});
const articles = [
  article('c', ['Lån'], '2026-03-01T08:00:00Z'),
  article('b', ['Kassaflöde'], '2026-02-01T08:00:00Z'),
  article('a', ['Kassaflöde'], '2026-01-01T08:00:00Z'),
];
const section = (extra: Record<string, unknown> = {}) => resolved([{ _uid: 'bt', component: 'BlogTeaserSection', title: 'Från bloggen', ...extra }]);
const titles = (html: string) => [...html.matchAll(/>Titel (\w)</g)].map((m) => m[1]);

test('shows the newest articles of the locale up to the limit, with their dates', () => {
  const html = renderBloks(section({ limit: 2 }), testContext('sv', 'production', { articles }));
  expect(titles(html)).toEqual(['c', 'b']);
  expect(html).toContain('>1 mars 2026</time>');
});

test('only articles with the tag when one is set', () => {
  expect(titles(renderBloks(section({ tag: 'kassaflöde' }), testContext('sv', 'production', { articles })))).toEqual(['b', 'a']);
});

test('never teases the article it is placed on', () => {
  expect(titles(renderBloks(section(), testContext('sv', 'production', { articles, path: 'blogg/c' })))).toEqual(['b', 'a']);
});

test('links to the blog with the section’s words, or "All articles"', () => {
  const link = { allLink: { linktype: 'story', cached_url: 'blogg/' } };
  expect(renderBloks(section({ ...link, allText: 'Till bloggen' }), testContext('sv', 'production', { articles }))).toMatch(
    /href="\/sv\/blogg"[^>]*><span>Till bloggen</,
  );
  expect(textOf(renderBloks(section(link), testContext('en', 'production', { articles })))).toContain('All articles');
});

test('says so when there is nothing to show', () => {
  expect(textOf(renderBloks(section({ tag: 'Okänd' }), testContext('en', 'production', { articles })))).toContain('No articles yet.');
});

describe('the archive (the blog’s own page)', () => {
  const many = [
    ...articles,
    article('z', ['Lån'], '2025-12-31T23:30:00Z'), // 1 January 2026 in Stockholm
    article('y', ['Kassaflöde'], '2025-06-01T08:00:00Z'),
    article('x', [], '2024-02-01T08:00:00Z'),
    { ...article('w', [], '2024-01-01T08:00:00Z'), firstPublishedAt: undefined },
  ];
  const years = (html: string) => [...html.matchAll(/<h4[^>]*>([^<]+)<\/h4>/g)].map((m) => m[1]);

  test('lists every article after the cards, by year (in Sweden), newest first, undated last, with dates', () => {
    const html = renderBloks(section({ limit: 2, archive: true }), testContext('sv', 'production', { articles: many }));
    expect(titles(html)).toEqual(['c', 'b', 'a', 'z', 'y', 'x', 'w']);
    expect(html).toMatch(/<h3[^>]*>Äldre artiklar<\/h3>/);
    expect(years(html)).toEqual(['2026', '2025', '2024', 'Utan datum']);
    expect(html).toMatch(/<h5[^>]*><a [^>]*href="\/sv\/blogg\/x"[^>]*>Titel x<\/a><\/h5>/);
    // Each row a compact teaser: the undated article's has no date, the others theirs.
    const row = (title: string) => html.split('<article').find((part) => part.includes(`>Titel ${title}<`))!;
    expect(row('w')).not.toContain('<time');
    expect(row('x')).toContain('>1 februari 2024</time>');
    expect(html).toContain('>1 februari 2024</time>');
    expect(html).toContain('>1 januari 2026</time>');
  });

  test('keeps to the tag and never lists the page it is on; nothing older, no archive', () => {
    const tagged = renderBloks(section({ limit: 1, archive: true, tag: 'Kassaflöde' }), testContext('en', 'production', { articles: many, path: 'blogg/a' }));
    expect(titles(tagged)).toEqual(['b', 'y']);
    expect(tagged).toContain('>Older articles</h3>');
    const few = renderBloks(section({ limit: 12, archive: true }), testContext('sv', 'production', { articles: many }));
    expect(few).not.toContain('Äldre artiklar');
  });

  test('off by default: the newest articles only', () => {
    expect(titles(renderBloks(section({ limit: 2 }), testContext('sv', 'production', { articles: many })))).toEqual(['c', 'b']);
  });

  test('without a section title the archive heads the list at h2 and its years at h3', () => {
    const html = renderBloks(section({ title: '', limit: 2, archive: true }), testContext('sv', 'production', { articles: many }));
    expect(html).toMatch(/<h2[^>]*>Äldre artiklar<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>2026<\/h3>/);
    expect(html).toMatch(/<h4[^>]*><a [^>]*>Titel z<\/a><\/h4>/);
  });
});
