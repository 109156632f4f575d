import { randomBytes } from 'node:crypto';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { describe, expect, test, vi } from 'vitest';
import { checkApiBase, checkBuildEnv, checkContentSource, checkSpaceId, EnvError, parseEnv, siteVariables } from './env';

describe('parseEnv', () => {
  test('defaults: production, embedded lead endpoint, demo borrower app', () => {
    expect(parseEnv({})).toMatchObject({ environment: 'production', apiBaseUrl: undefined, borrowerAppUrl: 'https://app.flodvik.example' });
  });
  test('development follows NODE_ENV unless APP_ENV says otherwise', () => {
    expect(parseEnv({ NODE_ENV: 'development' }).environment).toBe('development');
    expect(parseEnv({ NODE_ENV: 'development', APP_ENV: 'preview' }).environment).toBe('preview');
  });
  test('URLs lose their trailing slash; empty strings count as unset', () => {
    expect(parseEnv({ API_BASE_URL: 'https://api.example.com/', BORROWER_APP_URL: '' })).toMatchObject({
      apiBaseUrl: 'https://api.example.com',
      borrowerAppUrl: 'https://app.flodvik.example',
    });
  });
  test('a bad value is a clear error naming the variable', () => {
    expect(() => parseEnv({ API_BASE_URL: 'ftp://x' })).toThrow(EnvError);
    expect(() => parseEnv({ API_BASE_URL: 'ftp://x' })).toThrow(/API_BASE_URL: must be an http\(s\) URL/);
    expect(() => parseEnv({ APP_ENV: 'staging' })).toThrow(/APP_ENV/);
  });
  test('Storyblok: every variable optional (the embedded content is the default), tokens and URLs checked', () => {
    expect(parseEnv({})).toMatchObject({
      storyblokToken: undefined,
      storyblokPreviewToken: undefined,
      storyblokWebhookSecret: undefined,
      storyblokRegion: 'eu',
      storyblokApiUrl: undefined,
    });
    expect(parseEnv({ STORYBLOK_API_URL: 'http://127.0.0.1:4310/v2/', STORYBLOK_REGION: 'us' })).toMatchObject({
      storyblokApiUrl: 'http://127.0.0.1:4310/v2',
      storyblokRegion: 'us',
    });
    expect(() => parseEnv({ STORYBLOK_REGION: 'mars' })).toThrow(/STORYBLOK_REGION/);
    expect(() => parseEnv({ STORYBLOK_PREVIEW_TOKEN: 'short' })).toThrow(/STORYBLOK_PREVIEW_TOKEN/);
  });
  test('extra editor origins: https anywhere, plain http only on loopback (tests, a local editor proxy)', () => {
    expect(() => parseEnv({ STORYBLOK_EDITOR_ORIGINS: 'https://editor.example.com/, http://localhost:*, http://127.0.0.1:4301' })).not.toThrow();
    expect(() => parseEnv({ STORYBLOK_EDITOR_ORIGINS: 'http://editor.example.com' })).toThrow(/STORYBLOK_EDITOR_ORIGINS/);
    expect(() => parseEnv({ STORYBLOK_EDITOR_ORIGINS: 'https://*.example.com' })).toThrow(/STORYBLOK_EDITOR_ORIGINS/);
    expect(() => parseEnv({ STORYBLOK_EDITOR_ORIGINS: 'https://x.example.com/path' })).toThrow(/STORYBLOK_EDITOR_ORIGINS/);
  });
  test('the lead limits: defaults, whole numbers from text, at least 1', () => {
    expect(parseEnv({})).toMatchObject({
      leadsCreatesPerMinute: 10,
      leadsUpdatesPerMinute: 60,
      leadsCreatesPerClientPerDay: 30,
      leadsDailyCap: 10_000,
      leadsRetentionDays: 365,
      clientIpProxies: 1,
    });
    expect(parseEnv({ LEADS_CREATES_PER_MINUTE: '1000000', LEADS_DAILY_CAP: '' })).toMatchObject({ leadsCreatesPerMinute: 1_000_000, leadsDailyCap: 10_000 });
    expect(() => parseEnv({ LEADS_UPDATES_PER_MINUTE: '0' })).toThrow(/LEADS_UPDATES_PER_MINUTE: must be at least 1/);
    expect(() => parseEnv({ LEADS_DAILY_CAP: '2.5' })).toThrow(/LEADS_DAILY_CAP: must be a whole number/);
    expect(() => parseEnv({ LEADS_CREATES_PER_MINUTE: 'lots' })).toThrow(/LEADS_CREATES_PER_MINUTE/);
  });
  test('LEADS_RETENTION_DAYS: a year unless set; whole days, 1 to 36500, or a clear error', () => {
    expect(parseEnv({ LEADS_RETENTION_DAYS: '90' }).leadsRetentionDays).toBe(90);
    expect(parseEnv({ LEADS_RETENTION_DAYS: '' }).leadsRetentionDays).toBe(365);
    expect(() => parseEnv({ LEADS_RETENTION_DAYS: '0' })).toThrow(/LEADS_RETENTION_DAYS: must be at least 1/);
    expect(() => parseEnv({ LEADS_RETENTION_DAYS: '30.5' })).toThrow(/LEADS_RETENTION_DAYS: must be a whole number/);
    expect(() => parseEnv({ LEADS_RETENTION_DAYS: 'a year' })).toThrow(/LEADS_RETENTION_DAYS/);
    expect(() => parseEnv({ LEADS_RETENTION_DAYS: '99999' })).toThrow(/LEADS_RETENTION_DAYS: must be at most 36500/);
    // Only decimal digits: Number() would read these as 1000000000, 16 and 1, which no one means.
    for (const written of ['1e9', '0x10', '0b1', '1_000', '+5'])
      expect(() => parseEnv({ LEADS_RETENTION_DAYS: written }), written).toThrow(/LEADS_RETENTION_DAYS: must be a whole number/);
    expect(() => parseEnv({ STORYBLOK_WEBHOOK_SETTLE_MS: '0x10' })).toThrow(/STORYBLOK_WEBHOOK_SETTLE_MS: must be a whole number/);
    expect(parseEnv({ STORYBLOK_WEBHOOK_SETTLE_MS: '0', LEADS_RETENTION_DAYS: ' 30 ' })).toMatchObject({ storyblokWebhookSettleMs: 0, leadsRetentionDays: 30 });
  });
  test('STOP_DRAIN_MS: 3 s unless set; 0 (no drain) to 8000, within the 10 s a stopping server has', () => {
    expect(parseEnv({}).stopDrainMs).toBe(3000);
    expect(parseEnv({ STOP_DRAIN_MS: '0' }).stopDrainMs).toBe(0);
    expect(parseEnv({ STOP_DRAIN_MS: '8000' }).stopDrainMs).toBe(8000);
    expect(() => parseEnv({ STOP_DRAIN_MS: '8001' })).toThrow(/STOP_DRAIN_MS: must be at most 8000 \(the server exits 10 s after SIGTERM\)/);
    expect(() => parseEnv({ STOP_DRAIN_MS: '-1' })).toThrow(/STOP_DRAIN_MS/);
    expect(() => parseEnv({ STOP_DRAIN_MS: '3s' })).toThrow(/STOP_DRAIN_MS: must be a whole number/);
  });
  test('LEADS_SECRET is at least 32 characters; CLIENT_IP_HEADER a header name, kept in lower case', () => {
    expect(parseEnv({ LEADS_SECRET: 'x'.repeat(32), CLIENT_IP_HEADER: 'X-Forwarded-For' })).toMatchObject({
      leadsSecret: 'x'.repeat(32),
      clientIpHeader: 'x-forwarded-for',
    });
    expect(() => parseEnv({ LEADS_SECRET: 'short' })).toThrow(/LEADS_SECRET: must be at least 32 characters/);
    expect(() => parseEnv({ CLIENT_IP_HEADER: 'x forwarded' })).toThrow(/CLIENT_IP_HEADER/);
  });
});

describe('SITE_URL at run time: the build’s unless the server is given its own', () => {
  const parse = (runtime: Record<string, string>, build: string | undefined, warn: (message: string) => void = () => {}) =>
    parseEnv(siteVariables(runtime, build, warn));

  test('a server started without SITE_URL names the build’s address and is indexable, as the pages generated at build are', () => {
    expect(parse({}, 'https://www.flodvik.se')).toMatchObject({ siteUrl: 'https://www.flodvik.se', siteUrlConfigured: true });
    expect(parse({ SITE_URL: '' }, 'https://www.flodvik.se/')).toMatchObject({ siteUrl: 'https://www.flodvik.se', siteUrlConfigured: true });
  });

  test('neither set: localhost and noindex, as before', () => {
    expect(parse({}, undefined)).toMatchObject({ siteUrl: 'http://localhost:3000', siteUrlConfigured: false });
    expect(parse({}, '')).toMatchObject({ siteUrl: 'http://localhost:3000', siteUrlConfigured: false });
  });

  test('SITE_URL at run time wins, with a warning when it differs from the build’s', () => {
    const warnings: string[] = [];
    const warn = (message: string) => void warnings.push(message);
    expect(parse({ SITE_URL: 'https://www.flodvik.se/' }, 'https://www.flodvik.se', warn).siteUrl).toBe('https://www.flodvik.se');
    expect(warnings).toEqual([]);
    expect(parse({ SITE_URL: 'https://staging.flodvik.se' }, 'https://www.flodvik.se', warn).siteUrl).toBe('https://staging.flodvik.se');
    expect(warnings).toEqual([expect.stringMatching(/SITE_URL is https:\/\/staging\.flodvik\.se here but was https:\/\/www\.flodvik\.se at build time/)]);
    expect(parse({ SITE_URL: 'https://www.flodvik.se' }, undefined, warn).siteUrl).toBe('https://www.flodvik.se');
    expect(warnings).toHaveLength(1); // not compiled by next (a script): nothing to compare
    // A build without SITE_URL ('') started with one: its generated pages name localhost, with noindex.
    expect(parse({ SITE_URL: 'https://www.flodvik.se' }, '', warn).siteUrl).toBe('https://www.flodvik.se');
    expect(warnings[1]).toMatch(/SITE_URL is https:\/\/www\.flodvik\.se here but the build had none: .*localhost.*noindex/);
  });

  test('a bad build value is an error naming SITE_URL, like a bad run-time one', () => {
    expect(() => parse({}, 'ftp://x')).toThrow(/SITE_URL: must be an http\(s\) URL/);
  });

  test('next.config hands the build’s SITE_URL to the compiled code under the name getEnv reads', async () => {
    vi.stubEnv('SITE_URL', 'https://www.flodvik.se');
    vi.stubEnv('NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', randomBytes(32).toString('base64'));
    vi.stubEnv('FLODVIK_BUILD_ENV_CHECKED', '');
    vi.resetModules();
    try {
      const { default: config } = await import('../next.config');
      expect(config(PHASE_PRODUCTION_BUILD).env?.BUILD_SITE_URL).toBe('https://www.flodvik.se');
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

describe('a build that is not for production is never indexed', () => {
  test.each([
    ['preview', true],
    ['development', true],
    ['production', false],
    ['', false],
  ])('APP_ENV=%s: X-Robots-Tag noindex on every answer: %s', async (appEnv, noindex) => {
    vi.stubEnv('APP_ENV', appEnv);
    vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules();
    try {
      const { default: config } = await import('../next.config');
      const rules = (await config(PHASE_PRODUCTION_BUILD).headers?.()) ?? [];
      const robots = rules.filter((rule) => rule.headers.some((h) => h.key === 'X-Robots-Tag'));
      expect(robots).toEqual(noindex ? [{ source: '/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] }] : []);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

describe('checkBuildEnv: the server actions key of a production build', () => {
  const check = (source: Record<string, string | undefined>) => {
    const warnings: string[] = [];
    checkBuildEnv(source, (message) => warnings.push(message));
    return warnings;
  };
  const KEY = randomBytes(32).toString('base64');

  test('a build for a public address without a key is warned that kept pages lose their leads; a local build is not', () => {
    expect(check({ SITE_URL: 'https://www.flodvik.se', STORYBLOK_TOKEN: 'space-token', STORYBLOK_SPACE_ID: '288123' })).toEqual([
      expect.stringMatching(
        /NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not set: .*a page a CDN kept from an earlier build .* the lead is lost[\s\S]*openssl rand -base64 32/,
      ),
    ]);
    expect(
      check({ SITE_URL: 'https://www.flodvik.se', NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: '', STORYBLOK_TOKEN: 'space-token', STORYBLOK_SPACE_ID: '288123' }),
    ).toHaveLength(1);
    expect(check({})).toEqual([]);
    expect(
      check({ SITE_URL: 'https://www.flodvik.se', NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: KEY, STORYBLOK_TOKEN: 'space-token', STORYBLOK_SPACE_ID: '288123' }),
    ).toEqual([]);
  });

  test('keys of 16, 24 and 32 bytes are taken', () => {
    for (const bytes of [16, 24, 32]) expect(check({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(bytes).toString('base64') })).toEqual([]);
  });

  test('a key that is not the base64 of an AES key stops the build with the command that makes one', () => {
    const hex = randomBytes(32).toString('hex'); // the LEADS_SECRET recipe: 64 characters, 48 bytes as base64
    for (const bad of [hex, 'secret', randomBytes(31).toString('base64'), `${KEY}!`, 'a'.repeat(42)]) {
      expect(() => check({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: bad })).toThrow(EnvError);
      expect(() => check({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: bad })).toThrow(
        /NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: must be the base64 of 32 random bytes.*openssl rand -base64 32/,
      );
    }
  });

  test('a bad SITE_URL stops the build too', () => {
    expect(() => check({ SITE_URL: 'ftp://x' })).toThrow(/SITE_URL: must be an http\(s\) URL/);
  });

  test('so does any other bad variable (a webhook secret too short), at once rather than minutes later from a page', () => {
    expect(() => check({ STORYBLOK_WEBHOOK_SECRET: 'short' })).toThrow(/STORYBLOK_WEBHOOK_SECRET/);
    expect(check({ STORYBLOK_WEBHOOK_SECRET: 'a-secret-long-enough' })).toEqual([]);
  });

  test('the server refuses a malformed key as well', () => {
    expect(() => parseEnv({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'secret' })).toThrow(/NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: must be/);
    expect(() => parseEnv({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: KEY })).not.toThrow();
  });

  test('next.config checks at `next build` only', async () => {
    vi.stubEnv('NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', 'secret');
    vi.stubEnv('FLODVIK_BUILD_ENV_CHECKED', '');
    vi.resetModules();
    try {
      const { default: config } = await import('../next.config');
      expect(() => config(PHASE_PRODUCTION_BUILD)).toThrow(/NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: must be/);
      expect(config(PHASE_PRODUCTION_SERVER).poweredByHeader).toBe(false);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  test('the build warns once, though Next loads next.config again in its compile worker', async () => {
    vi.stubEnv('SITE_URL', 'https://www.flodvik.se');
    vi.stubEnv('NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', '');
    vi.stubEnv('STORYBLOK_TOKEN', 'public-token');
    vi.stubEnv('STORYBLOK_SPACE_ID', '288123');
    vi.stubEnv('FLODVIK_BUILD_ENV_CHECKED', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.resetModules();
    try {
      const { default: config } = await import('../next.config');
      config(PHASE_PRODUCTION_BUILD);
      config(PHASE_PRODUCTION_BUILD);
      expect(warn.mock.calls.map(([message]) => String(message))).toEqual([expect.stringContaining('NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not set')]);
    } finally {
      warn.mockRestore();
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

describe('the content a server reads against what its build read', () => {
  test('started without the token its build had, or with one its build had not: a warning saying what visitors will see', () => {
    const warnings: string[] = [];
    const warn = (message: string) => void warnings.push(message);
    checkContentSource({}, 'storyblok', warn);
    checkContentSource({ STORYBLOK_TOKEN: 'public-token' }, 'embedded', warn);
    expect(warnings).toEqual([
      expect.stringMatching(/STORYBLOK_TOKEN is not set here.*embedded demo content.*404/),
      expect.stringMatching(/build read the embedded demo content/),
    ]);
  });
  test('the same content, or a build that did not say (next dev, tests): nothing', () => {
    const warn = vi.fn();
    checkContentSource({ STORYBLOK_TOKEN: 'public-token' }, 'storyblok', warn);
    checkContentSource({ STORYBLOK_TOKEN: '' }, 'embedded', warn);
    checkContentSource({}, undefined, warn);
    expect(warn).not.toHaveBeenCalled();
  });
  test('a build for a public address without the token warns that it shows the demo content', () => {
    const warn = vi.fn();
    checkBuildEnv({ SITE_URL: 'https://www.flodvik.se', NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64') }, warn);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('STORYBLOK_TOKEN is not set: this build for https://www.flodvik.se shows the embedded demo content'),
    );
    warn.mockClear();
    checkBuildEnv(
      {
        SITE_URL: 'https://www.flodvik.se',
        NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
        STORYBLOK_TOKEN: 'space-token',
        STORYBLOK_SPACE_ID: '288123',
      },
      warn,
    );
    checkBuildEnv({}, warn);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('where a server sends leads against where its build sends them', () => {
  test('started with another API_BASE_URL than its build, or with one its build had not, or without its build’s: a warning naming both', () => {
    const warnings: string[] = [];
    const warn = (message: string) => void warnings.push(message);
    checkApiBase({ API_BASE_URL: 'https://api.flodvik.se' }, '', warn);
    checkApiBase({}, 'https://api.flodvik.se', warn);
    checkApiBase({ API_BASE_URL: 'https://api2.flodvik.se' }, 'https://api.flodvik.se', warn);
    expect(warnings).toEqual([
      expect.stringMatching(/API_BASE_URL is https:\/\/api\.flodvik\.se here but was unset .* at build time.*Build again/),
      expect.stringMatching(/API_BASE_URL is unset .* here but was https:\/\/api\.flodvik\.se at build time/),
      expect.stringMatching(/api2\.flodvik\.se here but was https:\/\/api\.flodvik\.se/),
    ]);
  });
  test('the same (a trailing slash apart, or both unset), or a build that did not say: nothing', () => {
    const warn = vi.fn();
    checkApiBase({ API_BASE_URL: 'https://api.flodvik.se/' }, 'https://api.flodvik.se', warn);
    checkApiBase({ API_BASE_URL: '' }, '', warn);
    checkApiBase({}, '', warn);
    checkApiBase({ API_BASE_URL: 'https://api.flodvik.se' }, undefined, warn);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('STORYBLOK_SPACE_ID: whose images the image optimizer takes', () => {
  test('a space id is its digits, spaces around it trimmed; unset or empty is any space; anything else stops the server', () => {
    expect(parseEnv({ STORYBLOK_SPACE_ID: ' 288123 ' }).storyblokSpaceId).toBe('288123');
    expect(parseEnv({ STORYBLOK_SPACE_ID: '' }).storyblokSpaceId).toBeUndefined();
    expect(parseEnv({}).storyblokSpaceId).toBeUndefined();
    for (const bad of ['0288123', 'abc', '288123/', '-1', '1.5', '1e5']) {
      expect(() => parseEnv({ STORYBLOK_SPACE_ID: bad }), bad).toThrow(/STORYBLOK_SPACE_ID: must be the space's id/);
    }
  });
  test('a public build from a space without it is warned that the optimizer takes any space’s images; with it, or a local build, is not', () => {
    const key = Buffer.alloc(32, 1).toString('base64');
    const warnings: string[] = [];
    const warn = (message: string) => void warnings.push(message);
    checkBuildEnv({ SITE_URL: 'https://www.flodvik.se', NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key, STORYBLOK_TOKEN: 'space-token' }, warn);
    expect(warnings).toEqual([expect.stringMatching(/STORYBLOK_SPACE_ID is not set: .*any Storyblok space's images[\s\S]*Settings → Space/)]);
    warnings.length = 0;
    checkBuildEnv(
      { SITE_URL: 'https://www.flodvik.se', NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key, STORYBLOK_TOKEN: 'space-token', STORYBLOK_SPACE_ID: '1' },
      warn,
    );
    checkBuildEnv({ STORYBLOK_TOKEN: 'space-token' }, warn);
    expect(warnings).toEqual([]);
    expect(() => checkBuildEnv({ STORYBLOK_SPACE_ID: 'my-space' }, warn)).toThrow(EnvError);
  });
  test('a server started with another space id than its build (or with one where the build had none, or the reverse) says so', () => {
    const warnings: string[] = [];
    const warn = (message: string) => void warnings.push(message);
    checkSpaceId({ STORYBLOK_SPACE_ID: '2' }, '1', warn);
    checkSpaceId({ STORYBLOK_SPACE_ID: '2' }, '', warn);
    checkSpaceId({}, '1', warn);
    expect(warnings).toEqual([
      expect.stringMatching(/STORYBLOK_SPACE_ID is 2 here but was 1 at build time: .*broken images.*Build again/),
      expect.stringMatching(/is 2 here but was unset \(any space\) at build time/),
      expect.stringMatching(/is unset \(any space\) here but was 1 at build time: .*any Storyblok space's images again.*Start with the build's/),
    ]);
    warnings.length = 0;
    checkSpaceId({ STORYBLOK_SPACE_ID: ' 1' }, '1', warn);
    checkSpaceId({}, '', warn);
    checkSpaceId({ STORYBLOK_SPACE_ID: '1' }, undefined, warn);
    expect(warnings).toEqual([]);
  });
});
