/**
 * Setting query parameters on an href as content gives it: absolute ("https://…"), a site path
 * ("/sv/kontakt"), or with a "#fragment". Existing parameters stay in place; the fragment stays last.
 * Works on the string, so placeholders and relative paths need no base URL.
 */
export function withQueryParams(href: string, params: Iterable<readonly [string, string | undefined]>): string {
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const withoutHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = withoutHash.indexOf('?');
  const base = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const query = new URLSearchParams(queryAt >= 0 ? withoutHash.slice(queryAt + 1) : '');
  for (const [name, value] of params) if (value !== undefined) query.set(name, value);
  const text = query.toString();
  return `${base}${text ? `?${text}` : ''}${hash}`;
}
