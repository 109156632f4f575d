/**
 * The site's response security headers, built in one place from lists of origins (see
 * docs/cross-cutting.md). Every third-party origin a feature loads from or talks to is listed by the
 * config module that owns the feature (Storyblok, tag manager, chat, review widget, error reporting,
 * the external lead API) and handed in here; nothing adds an origin anywhere else, and no directive
 * has a scheme wildcard such as `https:`.
 *
 * Two variants: the public site (framed by nobody) and draft mode (framed by Storyblok's Visual
 * Editor). next.config.ts picks the variant per request by the presence of Next's draft-mode cookie,
 * so pages stay static and no proxy runs for it.
 */

/** Next's draft-mode cookie: present only after /api/preview enabled draft mode. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** Origins per CSP fetch directive, beyond 'self'. Each entry is an origin such as https://a.storyblok.com. */
export interface CspOrigins {
  script: readonly string[];
  connect: readonly string[];
  img: readonly string[];
  /** Video and audio (media-src): a block that plays a file from the asset CDN. */
  media: readonly string[];
  frame: readonly string[];
  style: readonly string[];
  font: readonly string[];
  /** Where a form post may lead (form-action): the hero form's no-JavaScript post redirects to the borrower app. */
  form: readonly string[];
}

export const NO_ORIGINS: CspOrigins = Object.freeze({ script: [], connect: [], img: [], media: [], frame: [], style: [], font: [], form: [] });

/** Joins several features' lists; duplicates removed, order kept. */
export function mergeOrigins(...lists: Partial<CspOrigins>[]): CspOrigins {
  const pick = (key: keyof CspOrigins) => [...new Set(lists.flatMap((l) => l[key] ?? []))];
  return {
    script: pick('script'),
    connect: pick('connect'),
    img: pick('img'),
    media: pick('media'),
    frame: pick('frame'),
    style: pick('style'),
    font: pick('font'),
    form: pick('form'),
  };
}

/** A bare origin (scheme://host[:port]) or nothing: a wildcard or a path never reaches a directive. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? origin : undefined;
  } catch {
    return undefined;
  }
}

export interface SecurityOptions {
  origins: CspOrigins;
  /** Draft mode: the page may be framed by these origins (Storyblok's Visual Editor); otherwise by nobody. */
  frameAncestors: readonly string[];
}

const list = (items: readonly string[]) => items.filter(Boolean).join(' ');

/**
 * The Content-Security-Policy value. No 'unsafe-eval' (the content validators are precompiled);
 * 'unsafe-inline' for scripts is what statically generated Next.js pages need (no per-request nonce).
 */
export function contentSecurityPolicy({ origins, frameAncestors }: SecurityOptions): string {
  const directive = (name: string, ...values: string[]) => `${name} ${list(values)}`.trim();
  return [
    directive('default-src', "'self'"),
    directive('script-src', "'self'", "'unsafe-inline'", ...origins.script),
    directive('style-src', "'self'", "'unsafe-inline'", ...origins.style),
    directive('img-src', "'self'", 'data:', 'blob:', ...origins.img),
    directive('media-src', "'self'", ...origins.media),
    directive('font-src', "'self'", ...origins.font),
    directive('connect-src', "'self'", ...origins.connect),
    directive('frame-src', ...(origins.frame.length > 0 ? origins.frame : ["'none'"])),
    directive('frame-ancestors', ...(frameAncestors.length > 0 ? frameAncestors : ["'none'"])),
    directive('base-uri', "'self'"),
    directive('form-action', "'self'", ...origins.form),
    directive('object-src', "'none'"),
  ].join('; ');
}

export interface Header {
  key: string;
  value: string;
}

/** Powerful features no page of the site uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/**
 * HSTS: a year, this host only (whether subdomains follow is the domain owner's call). Browsers ignore
 * it over http (RFC 6797 §8.1), so sending it on an http answer pins nothing.
 */
export const STRICT_TRANSPORT_SECURITY: Header = { key: 'Strict-Transport-Security', value: 'max-age=31536000' };

/**
 * Next header-rule conditions for "the client reached us over https": the TLS-terminating proxy in
 * front says so in X-Forwarded-Proto (the first entry when several proxies append). `next start`
 * itself speaks plain http only, so no request reaches it over TLS directly.
 */
export const OVER_HTTPS = [{ type: 'header' as const, key: 'x-forwarded-proto', value: 'https(?:\\s*,.*)?' }];

/**
 * next.config's rule for HSTS. A site whose public address (the build's SITE_URL) is https sends it on
 * every answer: a CDN keeps one copy of a page whichever scheme fetched it, and a copy fetched over http
 * must not reach https visitors without it (the header does not vary with X-Forwarded-Proto). Any other
 * build (a local http server, the tests) sends it only when the proxy in front says https, so a local
 * http server never pins itself.
 */
export function strictTransportSecurityRule(siteUrl: string | undefined): { source: string; headers: Header[]; has?: typeof OVER_HTTPS } {
  const rule = { source: '/:path*', headers: [STRICT_TRANSPORT_SECURITY] };
  return originOf(siteUrl)?.startsWith('https:') ? rule : { ...rule, has: OVER_HTTPS };
}

/**
 * Every answer of a build that is not for production (APP_ENV `preview` or `development` at build time, as the
 * pages' diagnostics are) says `noindex`, page or file: robots.txt's `Disallow` keeps crawlers out, but a preview
 * address linked from elsewhere can still be listed without it. Production: no rule.
 */
export function notIndexedRule(environment: string | undefined): { source: string; headers: Header[] }[] {
  if (environment === undefined || environment === 'production') return [];
  return [{ source: '/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] }];
}

/** Every security header of a response of this variant. */
export function securityHeaders(options: SecurityOptions & { csp: boolean }): Header[] {
  const headers: Header[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  ];
  // X-Frame-Options cannot name an origin: it says DENY exactly when frame-ancestors names nobody.
  if (options.frameAncestors.length === 0) headers.push({ key: 'X-Frame-Options', value: 'DENY' });
  if (options.csp) headers.push({ key: 'Content-Security-Policy', value: contentSecurityPolicy(options) });
  return headers;
}

/**
 * What Next itself sends with a dynamic answer: no cache, shared or private, keeps it. For answers that
 * are not pages (a 404 under the page route, a file that does not exist), which Next would otherwise
 * send with the pages' hour of s-maxage.
 */
export const NOT_A_PAGE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** The site's icons (app/icon.svg, app/apple-icon.tsx, app/favicon.ico/route.ts): a browser keeps them a day. */
export const ICON_CACHE_CONTROL = 'public, max-age=86400';

/**
 * A 404 at an address of the page route (site/proxy.ts): a shared cache may keep it a minute (docs/deployment.md:
 * "404s at most a minute"), so a page published since is found a minute later at most. Storable on purpose: a CDN
 * that held the page before it was unpublished or moved serves that copy stale while it revalidates, and only an
 * answer it may store replaces it; after a no-store 404 it would go on serving the old page for the whole
 * stale-while-revalidate window (a CDN review, twenty-eighth session).
 */
export const MISSING_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
