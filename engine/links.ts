/**
 * Link normalisation (SPEC §2): in-page anchors; external links (http/https, or containing one of
 * the configured link placeholders, replaced by its URL); internal story links with the current
 * locale prefix ('index' is the start page). mailto and tel are allowed; any other scheme is refused
 * and never reaches the tree.
 *
 * Every href and src leaves here as one of: a path of this site starting with a single "/", an
 * http(s) URL, mailto:, tel: or "#id". Paths are read the way a browser reads them (tabs and
 * newlines removed, backslashes as slashes, percent-encoding undone), so no trick that a browser
 * would follow to another host passes as a path of this site.
 */
import type { ResolvedLink } from './types';

export interface LinkContext {
  locale: string;
  /** The site's locales (EngineConfig.locales): a slug starting with one has that locale's prefix. */
  locales: readonly string[];
  /** EngineConfig.linkPlaceholders: text in a link replaced by a URL. */
  placeholders: Readonly<Record<string, string>>;
  /** EngineConfig.publicPaths: path prefixes of the site's static files ("/demo/"), never given a locale. */
  publicPaths?: readonly string[];
  /** EngineConfig.callingCode: the country calling code of phone numbers written in national form. */
  callingCode?: string | undefined;
  /** EngineConfig.assetSpaceId: images of another Storyblok space are marked `direct` (an image in text too). */
  assetSpaceId?: string | undefined;
}

/** `deadStory`: a story link with a story chosen (its uuid) but no address: the story was deleted or never published. */
export type LinkResult = { link: ResolvedLink } | { empty: true; deadStory?: true } | { refused: string };

/** What an editor is told of a story link whose story has no address. */
export const DEAD_STORY_LINK = 'The link leads to a story that no longer has an address (deleted, or never published)';

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
// Characters a browser drops anywhere in a URL (tab, LF, CR) and around it (C0 controls, space).
const TAB_OR_NEWLINE = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// Also ignored when looking for a scheme, so "java\u200bscript:" cannot hide one.
// eslint-disable-next-line no-control-regex
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Two slashes or backslashes in any mix: a browser reads "//host", "/\host", "\\host" as another host. */
const OTHER_HOST = /^[\\/]{2}/;
/**
 * A host written without a scheme ("www.example.com", "example.se/path"): labels of letters, digits
 * and hyphens, a final label of letters, optionally a port, then the end or a path, query or hash.
 */
const SCHEMELESS_HOST = /^((?:[\p{L}\p{N}-]+\.)+(\p{L}{2,63}))(?::\d{1,5})?(?:[/?#]|$)/u;
/** A dotted first segment ending in one of these is a file name ("rapport.pdf"), not a host. */
const FILE_EXTENSIONS = new Set(
  'pdf html htm php asp aspx jsp jpg jpeg png gif svg webp avif ico doc docx xls xlsx ppt pptx odt ods csv txt rtf json xml zip gz mp3 mp4 webm mov'.split(' '),
);
/** Sentinel origin for reading a path the way a browser on this site would. */
const SITE_ORIGIN = 'https://site.invalid';
/** The longest id anchorId gives (a numbered one stays within it too). */
export const MAX_ANCHOR_ID = 80;
/** A path a browser reads exactly as written: one leading slash, then only unreserved characters. */
const PLAIN_PATH = /^\/(?!\/)[\w\-.~/]*(?:\?[\w\-.~/=&]*)?$/;
const DOT_SEGMENT = /(^|\/)\.\.?(\/|\?|$)|\/\//;
/** An address typed without "mailto:" into a URL link (no control character: \s does not cover NUL). */
// eslint-disable-next-line no-control-regex
const BARE_EMAIL = /^[^\s/@:<>"\u0000-\u001f\u007f]+@[^\s/@:<>"\u0000-\u001f\u007f]+\.[\p{L}]{2,63}$/u;

const leavesSite = (raw: string) =>
  `"${raw.slice(0, 80)}" is read by browsers as an address on another site (backslashes, tabs or encoded slashes); write the full https:// address if that is meant`;

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Percent-decoding that never throws (malformed sequences stay as they are), applied until stable. */
function decodeAll(s: string): string {
  if (!s.includes('%')) return s;
  let out = s;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(out);
    } catch {
      return out;
    }
    if (next === out) return out;
    out = next;
  }
  return out;
}

// eslint-disable-next-line no-control-regex
const ANY_CONTROL_OR_SPACE = /[\u0000-\u0020]/;
const browserClean = (s: string) => (ANY_CONTROL_OR_SPACE.test(s) ? s.replace(TAB_OR_NEWLINE, '').replace(EDGE_CONTROLS, '') : s);

/**
 * An id for an anchor, and the same for a "#fragment" that points at one, so the two always meet:
 * whitespace and characters outside letters, digits, marks, "-", "_" and "." become "-", at most 80
 * characters. Case is kept (ids are case-sensitive). "" when nothing usable is left.
 */
export function anchorId(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/^[\s#]+/, '')
    .replace(/[^\p{L}\p{N}\p{M}_.-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_ANCHOR_ID)
    .replace(/-+$/, '');
}

/**
 * `wanted`, or once it is taken, `wanted-2`, `wanted-3`, … (cut to stay within MAX_ANCHOR_ID): claimed in `taken`, so
 * ids stay unique on a page. The first to ask keeps the name.
 */
export function claimId(wanted: string, taken: Set<string>): string {
  let id = wanted;
  for (let n = 2; taken.has(id); n++) id = `${wanted.slice(0, MAX_ANCHOR_ID - String(n).length - 1).replace(/-+$/, '')}-${n}`;
  taken.add(id);
  return id;
}

/** The id a "#fragment" of this site targets (percent-encoding undone first, as browsers do). */
export const fragmentId = (fragment: string) => anchorId(decodeAll(fragment.replace(/^#/, '')));

/** "sv/blogg/" → "blogg", "index" → "", "en/index" → "". */
export function storyPath(fullSlug: string, locales: readonly string[]): string {
  let path = fullSlug.trim().replace(/^[\\/]+|[\\/]+$/g, '');
  const first = path.split('/')[0];
  if (locales.includes(first ?? '')) path = path.slice(first!.length).replace(/^\/+/, '');
  if (path === 'index' || path.endsWith('/index')) path = path.slice(0, -'index'.length).replace(/\/+$/, '');
  return path;
}

export function localePath(locale: string, path: string, locales: readonly string[]): string {
  const p = storyPath(path, locales);
  return p ? `/${locale}/${p}` : `/${locale}`;
}

/**
 * A path of this site as a browser would request it, or a reason it is not one. The result always
 * starts with exactly one "/" and, read against this site's origin, stays on this site.
 */
export function sameSitePath(raw: string): { path: string } | { refused: string } {
  // The common case, a plain path ("/sv/om-oss?x=1"), needs no parsing.
  if (PLAIN_PATH.test(raw) && !DOT_SEGMENT.test(raw)) return { path: raw };
  const cleaned = browserClean(raw);
  if (OTHER_HOST.test(cleaned) || OTHER_HOST.test(browserClean(decodeAll(cleaned)))) {
    return { refused: leavesSite(raw) };
  }
  if (CONTROL.test(cleaned)) return { refused: 'The address contains control characters' };
  let url: URL;
  try {
    url = new URL(cleaned.startsWith('/') || cleaned.startsWith('\\') ? cleaned : `/${cleaned}`, `${SITE_ORIGIN}/`);
  } catch {
    return { refused: `"${raw.slice(0, 80)}" is not a valid address` };
  }
  if (url.origin !== SITE_ORIGIN) return { refused: `"${raw.slice(0, 80)}" would take a browser to another site` };
  return { path: `/${url.pathname.replace(/^\/+/, '')}${url.search}${url.hash}` };
}

/** An http(s) URL in its canonical form, or why not. */
function webUrl(raw: string): { href: string } | { refused: string } {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { refused: `Link scheme "${url.protocol}" is not allowed` };
    if (!url.hostname) return { refused: `"${raw.slice(0, 80)}" has no host` };
    return { href: url.href };
  } catch {
    return { refused: `"${raw.slice(0, 80)}" is not a valid URL` };
  }
}

/** "www.example.com/x" and "example.se" are hosts; "rapport.pdf", "om-oss" and "/x" are not. */
function isSchemelessHost(url: string): boolean {
  const m = SCHEMELESS_HOST.exec(url);
  if (!m) return false;
  return /^www\./i.test(url) || !FILE_EXTENSIONS.has(m[2]!.toLowerCase());
}

/** Appends an anchor to an href that has none: sanitised for this site's pages, encoded for others. */
function withAnchor(link: ResolvedLink, anchor: unknown): ResolvedLink {
  const a = str(anchor).replace(/^#+/, '');
  if (!a || link.href.includes('#')) return link;
  if (link.kind === 'internal' || link.kind === 'anchor') {
    const id = anchorId(a);
    return id ? { ...link, href: `${link.href}#${id}` } : link;
  }
  if (link.kind === 'external' || link.kind === 'asset') return { ...link, href: `${link.href}#${encodeURIComponent(a)}` };
  return link;
}

/**
 * A page of this site, with its query and a sanitised fragment: in the current locale, or with its
 * path as written when it names a locale already (`asWritten`).
 */
function internalLink(url: string, ctx: LinkContext, asWritten = false): LinkResult {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? '' : beforeHash.slice(queryAt);
  const id = hashAt < 0 ? '' : fragmentId(url.slice(hashAt + 1));
  // As written, a page's address without the spellings that are not one ("/sv/index", "/sv/blogg/"); in
  // the current locale, a page path without the dot segments that lead above it ("../kontakt").
  const target = asWritten ? path.replace(/(?:\/index)?\/*$/, '') : localePath(ctx.locale, path.replace(LEADING_DOT_SEGMENTS, ''), ctx.locales);
  const checked = sameSitePath(`${target}${query}`);
  if ('refused' in checked) return checked;
  return { link: { kind: 'internal', href: id ? `${checked.path}#${id}` : checked.path } };
}

/** "./", "../", "/../" at the start of a relative page path: a page path names a page of the locale, never one above it. */
const LEADING_DOT_SEGMENTS = /^(?:[\\/]*\.{1,2}(?=[\\/]|$))+[\\/]*/;

/** A last path segment with a file extension ("x.pdf"): story slugs never have one. */
const FILE_NAME = /\.[a-z0-9]{1,8}$/i;

/**
 * A root-relative path that is already an address of this site as written: one that names a locale
 * ("/en", "/sv/om-oss") or a static file (a file name, or under a public path). Undefined otherwise:
 * then it is a page path that takes the current locale.
 */
function pathAsWritten(url: string, ctx: LinkContext): LinkResult | undefined {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const first = path.split('/')[1] ?? '';
  const last = path.split('/').pop() ?? '';
  const file = FILE_NAME.test(last) || (ctx.publicPaths ?? []).some((prefix) => path.startsWith(prefix));
  if (!file && !ctx.locales.includes(first)) return undefined;
  return file ? fileLink(url) : internalLink(url, ctx, true);
}

/** A file of this site (an asset field's path, a link to a static file): its path, checked, as written. */
function fileLink(url: string): LinkResult {
  const checked = sameSitePath(url);
  return 'path' in checked ? { link: { kind: 'asset', href: checked.path } } : checked;
}

/** What an editor may type before a placeholder that stands for a whole URL: a web scheme, slashes, or both ("https:/", "//"). */
const SCHEME_BEFORE_PLACEHOLDER = /^(?:https?:)?\/*$/i;

/** Storyblok's link types; a link of another type (written through the API) is refused, not guessed at. */
const LINK_TYPES = new Set(['story', 'url', 'email', 'asset']);

/** A phone number written without "tel:" ("+46 8 123 45 67", "08-123 45 67"): a leading + or 0, then 6+ digits. */
const BARE_PHONE = /^(?:\+|0)[\d\s().-]{6,}$/;
/** What people write between a number's digits: spaces (no-break ones too), dashes, dots, slashes and brackets. */
const PHONE_PUNCTUATION = /[\s().\-\u2010-\u2015\u2212/]/g;
/** The number in a text: an optional +, then digits (and a service code's * and #) with the separators between them. */
const PHONE_NUMBER = /\+?[\s(]*[\d*#][\d*#\s().\-\u2010-\u2015\u2212/]*/;
/** A letter right after the number's last digit, or after one dash or dot: a number spelt in words ("0771-KREDIT"). */
const SPELT_NUMBER = /^[-.\u2010-\u2015]?\p{L}/u;
/** An extension written after the number: "ankn. 12", "anknytning 12", "ext 12", "x12". */
const EXTENSION = /^\s*(?:ankn(?:ytning)?|ext(?:ension)?|x)\.?\s*(\d{1,6})\b/i;

/**
 * The tel: address of a phone number as people write it, in international form where it can be, so a phone
 * abroad (or a Swedish one roaming) dials it too: "010-000 00 00" → "tel:+46100000000" with calling code 46,
 * "0046 8 123" and "+46 (0)8 123" → "tel:+468123", "+46 08 123" (the trunk 0 kept by mistake) likewise. Words
 * around the number ("Ring 010-000 00 00 (växel)") are not dialled; an extension after it ("ankn. 12") becomes
 * `;ext=12`, and parameters after a `;` stay as written. A short number ("112", "1177") has no trunk 0 and stays
 * as written, as does a national number when no calling code is configured. No number, or one spelt in letters
 * ("0771-KREDIT", which no keypad in this form dials): undefined.
 */
export function telHref(phone: string, callingCode?: string): string | undefined {
  const written = phone.trim().replace(/^(?:tel:)+/i, '');
  const cut = written.search(/[;?]/);
  const text = cut < 0 ? written : written.slice(0, cut);
  const params = cut < 0 ? '' : written.slice(cut).replace(/\s+/g, '');
  const found = PHONE_NUMBER.exec(text);
  if (!found) return undefined;
  const lastDigit = Math.max(found[0].search(/[\d*#][^\d*#]*$/), 0);
  const after = found[0].slice(lastDigit + 1) + text.slice(found.index + found[0].length);
  if (SPELT_NUMBER.test(after)) return undefined;
  let number = found[0].slice(0, lastDigit + 1);
  // "+46 (0)8 …": the trunk 0 in brackets is dialled only at home.
  if (/^\+|^\s*00/.test(number)) number = number.replace(/\(\s*0\s*\)/, '');
  let digits = number.replace(PHONE_PUNCTUATION, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  else if (callingCode && /^0[1-9]/.test(digits)) digits = `+${callingCode}${digits.slice(1)}`;
  if (callingCode && digits.startsWith(`+${callingCode}0`)) digits = `+${callingCode}${digits.slice(callingCode.length + 2)}`;
  if (!/[\d*#]/.test(digits)) return undefined;
  const extension = EXTENSION.exec(after.replace(/^[\s)]*/, ''))?.[1];
  return `tel:${digits}${extension && !/;ext=/i.test(params) ? `;ext=${extension}` : ''}${params}`;
}

/** Classifies a URL string written by an editor (url links, rich-text hrefs, markdown links). */
export function resolveHref(raw: string, ctx: LinkContext, opts: { asset?: boolean } = {}): LinkResult {
  let literal = raw.trim();
  // for…in: no array of entries per link (this runs for every href of a page).
  for (const placeholder in ctx.placeholders) {
    const at = literal.indexOf(placeholder);
    if (at < 0) continue;
    const value = ctx.placeholders[placeholder]!;
    // "https://{{APP_URL}}/x": the scheme typed before a placeholder that holds a whole URL goes.
    if (at > 0 && SCHEME_BEFORE_PLACEHOLDER.test(literal.slice(0, at)) && SCHEME.test(value)) literal = literal.slice(at);
    literal = literal.split(placeholder).join(value);
  }
  // "http//flodvik.se", "https//…": a web address whose colon was not typed (as "https:/x" and "https:x" are read too),
  // not the path "/sv/http//flodvik.se" of a page that does not exist.
  const colonless = /^(https?)\/\/(?=[^/])/i.exec(literal);
  if (colonless) literal = `${colonless[1]}://${literal.slice(colonless[0].length)}`;
  const url = browserClean(literal);
  if (url === '') return { empty: true };
  if (url.startsWith('#')) {
    const id = fragmentId(url);
    return id ? { link: { kind: 'anchor', href: `#${id}` } } : { empty: true };
  }

  if (url.includes('@') && BARE_EMAIL.test(url)) return { link: { kind: 'email', href: `mailto:${url}` } };
  if (BARE_PHONE.test(literal) && (literal.match(/\d/g) ?? []).length >= 7) {
    const href = telHref(literal, ctx.callingCode);
    if (href) return { link: { kind: 'phone', href } };
  }
  if (url[0] !== '/' && url.includes('.') && isSchemelessHost(url)) {
    const web = webUrl(`https://${url}`);
    return 'href' in web ? { link: { kind: opts.asset ? 'asset' : 'external', href: web.href } } : web;
  }
  const scheme = (SCHEME.exec(url) ?? SCHEME.exec(url.replace(IGNORED_IN_SCHEME, '')))?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (!ALLOWED_SCHEMES.has(scheme)) return { refused: `Link scheme "${scheme}:" is not allowed (only http, https, mailto and tel)` };
    if (scheme === 'mailto' || scheme === 'tel') {
      // "mailto:mailto:…" (a prefix typed twice) is one prefix; whitespace has no place in an address
      // or a number, but a subject's spaces are kept (mailtoParts).
      const after = url.replace(/^(?:mailto:|tel:)+/i, '');
      const rest = scheme === 'mailto' ? joinMailto(mailtoParts(after)) : after.replace(/\s+/g, '');
      if (rest === '' || CONTROL.test(rest)) return { refused: `"${url.slice(0, 80)}" is not a valid ${scheme} link` };
      if (scheme === 'tel') {
        const href = telHref(after, ctx.callingCode);
        return href ? { link: { kind: 'phone', href } } : { refused: `"${url.slice(0, 80)}" is not a valid tel link` };
      }
      return { link: { kind: 'email', href: `mailto:${rest}` } };
    }
    const web = webUrl(url);
    return 'href' in web ? { link: { kind: opts.asset ? 'asset' : 'external', href: web.href } } : web;
  }
  if (literal.startsWith('//')) {
    // Protocol-relative, as written: another host, made explicit.
    const web = webUrl(`https:${url}`);
    return 'href' in web ? { link: { kind: opts.asset ? 'asset' : 'external', href: web.href } } : web;
  }
  if (opts.asset) return fileLink(literal);
  if (OTHER_HOST.test(url) || OTHER_HOST.test(browserClean(decodeAll(url)))) return { refused: leavesSite(literal) };
  // A path that names a locale is that language's page, with its leading "/" or without ("en/contact" typed on a
  // Swedish page is the English contact page, as "/en/contact" is).
  const rooted = url.startsWith('/') ? url : ctx.locales.includes(url.split(/[/?#]/, 1)[0] ?? '') ? `/${url}` : undefined;
  if (rooted) {
    const asWritten = pathAsWritten(rooted, ctx);
    if (asWritten) return asWritten;
  }
  // A relative or root-relative page path: a page of this site in the current locale.
  return internalLink(url, ctx);
}

/**
 * What follows "mailto:": the address, where whitespace is a typing slip and is dropped, and the
 * query ("subject=Fråga om lån&body=…"), where a run of whitespace is a word space, written as %20
 * (and <, >, " percent-encoded), so the mail opens with the subject as written.
 */
function mailtoParts(value: string): { address: string; query: string } {
  const q = value.indexOf('?');
  const address = (q < 0 ? value : value.slice(0, q)).replace(/\s+/g, '');
  const query =
    q < 0
      ? ''
      : value
          .slice(q + 1)
          .trim()
          .replace(/\s+/g, ' ')
          .replace(/[ <>"]/g, (c) => encodeURIComponent(c));
  return { address, query };
}

const joinMailto = ({ address, query }: { address: string; query: string }) => (query ? `${address}?${query}` : address);

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Resolves a Storyblok multilink. An empty link object is `{ empty: true }`, not an error. */
export function resolveLink(raw: unknown, ctx: LinkContext): LinkResult {
  if (!isObject(raw)) return { refused: 'A link must be a link object' };
  const target = raw.target === '_blank' ? ({ target: '_blank' } as const) : {};
  const linktype = str(raw.linktype) || 'url';
  if (!LINK_TYPES.has(linktype)) {
    return { refused: `Unknown link type "${linktype.slice(0, 40)}" (Storyblok's are story, url, email and asset): choose the link again` };
  }

  let result: LinkResult;
  if (linktype === 'email') {
    // Editors (and Storyblok's own rich text) sometimes store the address with its "mailto:" already.
    const email = (str(raw.email) || str(raw.url) || str(raw.cached_url)).replace(/^(?:mailto:)+/i, '').trim();
    if (email === '') return { empty: true };
    const parts = mailtoParts(email);
    if (!/^[^\s<>"@]+@[^\s<>"@]+$/.test(parts.address) || CONTROL.test(email.replace(/\s/g, ''))) {
      return { refused: `"${email.slice(0, 80)}" is not an email address` };
    }
    result = { link: { kind: 'email', href: `mailto:${joinMailto(parts)}` } };
  } else if (linktype === 'story') {
    const story = isObject(raw.story) ? raw.story : undefined;
    const slug = linkedStorySlug(story) || str(raw.cached_url);
    if (slug === '') {
      const id = anchorId(str(raw.anchor));
      if (id) return { link: { kind: 'anchor', href: `#${id}`, ...target } };
      return str(raw.id).trim() !== '' ? { empty: true, deadStory: true } : { empty: true };
    }
    // Editors sometimes paste a URL into a story link; treat it as what it is.
    const probe = browserClean(slug).replace(IGNORED_IN_SCHEME, '');
    if (SCHEME.test(probe) || OTHER_HOST.test(probe) || slug.startsWith('#')) {
      result = resolveHref(slug, ctx);
    } else {
      result = internalLink(slug.split(/[?#]/)[0] ?? '', ctx);
    }
    // The anchor field, else a fragment written into the address (a rich-text link's href "/sv/om-oss#team", as
    // Storyblok's own renderer keeps it).
    // (A resolved `story` gives the path, its full_slug without a fragment: the fragment is the address's.)
    const fragment = (address: string) => (address.includes('#') ? decodeAll(address.slice(address.indexOf('#') + 1)) : '');
    const written = fragment(slug) || fragment(str(raw.cached_url));
    if ('link' in result) result = { link: withAnchor(result.link, str(raw.anchor).replace(/^#+/, '') || written) };
  } else {
    const url = str(raw.url) || str(raw.cached_url);
    if (url === '') {
      // A link holding only an anchor points into the current page.
      const id = anchorId(str(raw.anchor));
      return id ? { link: { kind: 'anchor', href: `#${id}`, ...target } } : { empty: true };
    }
    result = resolveHref(url, ctx, { asset: linktype === 'asset' });
    if ('link' in result) result = { link: withAnchor(result.link, raw.anchor) };
  }
  const custom = isObject(raw.custom) ? raw.custom : {};
  if ('link' in result) return { link: { ...result.link, ...target, ...customAttributes(raw.rel ?? custom.rel, raw.title ?? custom.title) } };
  return result;
}

/**
 * The path of a story link's target as `resolve_links` gives it (newer than the link's `cached_url`): a story's
 * `full_slug` (resolve_links=url or story), or a link object's `slug`, which is its full slug (resolve_links=link and
 * the Links API: `real_path` and `is_folder` beside it, no `full_slug`). A story's own `slug` is its last segment only.
 */
function linkedStorySlug(story: Record<string, unknown> | undefined): string {
  if (!story) return '';
  const full = str(story.full_slug);
  if (full !== '' || !('real_path' in story || 'is_folder' in story)) return full;
  return str(story.slug);
}

/** Link relations an editor may set (a custom attribute of the link): what search engines and browsers read. */
export const LINK_RELS = new Set([
  'nofollow',
  'sponsored',
  'ugc',
  'noopener',
  'noreferrer',
  'external',
  'me',
  'author',
  'license',
  'privacy-policy',
  'terms-of-service',
]);

/**
 * The custom attributes of a Storyblok link that the site keeps: `rel` (only LINK_RELS) and `title`
 * (a tooltip, at most 200 characters). A multilink has them as keys of its own, a rich-text link mark in
 * `attrs.custom`; any other custom attribute is not passed on.
 */
function customAttributes(rel: unknown, title: unknown): Pick<ResolvedLink, 'rel' | 'title'> {
  const rels =
    typeof rel === 'string'
      ? [
          ...new Set(
            rel
              .toLowerCase()
              .split(/\s+/)
              .filter((r) => LINK_RELS.has(r)),
          ),
        ]
      : [];
  const tip = typeof title === 'string' ? title.replace(/\s+/g, ' ').trim().slice(0, 200) : '';
  return { ...(rels.length > 0 ? { rel: rels.join(' ') } : {}), ...(tip ? { title: tip } : {}) };
}

/**
 * The attributes of an <a> for a resolved link besides its href: a new tab's `target` with
 * `noopener noreferrer` (joined with the editor's relations), and the editor's `rel` and `title`.
 */
export function linkAttributes(link: ResolvedLink): { target?: '_blank'; rel?: string; title?: string } {
  const rel = [...new Set([...(link.target ? ['noopener', 'noreferrer'] : []), ...(link.rel ? link.rel.split(' ') : [])])].join(' ');
  return { ...(link.target ? { target: link.target } : {}), ...(rel ? { rel } : {}), ...(link.title ? { title: link.title } : {}) };
}

/**
 * A name for a link that shows no words (a screen reader's): its title, else the last segment of its address, else an
 * in-page anchor's id, else the address itself.
 */
export function linkName(link: Pick<ResolvedLink, 'href' | 'title'>): string {
  return link.title || lastPathSegment(link.href) || link.href.replace(/^#/, '') || link.href;
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
