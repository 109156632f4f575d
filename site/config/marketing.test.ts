import { describe, expect, test } from 'vitest';
import { marketingOrigins, parseMarketingEnv } from './marketing';
import { contentSecurityPolicy, mergeOrigins } from './security';

const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));

describe('the marketing configuration', () => {
  test('with nothing set: the demo tag manager container, no chat, the default review provider', () => {
    expect(parseMarketingEnv({})).toEqual({
      gtmScriptUrl: 'https://www.googletagmanager.com/gtm.js?id=GTM-DEMO000',
      chatScriptUrl: null,
      reviewOrigins: ['https://widget.trustpilot.com'],
      reviewConsent: 'marketing',
    });
  });

  test('GTM_ID= turns the tag manager off; GTM_SCRIPT_URL moves it; REVIEW_SCRIPT_ORIGINS replaces the list', () => {
    expect(parseMarketingEnv({ GTM_ID: '' }).gtmScriptUrl).toBeNull();
    expect(parseMarketingEnv({ GTM_ID: 'GTM-ABC1234', GTM_SCRIPT_URL: 'http://localhost:4711/gtm.js' }).gtmScriptUrl).toBe(
      'http://localhost:4711/gtm.js?id=GTM-ABC1234',
    );
    expect(parseMarketingEnv({ REVIEW_SCRIPT_ORIGINS: 'https://a.example/w.js, https://b.example' }).reviewOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(parseMarketingEnv({ REVIEW_SCRIPT_ORIGINS: '' }).reviewOrigins).toEqual([]);
  });

  test('a bad value stops with a message naming the variable; plain http only on this machine', () => {
    expect(() => parseMarketingEnv({ GTM_ID: 'UA-123' })).toThrow(/GTM_ID: must be a container id/);
    expect(() => parseMarketingEnv({ CHAT_SCRIPT_URL: 'http://chat.example/s.js' })).toThrow(/CHAT_SCRIPT_URL: must be an https URL/);
    expect(() => parseMarketingEnv({ REVIEW_SCRIPT_ORIGINS: 'javascript:alert(1)' })).toThrow(/REVIEW_SCRIPT_ORIGINS/);
    expect(parseMarketingEnv({ CHAT_SCRIPT_URL: 'http://127.0.0.1:4700/chat.js' }).chatScriptUrl).toBe('http://127.0.0.1:4700/chat.js');
  });
});

describe('the CSP from the same configuration', () => {
  test('each loader’s origin is allowed where its script needs it, and no scheme wildcard appears', () => {
    const config = parseMarketingEnv({ CHAT_SCRIPT_URL: 'https://chat.example/s/snippet.js' });
    const csp = contentSecurityPolicy({ origins: mergeOrigins(marketingOrigins(config)), frameAncestors: [] });
    expect(csp).not.toMatch(/(^|\s)(https?:|\*)(\s|;|$)/);
    const d = directives(csp);
    expect(d.get('script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://www.googletagmanager.com',
      'https://chat.example',
      'https://widget.trustpilot.com',
    ]);
    // Where GA4 through the tag manager sends its hits (Google's CSP guide): its regional hosts and www.google.com too.
    for (const origin of ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com', 'https://www.google.com'])
      expect(d.get('connect-src')).toContain(origin);
    expect(d.get('frame-src')).toEqual(['https://www.googletagmanager.com', 'https://chat.example', 'https://widget.trustpilot.com']);
  });

  test('with everything off, nothing is added', () => {
    const origins = marketingOrigins(parseMarketingEnv({ GTM_ID: '', REVIEW_SCRIPT_ORIGINS: '' }));
    expect(Object.values(origins).flat()).toEqual([]);
  });

  test('a tag manager served from elsewhere (tests, server-side tagging) adds only that origin', () => {
    const origins = marketingOrigins(parseMarketingEnv({ GTM_SCRIPT_URL: 'http://localhost:4711/gtm.js', REVIEW_SCRIPT_ORIGINS: '' }));
    expect(origins.script).toEqual(['http://localhost:4711']);
    expect(origins.connect).toEqual(['http://localhost:4711']);
  });
});
