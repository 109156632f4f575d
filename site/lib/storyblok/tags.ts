/**
 * Cache tags of Storyblok content in Next's data cache, and what a webhook revalidates. A page
 * collects the tags of what it read: its story (and its page in the other locale, the same path or the
 * translation its `alternates` link, for hreflang and the language menu),
 * its locale's site context and its locale's article listing (teasers, related articles). Listings
 * of every page of a locale feed the sitemap and static params.
 */
import { fingerprint } from '~/blocks/_lib/fingerprint';
import { localePath, storyPath } from '~/blocks/_lib/paths';
import { isLocale, type Locale } from '~/contracts/locales';
import { SITE_CONTEXT_SLUG } from '../../config/engine';

/** Everything read from Storyblok. */
export const TAG_ALL = 'sb';
export const storyTag = (locale: string, path: string) => boundedTag(`sb:story:${locale}/${storyPath(path)}`);

/** Next's limit on a cache tag's length: a longer one is dropped, with a warning in the log on every use. */
export const MAX_TAG_LENGTH = 256;

/**
 * A tag within MAX_TAG_LENGTH: a longer one (the path of an address a scanner made up: 14 000 characters logged three
 * times over) is cut, with a hash of the whole after it, so two long paths keep tags of their own.
 */
function boundedTag(tag: string): string {
  if (tag.length <= MAX_TAG_LENGTH) return tag;
  const hash = fingerprint(tag);
  return `${tag.slice(0, MAX_TAG_LENGTH - hash.length - 1)}#${hash}`;
}
export const siteTag = (locale: string) => `sb:site:${locale}`;
/** A listing of a locale: every story, or those of one content type. */
export const listTag = (locale: string, contentType?: string) => (contentType ? `sb:list:${locale}:${contentType}` : `sb:list:${locale}`);

/** A story as the webhook handler knows it. */
export interface StoryRef {
  fullSlug: string;
  /** Content type, when known ('' otherwise). */
  component: string;
}

export type WebhookAction = 'published' | 'unpublished' | 'deleted' | 'moved';

/** The locale and path of a full slug, or null when it lies outside the locale folders. */
export function locateSlug(fullSlug: string): { locale: Locale; path: string } | null {
  const [first = '', ...rest] = fullSlug.replace(/^\/+/, '').split('/');
  return isLocale(first) ? { locale: first, path: storyPath(rest.join('/')) } : null;
}

/**
 * The tags to revalidate when a story changes. Unknown stories, stories outside the locale folders
 * and the site context (navigation and footer of every page) revalidate everything. So does a story
 * that moved or was renamed: any page may link to it (the navigation, a text), and a page read before
 * the move holds its old address (the delivery source gives links their target's current slug when
 * it reads a story; engine/sources/storyblok.ts).
 */
export function tagsForChange(story: StoryRef | null, previous?: StoryRef | null): string[] {
  if (!story) return [TAG_ALL];
  if (previous && previous.fullSlug !== story.fullSlug) return [TAG_ALL];
  const where = locateSlug(story.fullSlug);
  if (!where || where.path === SITE_CONTEXT_SLUG || story.component === 'SiteConfig') return [TAG_ALL];
  const tags = [storyTag(where.locale, where.path), listTag(where.locale)];
  // Teasers and related articles list articles; a story of unknown type might be one.
  if (story.component === 'BlogArticle' || story.component === '') tags.push(listTag(where.locale, 'BlogArticle'));
  return tags;
}

/**
 * The pages behind tags, for revalidatePath: a page generated without Storyblok's tags (at a build
 * from the embedded content, say) is refreshed all the same. A story's page; a locale's listing
 * feeds the sitemap; its articles show on every page of the locale (teasers, related articles).
 */
export function pathsForTags(tags: readonly string[]): Array<{ path: string; type?: 'layout' }> {
  const paths = new Map<string, { path: string; type?: 'layout' }>();
  for (const tag of tags) {
    const [, kind = '', rest = ''] = /^sb(?::([a-z]+):(.*))?$/.exec(tag) ?? [];
    if (tag === TAG_ALL) paths.set('/:layout', { path: '/', type: 'layout' });
    else if (kind === 'story') {
      // A tag cut to Next's limit (boundedTag) no longer spells its path: its tag alone revalidates it.
      if (tag.length === MAX_TAG_LENGTH && /#[0-9a-f]{16}$/.test(tag)) continue;
      const where = locateSlug(rest);
      if (where) paths.set(localePath(where.locale, where.path), { path: localePath(where.locale, where.path) });
    } else if (kind === 'list') {
      const [locale = '', contentType] = rest.split(':');
      if (!isLocale(locale)) continue;
      if (contentType) paths.set(`/${locale}:layout`, { path: `/${locale}`, type: 'layout' });
      else paths.set('/sitemap.xml', { path: '/sitemap.xml' });
    }
  }
  return [...paths.values()];
}
