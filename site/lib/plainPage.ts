/**
 * A small page of its own, for the answers that are not rendered by React (the proxy's 413 and 503,
 * the editor's messages): a title, a few paragraphs, and a link, every text escaped. Plain system
 * type, no stylesheet, no script, never indexed.
 */
/** Text as markup's character references: safe in HTML and XML alike, in text and in quoted attributes (the sitemap too). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface PlainPage {
  lang: string;
  title: string;
  paragraphs: readonly string[];
  /** A link under the text; `newTab` for a page that cannot be shown where this one is (the editor's frame). */
  link?: { href: string; text: string; newTab?: boolean };
}

export function plainPage({ lang, title, paragraphs, link }: PlainPage): string {
  const anchor = link && `<p><a href="${escapeHtml(link.href)}"${link.newTab ? ' target="_blank" rel="noopener"' : ''}>${escapeHtml(link.text)}</a></p>`;
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
    '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;line-height:1.5">' +
    `<main><h1>${escapeHtml(title)}</h1>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${anchor ?? ''}</main></body></html>\n`
  );
}
