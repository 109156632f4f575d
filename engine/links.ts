/**
 * Link normalisation (SPEC §2): in-page anchors; external links (http/https, or containing one of
 * the configured link placeholders, replaced by its URL); internal story links with the current
 * locale prefix ('index' is the start page). mailto and tel are allowed; any other scheme is refused
 * and never reaches the tree.
 */
import type { ResolvedLink } from './types';

export interface LinkContext {
  locale: string;
  /** The site's locales (EngineConfig.locales): a slug starting with one has that locale's prefix. */
  locales: readonly string[];
  /** EngineConfig.linkPlaceholders: text in a link replaced by a URL. */
  placeholders: Readonly<Record<string, string>>;
}

export type LinkResult = { link: ResolvedLink } | { empty: true } | { refused: string };

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
// Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
// eslint-disable-next-line no-control-regex
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** "sv/blogg/" → "blogg", "index" → "", "en/index" → "" (with "sv" and "en" among the locales). */
export function storyPath(fullSlug: string, locales: readonly string[]): string {
  let path = fullSlug.trim().replace(/^\/+|\/+$/g, '');
  const first = path.split('/')[0];
  if (locales.includes(first ?? '')) path = path.slice(first!.length).replace(/^\/+/, '');
  if (path === 'index' || path.endsWith('/index')) path = path.slice(0, -'index'.length).replace(/\/+$/, '');
  return path;
}

/** The URL path of a page in a locale: "/sv/blogg" ("/sv" for the start page). */
export function localePath(locale: string, path: string, locales: readonly string[]): string {
  const p = storyPath(path, locales);
  return p ? `/${locale}/${p}` : `/${locale}`;
}

function withAnchor(href: string, anchor: unknown): string {
  const a = str(anchor).replace(/^#/, '');
  return a ? `${href}#${encodeURIComponent(a)}` : href;
}

/** Classifies a URL string written by an editor (url links, rich-text hrefs, markdown links). */
export function resolveHref(raw: string, ctx: LinkContext, opts: { asset?: boolean } = {}): LinkResult {
  let url = raw.trim();
  if (url === '') return { empty: true };
  for (const [placeholder, value] of Object.entries(ctx.placeholders)) {
    if (url.includes(placeholder)) url = url.split(placeholder).join(value);
  }
  if (url.startsWith('#')) return url.length > 1 ? { link: { kind: 'anchor', href: url } } : { empty: true };

  const probe = url.replace(IGNORED_IN_SCHEME, '');
  const scheme = SCHEME.exec(probe)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (!ALLOWED_SCHEMES.has(`${scheme}:`)) {
      return { refused: `Link scheme "${scheme}:" is not allowed (only http, https, mailto and tel)` };
    }
    if (scheme === 'mailto' || scheme === 'tel') {
      if (/\s/.test(url)) url = url.replace(/\s+/g, '');
      return { link: { kind: scheme === 'mailto' ? 'email' : 'phone', href: url } };
    }
    try {
      const parsed = new URL(url);
      return { link: { kind: opts.asset ? 'asset' : 'external', href: parsed.href } };
    } catch {
      return { refused: `"${url.slice(0, 80)}" is not a valid URL` };
    }
  }
  if (url.startsWith('//')) {
    try {
      return { link: { kind: 'external', href: new URL(`https:${url}`).href } };
    } catch {
      return { refused: `"${url.slice(0, 80)}" is not a valid URL` };
    }
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f]/.test(url)) return { refused: 'Link contains control characters' };
  if (opts.asset) return { link: { kind: 'asset', href: url.startsWith('/') ? url : `/${url}` } };
  // A relative or root-relative path is a page of this site: keep the current locale.
  const [pathAndQuery = '', hash] = url.split('#', 2);
  const [path = '', query] = pathAndQuery.split('?', 2);
  let href = localePath(ctx.locale, path, ctx.locales);
  if (query) href += `?${query}`;
  if (hash) href += `#${hash}`;
  return { link: { kind: 'internal', href } };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Resolves a Storyblok multilink. An empty link object is `{ empty: true }`, not an error. */
export function resolveLink(raw: unknown, ctx: LinkContext): LinkResult {
  if (!isObject(raw)) return { refused: 'A link must be a link object' };
  const target = raw.target === '_blank' ? ({ target: '_blank' } as const) : {};
  const linktype = str(raw.linktype) || 'url';

  let result: LinkResult;
  if (linktype === 'email') {
    const email = str(raw.email) || str(raw.url).replace(/^mailto:/i, '') || str(raw.cached_url).replace(/^mailto:/i, '');
    if (email === '') return { empty: true };
    if (/[\s<>"]/.test(email) || !email.includes('@')) return { refused: `"${email.slice(0, 80)}" is not an email address` };
    result = { link: { kind: 'email', href: `mailto:${email}` } };
  } else if (linktype === 'story') {
    const story = isObject(raw.story) ? raw.story : undefined;
    const slug = str(story?.full_slug) || str(raw.cached_url);
    if (slug === '') {
      const anchor = str(raw.anchor);
      return anchor ? { link: { kind: 'anchor', href: `#${encodeURIComponent(anchor)}` } } : { empty: true };
    }
    // Editors sometimes paste a URL into a story link; treat it as what it is.
    if (SCHEME.test(slug.replace(IGNORED_IN_SCHEME, '')) || slug.startsWith('//') || slug.startsWith('#')) {
      result = resolveHref(slug, ctx);
    } else {
      result = { link: { kind: 'internal', href: withAnchor(localePath(ctx.locale, slug.split(/[?#]/)[0] ?? '', ctx.locales), raw.anchor) } };
    }
  } else {
    const url = str(raw.url) || str(raw.cached_url);
    result = resolveHref(url, ctx, { asset: linktype === 'asset' });
  }
  if ('link' in result) return { link: { ...result.link, ...target } };
  return result;
}

/** The last path segment of an href, for links whose child text is empty (accessible label). */
export function lastPathSegment(href: string): string {
  const withoutHash = href.split(/[?#]/)[0] ?? '';
  const clean = withoutHash.replace(/^[a-z][a-z0-9+.-]*:\/*/i, '').replace(/\/+$/, '');
  const segment = clean.split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
