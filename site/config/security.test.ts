import { describe, expect, test } from 'vitest';
import {
  contentSecurityPolicy,
  mergeOrigins,
  NO_ORIGINS,
  originOf,
  OVER_HTTPS,
  PERMISSIONS_POLICY,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
  strictTransportSecurityRule,
} from './security';

const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));

describe('the content security policy', () => {
  test('names no scheme wildcard and no origin it was not given', () => {
    const csp = contentSecurityPolicy({
      origins: mergeOrigins({ img: ['https://a.storyblok.com'], connect: ['https://api.example.test'] }),
      frameAncestors: [],
    });
    expect(csp).not.toMatch(/(^|\s)(https?:|\*)(\s|;|$)/);
    const d = directives(csp);
    expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://a.storyblok.com']);
    expect(d.get('connect-src')).toEqual(["'self'", 'https://api.example.test']);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('script-src')).not.toContain("'unsafe-eval'");
  });

  test('video and audio may come from the site and from the origins given for media: Storyblok’s asset CDN, as its images', async () => {
    expect(directives(contentSecurityPolicy({ origins: NO_ORIGINS, frameAncestors: [] })).get('media-src')).toEqual(["'self'"]);
    const { storyblokCspOrigins } = await import('./storyblok');
    const d = directives(contentSecurityPolicy({ origins: mergeOrigins(storyblokCspOrigins), frameAncestors: [] }));
    expect(d.get('media-src')).toEqual(["'self'", ...d.get('img-src')!.slice(3)]);
    expect(d.get('media-src')).toContain('https://a.storyblok.com');
  });

  test('a form post may lead to the site and to the origins given for forms only (the borrower app)', () => {
    expect(directives(contentSecurityPolicy({ origins: NO_ORIGINS, frameAncestors: [] })).get('form-action')).toEqual(["'self'"]);
    const csp = contentSecurityPolicy({ origins: mergeOrigins({ form: ['https://app.example.test'] }), frameAncestors: [] });
    expect(directives(csp).get('form-action')).toEqual(["'self'", 'https://app.example.test']);
  });

  test('a draft page may be framed by the editor only; a public page by nobody (X-Frame-Options agrees)', () => {
    const pub = securityHeaders({ origins: NO_ORIGINS, frameAncestors: [], csp: true });
    const draft = securityHeaders({ origins: NO_ORIGINS, frameAncestors: ['https://app.storyblok.com'], csp: true });
    const value = (hs: typeof pub, key: string) => hs.find((h) => h.key === key)?.value;
    expect(value(pub, 'X-Frame-Options')).toBe('DENY');
    expect(directives(value(pub, 'Content-Security-Policy')!).get('frame-ancestors')).toEqual(["'none'"]);
    expect(value(draft, 'X-Frame-Options')).toBeUndefined();
    expect(directives(value(draft, 'Content-Security-Policy')!).get('frame-ancestors')).toEqual(['https://app.storyblok.com']);
  });
});

describe('origins', () => {
  test.each([
    ['https://o1.ingest.sentry.io/123', 'https://o1.ingest.sentry.io'],
    ['http://127.0.0.1:4010/gtm.js?id=x', 'http://127.0.0.1:4010'],
    ['javascript:alert(1)', undefined],
    ['not a url', undefined],
    [undefined, undefined],
  ])('originOf(%s) is %s', (url, origin) => expect(originOf(url)).toBe(origin));

  test('lists merge without duplicates, in order', () => {
    expect(mergeOrigins({ connect: ['https://a', 'https://b'] }, { connect: ['https://b', 'https://c'] }).connect).toEqual([
      'https://a',
      'https://b',
      'https://c',
    ]);
  });
});

describe('the other headers', () => {
  test('every variant switches off camera, microphone, geolocation and payment', () => {
    for (const frameAncestors of [[], ['https://app.storyblok.com']]) {
      const headers = securityHeaders({ origins: NO_ORIGINS, frameAncestors, csp: false });
      expect(headers.find((h) => h.key === 'Permissions-Policy')?.value).toBe(PERMISSIONS_POLICY);
    }
    expect(
      PERMISSIONS_POLICY.split(', ')
        .map((p) => p.split('='))
        .sort(),
    ).toEqual([
      ['camera', '()'],
      ['geolocation', '()'],
      ['microphone', '()'],
      ['payment', '()'],
    ]);
  });

  test('HSTS is a separate rule, applied when the TLS-terminating proxy says https (first entry of X-Forwarded-Proto)', () => {
    expect(STRICT_TRANSPORT_SECURITY).toEqual({ key: 'Strict-Transport-Security', value: 'max-age=31536000' });
    // Next matches a header condition as ^value$.
    const matches = (value: string) => new RegExp(`^${OVER_HTTPS[0]!.value}$`).test(value);
    expect(['https', 'https, http', 'https,http'].map(matches)).toEqual([true, true, true]);
    expect(['http', 'http, https', 'httpsx', ''].map(matches)).toEqual([false, false, false, false]);
  });

  test('a site at an https address sends HSTS on every answer, so a copy a CDN fetched over http has it too; any other build only behind https', () => {
    for (const siteUrl of ['https://www.flodvik.se', 'HTTPS://www.flodvik.se/', 'https://example.com:8443/sv']) {
      expect(strictTransportSecurityRule(siteUrl), siteUrl).toEqual({ source: '/:path*', headers: [STRICT_TRANSPORT_SECURITY] });
    }
    for (const siteUrl of [undefined, '', 'http://localhost:3000', 'http://www.flodvik.se', 'not a url', 'ftp://x']) {
      expect(strictTransportSecurityRule(siteUrl), String(siteUrl)).toEqual({ source: '/:path*', headers: [STRICT_TRANSPORT_SECURITY], has: OVER_HTTPS });
    }
  });
});
