/**
 * Structured data (schema.org JSON-LD) a block writes beside what it shows: the breadcrumb trail of a
 * page's opening. The site's page-level data (a blog article's BlogPosting) is in site/lib/structuredData.ts.
 */
import type { ResolvedLink } from '~/engine/types';

/**
 * The text of a `<script type="application/ld+json">`: JSON in which nothing can end the element or
 * read as markup (`</script>` in a title), and no line separator old parsers choke on.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface Crumb {
  name: string;
  link?: ResolvedLink | undefined;
}

/** The absolute address of a crumb's link: a page of this site or another web page; nothing for anything else. */
function crumbUrl(link: ResolvedLink | undefined, siteUrl: string): string | undefined {
  if (!link) return undefined;
  if (link.kind === 'internal' && link.href.startsWith('/')) return `${siteUrl.replace(/\/+$/, '')}${link.href}`;
  if (link.kind === 'external' && /^https?:\/\//i.test(link.href)) return link.href;
  return undefined;
}

/**
 * A breadcrumb trail as a schema.org BreadcrumbList (what search results show instead of the address), or
 * nothing for fewer than two crumbs. The last crumb is the page itself: its address is `pageUrl` when its
 * crumb has no link of its own. A crumb without a name, or one before the last without a web address, ends
 * the trail there (a list with holes is one search engines reject).
 */
export function breadcrumbList(crumbs: readonly Crumb[], siteUrl: string, pageUrl: string): Record<string, unknown> | undefined {
  const items: Array<Record<string, unknown>> = [];
  for (const [i, crumb] of crumbs.entries()) {
    const name = crumb.name.trim();
    const last = i === crumbs.length - 1;
    const item = crumbUrl(crumb.link, siteUrl) ?? (last ? pageUrl : undefined);
    if (!name || !item) break;
    items.push({ '@type': 'ListItem', position: i + 1, name, item });
  }
  if (items.length < 2 || items.length < crumbs.length) return undefined;
  return { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: items };
}
