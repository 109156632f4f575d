import { expect, test } from 'vitest';
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
