/**
 * The partner hero page's link (SPEC §2, §7, §8): the borrower app's partner authorisation path
 * (partner metadata oauth_auth_path) on the app's base URL, with every query parameter of the page
 * request except `slug`. The page is static, so the server renders the plain URL (with the query
 * when it renders the page for its request) and an island appends the visitor's query string
 * (window.location.search) with this same function. Until the island has run (a slow phone, a chunk
 * that never loads), an inline script right after the link has appended it as soon as the link was
 * parsed (site/lib/partnerAuthScript.ts), on a link marked PARTNER_AUTH_PENDING.
 */

/** The one parameter of the page's query the link does not carry on to the app. */
export const PARTNER_AUTH_DROPPED_PARAM = 'slug';

/**
 * On a partner authorisation link whose HTML lacks the page's query (a static page's): the parameter not to carry on.
 * The inline script after the link appends the query and takes the attribute away; the island draws the link without
 * it once it has written the query itself. Not `data-early` (blocks/_lib/earlyTaps.ts): the head script would keep the
 * link's clicks from every later listener (a tag manager's, the Visual Editor's), and there is no island's answer to
 * keep them from.
 */
export const PARTNER_AUTH_PENDING = 'data-query-pending';

/**
 * The authorisation path of a partner, with its leading "/" ("partner/auth" is "/partner/auth"). Missing, or not a
 * path of the app (an address of another host), is a developer error.
 */
export function partnerAuthPath(partner: { oauth_auth_path?: string | undefined } | undefined): string {
  const given = partner?.oauth_auth_path?.trim() ?? '';
  if (given === '') throw new Error('Partner metadata has no oauth_auth_path: the partner authorisation link cannot be built');
  // A scheme ("https:", "javascript:") before any "/" is an address, not a path: it stays refused below.
  const path = given.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(given) ? given : `/${given}`;
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw new Error(`Partner oauth_auth_path "${path.slice(0, 80)}" must be a path of the borrower app, starting with "/"`);
  }
  return path;
}

/**
 * base + path, then the path's own query, then every parameter of `search` except `slug`, in order
 * and with repeats kept. `search` is a query string with or without its "?".
 */
export function partnerAuthUrl(baseUrl: string, authPath: string, search: string): string {
  const [pathPart = '', ...rest] = authPath.split('#');
  const hash = rest.length > 0 ? `#${rest.join('#')}` : '';
  const [path = '', ownQuery = ''] = pathPart.split(/\?(.*)/s);
  const params = new URLSearchParams(ownQuery);
  for (const [key, value] of new URLSearchParams(search)) {
    if (key !== PARTNER_AUTH_DROPPED_PARAM) params.append(key, value);
  }
  const query = params.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}${hash}`;
}
