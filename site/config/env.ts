import { z } from 'zod';

/**
 * Site configuration, read once from the process environment and validated with zod.
 * A bad value stops the server with a message naming the variable, instead of a broken page later.
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL, for example https://app.example.com' })
  .transform((url) => url.replace(/\/+$/, ''));

/** A positive whole number given as text, with a default. */
const count = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int('must be a whole number').positive('must be at least 1').default(fallback));

/** Where the hero form sends the visitor when BORROWER_APP_URL is unset. */
export const DEFAULT_BORROWER_APP_URL = 'https://app.flodvik.example';

export const envSchema = z.object({
  APP_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'preview', 'production']).optional()),
  NODE_ENV: z.string().optional(),
  BORROWER_APP_URL: z.preprocess(emptyToUndefined, httpUrl.default(DEFAULT_BORROWER_APP_URL)),
  API_BASE_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  SITE_URL: z.preprocess(emptyToUndefined, httpUrl.default('http://localhost:3000')),
  STORYBLOK_TOKEN: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  STORYBLOK_REGION: z.preprocess(emptyToUndefined, z.enum(['eu', 'us', 'ca', 'ap', 'cn']).default('eu')),
  LEADS_DB_PATH: z.preprocess(emptyToUndefined, z.string().optional()),
  SENTRY_DSN: z.preprocess(emptyToUndefined, z.url().optional()),
  LEADS_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters (for example: openssl rand -hex 32)').optional()),
  LEADS_CREATES_PER_MINUTE: count(10),
  LEADS_UPDATES_PER_MINUTE: count(60),
  LEADS_DAILY_CAP: count(10_000),
  CLIENT_IP_HEADER: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'must be a header name, for example x-forwarded-for')
      .transform((name) => name.toLowerCase())
      .optional(),
  ),
  CLIENT_IP_PROXIES: count(1),
});

export type AppEnvironment = 'development' | 'preview' | 'production';

export interface SiteEnv {
  /** development shows diagnostics and the LO badge, preview the PR badge; production neither. */
  environment: AppEnvironment;
  borrowerAppUrl: string;
  /** External API base URL; when unset the site serves the lead endpoint itself. */
  apiBaseUrl: string | undefined;
  siteUrl: string;
  storyblokToken: string | undefined;
  storyblokRegion: 'eu' | 'us' | 'ca' | 'ap' | 'cn';
  leadsDbPath: string | undefined;
  sentryDsn: string | undefined;
  /** Signs the lead endpoint's CSRF tokens; unset, a random per-process secret is used (with a warning). */
  leadsSecret: string | undefined;
  /** Creates and updates one client (and one token) may make per minute, each. */
  leadsCreatesPerMinute: number;
  leadsUpdatesPerMinute: number;
  /** Leads the embedded endpoint stores per UTC day at most. */
  leadsDailyCap: number;
  /** Lower-case name of the header a trusted proxy sets to the client's address; unset, Next's X-Forwarded-For. */
  clientIpHeader: string | undefined;
  /** How many trusted proxies append to that header: the client is that many addresses from its end. */
  clientIpProxies: number;
}

export class EnvError extends Error {
  override name = 'EnvError';
}

export function parseEnv(source: Record<string, string | undefined>): SiteEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new EnvError(`Invalid site configuration in the environment:\n${lines.join('\n')}`);
  }
  const e = result.data;
  return {
    environment: e.APP_ENV ?? (e.NODE_ENV === 'development' ? 'development' : 'production'),
    borrowerAppUrl: e.BORROWER_APP_URL,
    apiBaseUrl: e.API_BASE_URL,
    siteUrl: e.SITE_URL,
    storyblokToken: e.STORYBLOK_TOKEN,
    storyblokRegion: e.STORYBLOK_REGION,
    leadsDbPath: e.LEADS_DB_PATH,
    sentryDsn: e.SENTRY_DSN,
    leadsSecret: e.LEADS_SECRET,
    leadsCreatesPerMinute: e.LEADS_CREATES_PER_MINUTE,
    leadsUpdatesPerMinute: e.LEADS_UPDATES_PER_MINUTE,
    leadsDailyCap: e.LEADS_DAILY_CAP,
    clientIpHeader: e.CLIENT_IP_HEADER,
    clientIpProxies: e.CLIENT_IP_PROXIES,
  };
}

let cached: SiteEnv | undefined;

/** The configuration of this process, parsed on first use. */
export function getEnv(): SiteEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
