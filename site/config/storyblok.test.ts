import { CALCULATOR_PARAMS } from '~/blocks/_lib/calculatorQuery';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { describe, expect, test, vi } from 'vitest';
import config from '../next.config';
import { IMAGE_DISK_CACHE_BYTES } from './limits';
import { DRAFT_MODE_COOKIE } from './security';
import { apiBaseUrl, ASSET_HOSTS, CHINA_EDITOR_ORIGIN, EDITOR_ORIGIN, editorOrigins } from './storyblok';

const nextConfig = config(PHASE_PRODUCTION_SERVER);
const csp = (headers: { key: string; value: string }[]) => headers.find((h) => h.key === 'Content-Security-Policy')?.value ?? '';
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('Storyblok hosts, from one list', () => {
  test('every region has an API base; an explicit STORYBLOK_API_URL wins', () => {
    expect(apiBaseUrl('eu')).toBe('https://api.storyblok.com/v2');
    expect(apiBaseUrl('us')).toBe('https://api-us.storyblok.com/v2');
    expect(apiBaseUrl('eu', 'http://127.0.0.1:4301/v2/')).toBe('http://127.0.0.1:4301/v2');
  });

  test("next/image and the CSP's img-src allow the asset CDN of every region, and nothing else of Storyblok's", async () => {
    const patterns = nextConfig.images?.remotePatterns ?? [];
    expect(patterns.map((p) => (typeof p === 'object' && 'hostname' in p ? p.hostname : ''))).toEqual([...ASSET_HOSTS]);
    // Any space's assets pass the pattern: the optimizer's files on disk are bounded (Next's default: half the free disk).
    expect(nextConfig.images?.maximumDiskCacheSize).toBe(IMAGE_DISK_CACHE_BYTES);
    // The CSP is only sent by production builds: load the config as a production build does.
    vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules();
    try {
      const production = (await import('../next.config')).default(PHASE_PRODUCTION_SERVER);
      // The rules that carry the security headers: without the draft cookie, the editor's routes, with the cookie (HSTS is a fourth).
      const rules = (await production.headers!()).filter((rule) => rule.headers.some((h) => h.key === 'Content-Security-Policy'));
      expect(rules).toHaveLength(3);
      for (const rule of rules) {
        // Other features add their own image origins (the tag manager's); of Storyblok's, exactly the asset CDNs.
        const img = directive(csp(rule.headers), 'img-src');
        expect(img.slice(0, 3)).toEqual(["'self'", 'data:', 'blob:']);
        expect(img.filter((source) => source.includes('storyblok'))).toEqual(ASSET_HOSTS.map((h) => `https://${h}`));
      }
      const draft = rules.find((r) => r.has)!;
      expect(directive(csp(draft.headers), 'frame-ancestors')).toEqual([EDITOR_ORIGIN, CHINA_EDITOR_ORIGIN]);
      expect(rules.find((r) => r.source === '/api/preview/:path*')?.headers).toEqual(draft.headers);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  test("with STORYBLOK_SPACE_ID the optimizer takes that space's assets only (next start reads it again)", async () => {
    expect(nextConfig.images?.remotePatterns?.map((p) => (typeof p === 'object' && 'pathname' in p ? p.pathname : ''))).toEqual(ASSET_HOSTS.map(() => '/f/**'));
    vi.stubEnv('STORYBLOK_SPACE_ID', ' 288123 ');
    vi.resetModules();
    try {
      const own = (await import('../next.config')).default(PHASE_PRODUCTION_SERVER);
      expect(own.images?.remotePatterns).toEqual(ASSET_HOSTS.map((hostname) => ({ protocol: 'https', hostname, pathname: '/f/288123/**' })));
      // The build's pages are told which space it was, to warn of a server started with another (config/env.ts checkSpaceId).
      expect(own.env?.BUILD_STORYBLOK_SPACE_ID).toBe('288123');
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  test('draft pages may be framed by the Visual Editor (and configured extra origins) only', () => {
    expect(editorOrigins()).toEqual([EDITOR_ORIGIN, CHINA_EDITOR_ORIGIN]);
    expect(editorOrigins(['http://localhost:*', EDITOR_ORIGIN])).toEqual([EDITOR_ORIGIN, CHINA_EDITOR_ORIGIN, 'http://localhost:*']);
  });

  test('draft mode (its cookie) routes pages to the draft route, first; a calculator form’s query to the calculation route; nothing else is rewritten', async () => {
    const rewrites = await nextConfig.rewrites!();
    expect(Array.isArray(rewrites)).toBe(false);
    const { beforeFiles } = rewrites as { beforeFiles: Array<{ source: string; destination: string; has?: unknown[] }> };
    expect(beforeFiles).toEqual([
      { source: '/:locale(sv|en)/:path*', has: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }], destination: '/draft/:locale/:path*' },
      { source: '/:locale(sv|en)/:path*', has: [{ type: 'query', key: CALCULATOR_PARAMS.calculator }], destination: '/:locale/_calculation/:path*' },
      {
        source: '/:locale(sv|en)/:path*',
        has: [{ type: 'query', key: CALCULATOR_PARAMS.amount }],
        missing: [{ type: 'query', key: CALCULATOR_PARAMS.calculator }],
        destination: '/:locale/_calculation/:path*',
      },
    ]);
  });
});
