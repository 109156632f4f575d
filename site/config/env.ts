import { z } from 'zod';

/**
 * Site configuration, read once from the process environment and validated with zod.
 * A bad value stops the server with a message naming the variable, instead of a broken page later.
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL, for example https://app.example.com' })
  .transform((url) => url.replace(/\/+$/, ''));

export const envSchema = z.object({
  APP_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'preview', 'production']).optional()),
  NODE_ENV: z.string().optional(),
  BORROWER_APP_URL: z.preprocess(emptyToUndefined, httpUrl.default('https://app.flodvik.example')),
  API_BASE_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  SITE_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  STORYBLOK_TOKEN: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  STORYBLOK_REGION: z.preprocess(emptyToUndefined, z.enum(['eu', 'us', 'ca', 'ap', 'cn']).default('eu')),
  LEADS_DB_PATH: z.preprocess(emptyToUndefined, z.string().optional()),
  SENTRY_DSN: z.preprocess(emptyToUndefined, z.url().optional()),
});

export type AppEnvironment = 'development' | 'preview' | 'production';

export interface SiteEnv {
  /** development shows diagnostics and the LO badge, preview the PR badge; production neither. */
  environment: AppEnvironment;
  borrowerAppUrl: string;
  /** External API base URL; when unset the site serves the lead endpoint itself. */
  apiBaseUrl: string | undefined;
  siteUrl: string;
  /** False when SITE_URL is unset: the localhost default must never be indexed (every page says noindex). */
  siteUrlConfigured: boolean;
  storyblokToken: string | undefined;
  storyblokRegion: 'eu' | 'us' | 'ca' | 'ap' | 'cn';
  leadsDbPath: string | undefined;
  sentryDsn: string | undefined;
}

/** One line per zod issue, naming the variable: "  SITE_URL: must be an http(s) URL …". */
export const describeIssues = (issues: readonly z.core.$ZodIssue[]) =>
  issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n');

export class EnvError extends Error {
  override name = 'EnvError';
}

export function parseEnv(source: Record<string, string | undefined>): SiteEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(`Invalid site configuration in the environment:\n${describeIssues(result.error.issues)}`);
  }
  const e = result.data;
  return {
    environment: e.APP_ENV ?? (e.NODE_ENV === 'development' ? 'development' : 'production'),
    borrowerAppUrl: e.BORROWER_APP_URL,
    apiBaseUrl: e.API_BASE_URL,
    siteUrl: e.SITE_URL ?? 'http://localhost:3000',
    siteUrlConfigured: e.SITE_URL !== undefined,
    storyblokToken: e.STORYBLOK_TOKEN,
    storyblokRegion: e.STORYBLOK_REGION,
    leadsDbPath: e.LEADS_DB_PATH,
    sentryDsn: e.SENTRY_DSN,
  };
}

let cached: SiteEnv | undefined;

/** The configuration of this process, parsed on first use. */
export function getEnv(): SiteEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
