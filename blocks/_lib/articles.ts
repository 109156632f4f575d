/**
 * Which blog articles a page shows: the latest of the locale (teaser sections) and the related ones
 * of an article.
 */
import { calendarDate } from '~/rules/date';
import { storyPath } from './paths';
import type { ArticleSummary } from '../_ui/context';

const norm = (tag: string) => tag.trim().toLocaleLowerCase('sv');
const pathOf = (a: Pick<ArticleSummary, 'fullSlug'>) => storyPath(a.fullSlug);

interface Selection {
  tag?: string;
  currentPath?: string;
}

/** The articles (newest first) with `tag`, if one is given, and not the page itself. */
function selected(articles: readonly ArticleSummary[], options: Selection): ArticleSummary[] {
  const tag = options.tag ? norm(options.tag) : '';
  return articles.filter(
    (a) => (tag === '' || a.tags.some((t) => norm(t) === tag)) && (options.currentPath === undefined || pathOf(a) !== storyPath(options.currentPath)),
  );
}

/** The newest `limit` articles (the list is newest first), optionally only those with `tag`, never the page itself. */
export function latestArticles(articles: readonly ArticleSummary[], options: Selection & { limit: number }): ArticleSummary[] {
  return selected(articles, options).slice(0, options.limit);
}

/** Year of an article's first publication (in Sweden), undefined without a readable date. */
function yearOf(article: ArticleSummary): number | undefined {
  if (!article.firstPublishedAt) return undefined;
  try {
    return calendarDate(article.firstPublishedAt).year;
  } catch {
    return undefined;
  }
}

/**
 * The articles after the newest `after` (those latestArticles leaves out), by year of first
 * publication, newest year first, each year's articles newest first; undated ones last.
 */
export function olderArticlesByYear(
  articles: readonly ArticleSummary[],
  options: Selection & { after: number },
): Array<{ year: number | undefined; articles: ArticleSummary[] }> {
  const groups = new Map<number | undefined, ArticleSummary[]>();
  for (const article of selected(articles, options).slice(options.after)) {
    const year = yearOf(article);
    const group = groups.get(year);
    if (group) group.push(article);
    else groups.set(year, [article]);
  }
  return [...groups].map(([year, list]) => ({ year, articles: list })).sort((a, b) => (a.year === undefined ? 1 : b.year === undefined ? -1 : b.year - a.year));
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
