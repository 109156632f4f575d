import { describe, expect, test } from 'vitest';
import type { ArticleSummary } from '../_ui/context';
import { latestArticles, olderArticlesByYear, selectRelated } from './articles';

const article = (slug: string, tags: string[], uuid = `uuid-${slug}`): ArticleSummary => ({
  uuid,
  fullSlug: `sv/blogg/${slug}`,
  href: `/sv/blogg/${slug}`,
  title: slug,
  preamble: '',
  tags,
  authorName: '',
});

// Newest first, as ctx.articles is.
const articles = [
  article('vaxa-med-lan', ['Tillväxt', 'Lån']),
  article('fakturera-ratt', ['Fakturor', 'Kassaflöde']),
  article('sasongsvariationer', ['Kassaflöde']),
  article('kassaflode-fem-satt', ['Kassaflöde', 'Tips']),
  article('bokslut', ['Tips']),
];
const slugs = (list: ArticleSummary[]) => list.map((a) => a.title);
const current = { uuid: 'uuid-kassaflode-fem-satt', fullSlug: 'sv/blogg/kassaflode-fem-satt', tags: ['Kassaflöde', 'Tips'] };

describe('selectRelated', () => {
  test('takes the editor’s choice in its order, by UUID or full slug with or without the locale', () => {
    const picked = selectRelated({ ...current, tags: [] }, ['uuid-bokslut', 'sv/blogg/vaxa-med-lan', 'blogg/fakturera-ratt'], articles);
    expect(slugs(picked)).toEqual(['bokslut', 'vaxa-med-lan', 'fakturera-ratt']);
  });

  test('fills up with same-tag articles, most shared tags first, then newest', () => {
    expect(slugs(selectRelated(current, [], articles))).toEqual(['fakturera-ratt', 'sasongsvariationer', 'bokslut']);
    expect(slugs(selectRelated(current, ['uuid-vaxa-med-lan'], articles))).toEqual(['vaxa-med-lan', 'fakturera-ratt', 'sasongsvariationer']);
  });

  test('an article that shares more tags comes before a newer one that shares fewer', () => {
    const list = [article('ny', ['Tips']), article('nara', ['Tips', 'Kassaflöde']), article('kassaflode-fem-satt', ['Kassaflöde', 'Tips'])];
    expect(slugs(selectRelated(current, [], list))).toEqual(['nara', 'ny']);
  });

  test('never the article itself, by UUID or by path, and never one twice', () => {
    const picked = selectRelated(current, ['uuid-kassaflode-fem-satt', 'sv/blogg/kassaflode-fem-satt', 'uuid-bokslut', 'blogg/bokslut'], articles, 6);
    expect(slugs(picked)).not.toContain('kassaflode-fem-satt');
    expect(new Set(slugs(picked)).size).toBe(picked.length);
    expect(slugs(picked)[0]).toBe('bokslut');
  });

  test('ignores references it cannot find, and tag case', () => {
    expect(slugs(selectRelated({ ...current, tags: ['tips'] }, ['uuid-gone', 'sv/blogg/finns-inte', ''], articles))).toEqual(['bokslut']);
  });

  test('is empty with no choice and no shared tag', () => {
    expect(selectRelated({ ...current, tags: ['Okänd'] }, [], articles)).toEqual([]);
  });

  test('stops at the limit', () => {
    expect(selectRelated(current, [], articles, 1)).toHaveLength(1);
  });
});

describe('latestArticles', () => {
  test('the newest, up to the limit', () => {
    expect(slugs(latestArticles(articles, { limit: 2 }))).toEqual(['vaxa-med-lan', 'fakturera-ratt']);
  });

  test('only those with the tag (case and spacing ignored)', () => {
    expect(slugs(latestArticles(articles, { tag: ' kassaflöde ', limit: 10 }))).toEqual(['fakturera-ratt', 'sasongsvariationer', 'kassaflode-fem-satt']);
  });

  test('never the page it is shown on', () => {
    expect(slugs(latestArticles(articles, { limit: 2, currentPath: 'blogg/vaxa-med-lan' }))).toEqual(['fakturera-ratt', 'sasongsvariationer']);
  });
});

describe('olderArticlesByYear', () => {
  test('an article whose date cannot be read is listed as undated, not dropped', () => {
    const dated = (slug: string, firstPublishedAt: string) => ({ ...article(slug, []), firstPublishedAt });
    const groups = olderArticlesByYear([dated('a', '2026-01-02 10:00'), dated('b', 'soon'), dated('c', '2025-02-30'), dated('d', '2025-03-01')], { after: 0 });
    expect(groups.map((g) => [g.year, slugs(g.articles)])).toEqual([
      [2026, ['a']],
      [2025, ['d']],
      [undefined, ['b', 'c']],
    ]);
  });
});
