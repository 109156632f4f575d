import path from 'node:path';
import type { NextConfig } from 'next';

const root = path.join(import.meta.dirname, '..');
const production = process.env.NODE_ENV === 'production';

// No 'unsafe-eval': the content validators are precompiled, nothing compiles code at run time.
// 'unsafe-inline' for scripts is what statically generated Next.js pages need (no per-request nonce).
const csp = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://a.storyblok.com",
  "font-src 'self'",
  "connect-src 'self' https:",
  "frame-ancestors 'self' https://app.storyblok.com",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const nextConfig: NextConfig = {
  // The browser's copy of the error-reporting settings, fixed at build time (the pages are static).
  env: {
    NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN ?? process.env.SENTRY_DSN ?? '',
    NEXT_PUBLIC_APP_ENV: process.env.NEXT_PUBLIC_APP_ENV ?? process.env.APP_ENV ?? '',
  },
  // The site imports the engine, blocks, rules and machines from the repository root.
  turbopack: { root },
  outputFileTracingRoot: root,
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['better-sqlite3'],
  experimental: { globalNotFound: true },
  // The whole repository is type-checked once by `npm run typecheck` (in `npm test` and CI);
  // repeating it inside every build would only slow builds down.
  typescript: { ignoreBuildErrors: true },
  images: {
    remotePatterns: [{ protocol: 'https', hostname: 'a.storyblok.com' }],
    dangerouslyAllowSVG: false,
  },
  async redirects() {
    return [
      { source: '/', destination: '/sv', permanent: false },
      { source: '/:locale(sv|en)/index', destination: '/:locale', permanent: true },
    ];
  },
  async headers() {
    const security = [
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    ];
    return [{ source: '/:path*', headers: production ? [...security, { key: 'Content-Security-Policy', value: csp }] : security }];
  },
};

export default nextConfig;
