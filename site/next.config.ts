import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { getMarketingConfig, marketingOrigins } from '~/site/config/marketing.ts';
import {
  DRAFT_MODE_COOKIE,
  ICON_CACHE_CONTROL,
  mergeOrigins,
  notIndexedRule,
  originOf,
  securityHeaders,
  strictTransportSecurityRule,
} from '~/site/config/security.ts';
import {
  assetRemotePatterns,
  assetSpaceIdOf,
  EDITOR_ORIGIN,
  editorOrigins,
  isAllowedEditorOrigin,
  splitOrigins,
  storyblokCspOrigins,
} from '~/site/config/storyblok.ts';
import { checkBuildEnv, contentSourceOf, DEFAULT_BORROWER_APP_URL } from '~/site/config/env.ts';
import { IMAGE_DISK_CACHE_BYTES, SERVER_ACTION_BODY_LIMIT } from '~/site/config/limits.ts';

/** Where a file that does not exist is answered (afterFiles rewrites below). */
const MISSING_FILE = '/internal/missing-file';
const root = path.join(import.meta.dirname, '..');
const production = process.env.NODE_ENV === 'production';
// Origins besides Storyblok's own editor that may frame draft pages: fixed at build time, like the
// headers, and handed to the live-edit island so the bridge answers the editor that frames it.
const extraEditorOrigins = splitOrigins(process.env.STORYBLOK_EDITOR_ORIGINS).filter(isAllowedEditorOrigin);
// A test-only build (tests/containment): the block set gains a probe block that throws, and the output
// goes to its own directory, so the production registry and build are never touched by it.
const containmentTest = process.env.CONTAINMENT_TEST_BUILD === '1';
const containmentAliases = {
  '~/codegen/generated/registry': '../tests/containment/registry.ts',
  '~/codegen/generated/validators': '../tests/containment/validators.ts',
  '~/codegen/generated/plans': '../tests/containment/plans.ts',
};

const nextConfig: NextConfig = {
  // Tests serve a copy of the build with its own caches (a second server must not share the first's).
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
  // Fixed at build time (the pages are static): the browser's copy of the error-reporting settings, and the build's address.
  env: {
    NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN ?? process.env.SENTRY_DSN ?? '',
    NEXT_PUBLIC_APP_ENV: process.env.NEXT_PUBLIC_APP_ENV ?? process.env.APP_ENV ?? '',
    // The editors other than app.storyblok.com (the bridge's default): the China region's, and the extra ones.
    NEXT_PUBLIC_STORYBLOK_EDITOR_ORIGINS: editorOrigins(extraEditorOrigins)
      .filter((origin) => origin !== EDITOR_ORIGIN)
      .join(','),
    // The build's public address, for pages rendered after the build when the server is started
    // without SITE_URL (config/env.ts, siteVariables; docs/deployment.md). Server code only reads it.
    BUILD_SITE_URL: process.env.SITE_URL ?? '',
    // Which content the build read, so a server started with other content says so (config/env.ts, checkContentSource).
    BUILD_CONTENT_SOURCE: contentSourceOf(process.env),
    // Where the build's pages send the forms' leads, so a server started with another says so (config/env.ts, checkApiBase).
    BUILD_API_BASE_URL: process.env.API_BASE_URL ?? '',
    // Whose images the build's pages send through the image optimizer, so a server started with another says so (config/env.ts, checkSpaceId).
    BUILD_STORYBLOK_SPACE_ID: assetSpaceIdOf(process.env) ?? '',
  },
  // The site imports the engine, blocks, rules and machines from the repository root.
  // next/dynamic in the browser is React.lazy only (lib/nextDynamic.browser.tsx says why); the server keeps Next's.
  turbopack: {
    root,
    resolveAlias: { 'next/dist/shared/lib/app-dynamic': { browser: './lib/nextDynamic.browser.tsx' }, ...(containmentTest ? containmentAliases : {}) },
  },
  ...(containmentTest ? { distDir: '.next-containment' } : {}),
  outputFileTracingRoot: root,
  poweredByHeader: false,
  // An address with a trailing slash is sent on by site/proxy.ts (slashless), where it leads in one hop: Next's own
  // 308 first (`/SV/Flexkredit/` → `/SV/Flexkredit` → `/sv/flexkredit`) made two. The option also stops the client
  // router taking a slash off an href it is given (__NEXT_MANUAL_TRAILING_SLASH): none of ours has one (engine/links.ts).
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  serverExternalPackages: ['better-sqlite3'],
  // How long a page past its hour may still be served while it is rendered again: Cache-Control's
  // stale-while-revalidate is this minus the hour. A day, not Next's year: a CDN that kept a page serves that copy
  // for this long at most when no newer one replaces it (a CDN review; docs/deployment.md).
  expireTime: 86_400,
  // Rendered 404s stay in memory, never on disk (cacheHandler.mjs; lib/pageIndex.ts says why).
  cacheHandler: path.join(import.meta.dirname, 'cacheHandler.mjs'),
  // inlineCss: the CSS as <style> in the HTML instead of four render-blocking files. Measured in one run
  // (Lighthouse mobile, median of 3, busy machine): LCP /sv 3219 → 1859 ms, /sv/material 3267 → 2102 ms, the
  // blog article 3100 → 1440 ms, FCP down alike; HTML gzip grows about 19 kB a page (Next 16.4 repeats the CSS
  // in the flight data, vercel/next.js#98079). cssChunking 'graph' gave more files (6), not fewer.
  // serverActions.bodySizeLimit: in bytes, from config/limits.ts, which site/proxy.ts answers 413 by.
  // proxyClientMaxBodySize: how much of a request body Next holds in memory for the proxy (site/proxy.ts) and the
  // route behind it; its default, 10 MB per request, let slow anonymous uploads fill the server's memory. Past it
  // Next drops the chunk that crosses it and ends the proxy's copy there, so it sits 256 KiB (four of Node's 64 KiB
  // socket reads) over the largest body any route takes: the proxy still sees that a body is too large (413).
  experimental: {
    globalNotFound: true,
    inlineCss: true,
    serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT },
    proxyClientMaxBodySize: SERVER_ACTION_BODY_LIMIT + 256 * 1024,
  },
  // The whole repository is type-checked once by `npm run typecheck` (in `npm test` and CI);
  // repeating it inside every build would only slow builds down.
  typescript: { ignoreBuildErrors: true },
  images: {
    // This space's assets only when STORYBLOK_SPACE_ID names it (read again by `next start`, which checks it against
    // the build's: config/env.ts checkSpaceId); without it any space's.
    remotePatterns: assetRemotePatterns(assetSpaceIdOf(process.env)),
    dangerouslyAllowSVG: false,
    // The optimizer's files on disk (each image × width × format): Next's default lets them grow to half the free
    // disk, and without STORYBLOK_SPACE_ID the pattern above takes any Storyblok space's assets, so anyone could
    // fill it with their own space's images. Past this the least recently used are deleted.
    maximumDiskCacheSize: IMAGE_DISK_CACHE_BYTES,
  },
  async redirects() {
    return [
      { source: '/', destination: '/sv', permanent: false },
      // `/sv/index` and every other start page by its slug: site/proxy.ts (indexPage), in one hop whatever the case.
    ];
  },
  async rewrites() {
    // Draft mode (Next's cookie, set by /api/preview) renders pages through a route of their own:
    // dynamic, draft content, live edit. The public route and its static pages never carry any of it.
    // The rule costs every page about 0.2 kB gzip in Next's build manifest. Not in site/proxy.ts: Next 16.4's
    // proxy adapter rewrites a server bound to 127.0.0.1 as `localhost` (NextURL), the router then takes the
    // rewrite for an external one and fetches it itself, which fails behind a TLS proxy (X-Forwarded-Proto:
    // https → EPROTO, 500; branch `draftrw2`, router fuzz seed 20261123).
    const draftCookie = [{ type: 'cookie' as const, key: DRAFT_MODE_COOKIE }];
    return {
      beforeFiles: [
        { source: '/:locale(sv|en)/:path*', has: draftCookie, destination: '/draft/:locale/:path*' },
        // A calculator's form sent without JavaScript (`?calculator=<uid>`): the page rendered with that
        // calculator's figures (app/[locale]/%5Fcalculation: under the pages' root layout, so a link from it is routed,
        // not a page load). Only such requests; the page itself stays static. The key is
        // CALCULATOR_PARAMS.calculator (blocks/_lib/calculatorQuery.ts, which this loader cannot import; the test checks).
        { source: '/:locale(sv|en)/:path*', has: [{ type: 'query', key: 'calculator' }], destination: '/:locale/_calculation/:path*' },
        // The address a page's only calculator writes as its sliders move (`?amount=…&period=…`, no uid), reloaded or
        // shared: its figures in the HTML, not the defaults until the scripts run. A page without a calculator is
        // rendered as it is, query and all (a partner page hands every parameter on: app/[locale]/%5Fcalculation).
        // Not with a calculator's uid too: the rule above has rewritten that to /sv/_calculation/…, which this rule's
        // source would take for a page's address and rewrite once more.
        {
          source: '/:locale(sv|en)/:path*',
          has: [{ type: 'query', key: 'amount' }],
          missing: [{ type: 'query', key: 'calculator' }],
          destination: '/:locale/_calculation/:path*',
        },
      ],
      // A file Next did not find (a chunk of another deploy, /favicon.ico): a plain 404 nothing caches
      // (app/internal/missing-file), not the page route's 404 page with the pages' s-maxage.
      afterFiles: [
        { source: '/_next/static/:path*', destination: MISSING_FILE },
        { source: '/:file(.*\\.[A-Za-z0-9]+)', destination: MISSING_FILE },
      ],
      fallback: [],
    };
  },
  async headers() {
    // Every origin beyond 'self', from the feature that needs it (docs/cross-cutting.md).
    const origins = mergeOrigins(
      storyblokCspOrigins,
      { connect: [originOf(process.env.API_BASE_URL)].filter((o): o is string => o !== undefined) },
      // The hero form posted without JavaScript is answered with a redirect to the borrower app.
      { form: [originOf(process.env.BORROWER_APP_URL || DEFAULT_BORROWER_APP_URL)].filter((o): o is string => o !== undefined) },
      { connect: [originOf(process.env.NEXT_PUBLIC_SENTRY_DSN ?? process.env.SENTRY_DSN)].filter((o): o is string => o !== undefined) },
      // The tag manager, the chat and the review providers: the same config their loaders read.
      marketingOrigins(getMarketingConfig()),
    );
    // Storyblok's Visual Editor, and the extra editor origins configured at build time.
    const frameAncestors = editorOrigins(extraEditorOrigins);
    const draftCookie = [{ type: 'cookie' as const, key: DRAFT_MODE_COOKIE }];
    const framable = securityHeaders({ origins, frameAncestors, csp: production });
    return [
      // The editor's entry and exit (/api/preview…) answer inside its frame, cookie or not (a refused token,
      // a session that ended): the editor may frame them always. Every other answer without a draft session: nobody.
      { source: '/:path((?!api/preview(?:/|$)).*)', missing: draftCookie, headers: securityHeaders({ origins, frameAncestors: [], csp: production }) },
      { source: '/api/preview/:path*', headers: framable },
      { source: '/:path*', has: draftCookie, headers: framable },
      // The site's icons: Next answers them `max-age=0, must-revalidate` without an ETag, so a browser fetched them whole
      // again with every page. Kept a day, as /favicon.ico (its route): the pages link them with their content's hash.
      { source: '/:icon(icon\\.svg|apple-icon)', headers: [{ key: 'Cache-Control', value: ICON_CACHE_CONTROL }] },
      strictTransportSecurityRule(process.env.SITE_URL),
      // What getEnv().environment says at build time (site/config/env.ts): APP_ENV, else `next dev`'s development.
      ...notIndexedRule(process.env.APP_ENV || (production ? 'production' : 'development')),
    ];
  },
};

/**
 * Next calls this with its phase: `next build` first checks the variables a production build depends on,
 * once (the build loads this file again in its compile worker, which inherits the mark).
 */
export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD && process.env.FLODVIK_BUILD_ENV_CHECKED !== '1') {
    checkBuildEnv(process.env);
    process.env.FLODVIK_BUILD_ENV_CHECKED = '1';
  }
  return nextConfig;
}
