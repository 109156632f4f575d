/**
 * Which blog articles a page shows: the latest of the locale (teaser sections) and the related ones
 * of an article.
 */
import { storyPath } from './paths';
import type { ArticleSummary } from '../_ui/context';

const norm = (tag: string) => tag.trim().toLocaleLowerCase('sv');
const pathOf = (a: Pick<ArticleSummary, 'fullSlug'>) => storyPath(a.fullSlug);

/** The newest `limit` articles (the list is newest first), optionally only those with `tag`, never the page itself. */
export function latestArticles(articles: readonly ArticleSummary[], options: { tag?: string; limit: number; currentPath?: string }): ArticleSummary[] {
  const tag = options.tag ? norm(options.tag) : '';
  return articles
    .filter((a) => (tag === '' || a.tags.some((t) => norm(t) === tag)) && (options.currentPath === undefined || pathOf(a) !== storyPath(options.currentPath)))
    .slice(0, options.limit);
}

/**
 * Related articles of an article:
 * 1. the editor's choice (`related`: story UUIDs or full slugs, with or without the locale, in that
 *    order), those found among the locale's articles;
 * 2. filled up to `limit` with articles sharing a tag: most shared tags first, then newest.
 * Never the article itself, never one twice.
 */
export function selectRelated(
  current: { uuid: string; fullSlug: string; tags: readonly string[] },
  related: readonly string[],
  articles: readonly ArticleSummary[],
  limit = 3,
): ArticleSummary[] {
  const currentPath = storyPath(current.fullSlug);
  const isCurrent = (a: ArticleSummary) => (current.uuid !== '' && a.uuid === current.uuid) || pathOf(a) === currentPath;
  const picked: ArticleSummary[] = [];
  const add = (a: ArticleSummary | undefined) => {
    if (a && !isCurrent(a) && !picked.includes(a) && picked.length < limit) picked.push(a);
  };

  for (const ref of related) {
    const wanted = ref.trim();
    if (wanted === '') continue;
    add(articles.find((a) => a.uuid === wanted) ?? articles.find((a) => pathOf(a) === storyPath(wanted)));
  }

  const tags = new Set(current.tags.map(norm));
  if (tags.size > 0) {
    articles
      .map((article, index) => ({ article, index, shared: article.tags.filter((t) => tags.has(norm(t))).length }))
      .filter((c) => c.shared > 0)
      .sort((a, b) => b.shared - a.shared || a.index - b.index)
      .forEach((c) => add(c.article));
  }
  return picked;
}
