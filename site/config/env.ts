import { z } from 'zod';
import { assetSpaceIdOf, isAllowedEditorOrigin, SPACE_ID, splitOrigins, STORYBLOK_REGIONS, type StoryblokRegion } from './storyblok';

/**
 * Site configuration, read once from the process environment and validated with zod.
 * A bad value stops the server with a message naming the variable, instead of a broken page later.
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL, for example https://app.example.com' })
  .transform((url) => url.replace(/\/+$/, ''));

/**
 * Extra origins of the Visual Editor, comma-separated: https, or a loopback origin (tests, a local
 * editor proxy). next.config reads the variable at build time; checked here so a bad value is an error.
 */
const editorOrigins = z
  .string()
  .transform(splitOrigins)
  .refine((origins) => origins.every(isAllowedEditorOrigin), {
    error: 'must be a comma-separated list of https origins (http only for localhost or 127.0.0.1), for example https://editor.example.com',
  });

/** Next's key for server actions: the base64 of a 16-, 24- or 32-byte AES key (Next imports it for AES-GCM). */
const ACTIONS_KEY_VARIABLE = 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY';
const keyBytes = (value: string) => {
  try {
    return /^[A-Za-z0-9+/]+={0,2}$/.test(value) ? atob(value).length : 0;
  } catch {
    return 0;
  }
};
const actionsKey = z.string().refine((value) => [16, 24, 32].includes(keyBytes(value)), {
  error: 'must be the base64 of 32 random bytes, the same for every build (for example: openssl rand -base64 32)',
});

/**
 * A whole number written in decimal digits. Number() would also read `0x10` as 16, `1e3` as 1000 and `0b1`
 * as 1: a value no one means, taken without a word. Anything but digits is left as it is for the number
 * check to refuse with the variable's name.
 */
const decimal = z.preprocess((value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value), z.number('must be a whole number'));

/** A positive whole number given as text, with a default (and an upper bound, with the message saying why). */
const count = (fallback: number, max?: { value: number; message: string }) => {
  const positive = z.number().int('must be a whole number').positive('must be at least 1');
  return z.preprocess(emptyToUndefined, decimal.pipe(max ? positive.max(max.value, max.message) : positive).default(fallback));
};

/** How long a lead is kept after its last change when LEADS_RETENTION_DAYS is unset: a year. */
export const DEFAULT_LEADS_RETENTION_DAYS = 365;

/** How long a stopping server still answers the connections it has before it exits all the same (site/lib/startup.ts). */
export const STOP_GRACE_MS = 10_000;

/**
 * How long a server keeps serving after SIGTERM with its health saying `draining` (STOP_DRAIN_MS), at most: the grace
 * above is counted from the signal, and what is left of it after the drain is for the requests then in flight.
 */
export const MAX_STOP_DRAIN_MS = STOP_GRACE_MS - 2000;

/** Where the hero form sends the visitor when BORROWER_APP_URL is unset. */
export const DEFAULT_BORROWER_APP_URL = 'https://app.flodvik.example';

export const envSchema = z.object({
  APP_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'preview', 'production']).optional()),
  NODE_ENV: z.string().optional(),
  BORROWER_APP_URL: z.preprocess(emptyToUndefined, httpUrl.default(DEFAULT_BORROWER_APP_URL)),
  API_BASE_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  SITE_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  STORYBLOK_TOKEN: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  STORYBLOK_PREVIEW_TOKEN: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  STORYBLOK_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  STORYBLOK_WEBHOOK_SETTLE_MS: z.preprocess(
    emptyToUndefined,
    decimal
      .pipe(z.number().int('must be a whole number').min(0, 'must be 0 or more').max(30_000, 'must be at most 30000 (Storyblok waits 120 s)'))
      .default(3000),
  ),
  STORYBLOK_SPACE_ID: z.preprocess(
    (value) => (typeof value === 'string' ? emptyToUndefined(value.trim()) : value),
    z.string().regex(SPACE_ID, "must be the space's id, its digits as in Storyblok's Settings → Space (for example 288123)").optional(),
  ),
  STORYBLOK_REGION: z.preprocess(emptyToUndefined, z.enum(STORYBLOK_REGIONS).default('eu')),
  STORYBLOK_API_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  STORYBLOK_EDITOR_ORIGINS: z.preprocess(emptyToUndefined, editorOrigins.optional()),
  LEADS_DB_PATH: z.preprocess(emptyToUndefined, z.string().optional()),
  SENTRY_DSN: z.preprocess(emptyToUndefined, z.url().optional()),
  LEADS_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters (for example: openssl rand -hex 32)').optional()),
  LEADS_CREATES_PER_MINUTE: count(10),
  LEADS_UPDATES_PER_MINUTE: count(60),
  LEADS_CREATES_PER_CLIENT_PER_DAY: count(30),
  LEADS_DAILY_CAP: count(10_000),
  // Bounded: far enough back, "now minus the retention" is no date and every purge would throw; a century is plenty.
  LEADS_RETENTION_DAYS: count(DEFAULT_LEADS_RETENTION_DAYS, { value: 36_500, message: 'must be at most 36500 (100 years)' }),
  CLIENT_IP_HEADER: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'must be a header name, for example x-forwarded-for')
      .transform((name) => name.toLowerCase())
      .optional(),
  ),
  CLIENT_IP_PROXIES: count(1),
  STOP_DRAIN_MS: z.preprocess(
    emptyToUndefined,
    decimal
      .pipe(
        z
          .number()
          .int('must be a whole number')
          .min(0, 'must be 0 or more')
          .max(MAX_STOP_DRAIN_MS, `must be at most ${MAX_STOP_DRAIN_MS} (the server exits ${STOP_GRACE_MS / 1000} s after SIGTERM)`),
      )
      .default(3000),
  ),
  [ACTIONS_KEY_VARIABLE]: z.preprocess(emptyToUndefined, actionsKey.optional()),
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
  /** Published content of a Storyblok space instead of the embedded content. */
  storyblokToken: string | undefined;
  /** Draft content and the Visual Editor's token check; unset, /api/preview answers 404. */
  storyblokPreviewToken: string | undefined;
  /** Secret of the publish webhook; unset, /api/revalidate answers 404. */
  storyblokWebhookSecret: string | undefined;
  /** How long the webhook waits before reading: the space's latest cache version can lag a publish (about 2 s). */
  storyblokWebhookSettleMs: number;
  /** The space whose images the site's image optimizer resizes; unset, any space's. */
  storyblokSpaceId: string | undefined;
  storyblokRegion: StoryblokRegion;
  /** Base URL of the content delivery API (…/v2); the region's unless set. */
  storyblokApiUrl: string | undefined;
  leadsDbPath: string | undefined;
  sentryDsn: string | undefined;
  /** Signs the lead endpoint's CSRF tokens; unset, a random per-process secret is used (with a warning). */
  leadsSecret: string | undefined;
  /** Creates and updates one client (and one token) may make per minute, each. */
  leadsCreatesPerMinute: number;
  leadsUpdatesPerMinute: number;
  leadsCreatesPerClientPerDay: number;
  /** Leads the embedded endpoint stores per UTC day at most. */
  leadsDailyCap: number;
  /** Days a stored lead is kept after its last change (`updated_at`); then it is deleted (store.ts purgeExpired). */
  leadsRetentionDays: number;
  /** Lower-case name of the header a trusted proxy sets to the client's address; unset, Next's X-Forwarded-For. */
  clientIpHeader: string | undefined;
  /** How many trusted proxies append to that header: the client is that many addresses from its end. */
  clientIpProxies: number;
  /** How long the server keeps serving after SIGTERM, its health saying `draining`, before it stops listening; 0: at once. */
  stopDrainMs: number;
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
    storyblokPreviewToken: e.STORYBLOK_PREVIEW_TOKEN,
    storyblokWebhookSecret: e.STORYBLOK_WEBHOOK_SECRET,
    storyblokWebhookSettleMs: e.STORYBLOK_WEBHOOK_SETTLE_MS,
    storyblokSpaceId: e.STORYBLOK_SPACE_ID,
    storyblokRegion: e.STORYBLOK_REGION,
    storyblokApiUrl: e.STORYBLOK_API_URL,
    leadsDbPath: e.LEADS_DB_PATH,
    sentryDsn: e.SENTRY_DSN,
    leadsSecret: e.LEADS_SECRET,
    leadsCreatesPerMinute: e.LEADS_CREATES_PER_MINUTE,
    leadsUpdatesPerMinute: e.LEADS_UPDATES_PER_MINUTE,
    leadsCreatesPerClientPerDay: e.LEADS_CREATES_PER_CLIENT_PER_DAY,
    leadsDailyCap: e.LEADS_DAILY_CAP,
    leadsRetentionDays: e.LEADS_RETENTION_DAYS,
    clientIpHeader: e.CLIENT_IP_HEADER,
    clientIpProxies: e.CLIENT_IP_PROXIES,
    stopDrainMs: e.STOP_DRAIN_MS,
  };
}

/**
 * The variables the site reads: the process's, and SITE_URL from the build when the server was
 * started without one. next.config.ts writes the build's SITE_URL into the compiled code as
 * `process.env.BUILD_SITE_URL` (its `env`), because the pages generated at build time already name
 * it: a page rendered later (published since, or regenerated after its hour) must name the same
 * address, not localhost with noindex. Set at run time as well, SITE_URL wins (with a warning when
 * it differs: the generated pages keep the build's).
 */
export function siteVariables(
  source: Record<string, string | undefined>,
  buildSiteUrl: string | undefined,
  warn: (message: string) => void = console.warn,
): Record<string, string | undefined> {
  const runtime = emptyToUndefined(source.SITE_URL) as string | undefined;
  const built = emptyToUndefined(buildSiteUrl) as string | undefined;
  // '' is a build without SITE_URL (undefined: code next.config did not compile, a test or a script).
  if (buildSiteUrl === '' && runtime !== undefined) {
    warn(
      `[env] SITE_URL is ${runtime} here but the build had none: the pages generated at build time name http://localhost:3000 and say noindex (robots.txt and the sitemap too) until each is rendered again. Build again with SITE_URL set.`,
    );
  }
  if (built === undefined) return source;
  if (runtime === undefined) return { ...source, SITE_URL: built };
  if (runtime.replace(/\/+$/, '') !== built.replace(/\/+$/, '')) {
    warn(`[env] SITE_URL is ${runtime} here but was ${built} at build time: the pages generated at build time name ${built}.`);
  }
  return source;
}

/** Which content a process reads: a Storyblok space with STORYBLOK_TOKEN, else the embedded demo content. */
export const contentSourceOf = (source: Record<string, string | undefined>): 'storyblok' | 'embedded' =>
  emptyToUndefined(source.STORYBLOK_TOKEN) === undefined ? 'embedded' : 'storyblok';

/**
 * Warns when the server reads other content than its build did (next.config.ts writes the build's as
 * `process.env.BUILD_CONTENT_SOURCE`). Started without the token, a server built from a space would
 * render every page from then on (published since, refreshed after its hour, after a webhook) from the
 * demo content, one by one, and a page only in the space would answer 404.
 */
export function checkContentSource(
  source: Record<string, string | undefined>,
  built: string | undefined,
  warn: (message: string) => void = console.warn,
): void {
  if (built !== 'storyblok' && built !== 'embedded') return;
  const now = contentSourceOf(source);
  if (now === built) return;
  warn(
    now === 'embedded'
      ? '[env] STORYBLOK_TOKEN is not set here, but the build read a Storyblok space: every page rendered from now on comes from the embedded demo content, and a page only in the space answers 404. Start with the same STORYBLOK_TOKEN as the build.'
      : '[env] STORYBLOK_TOKEN is set here, but the build read the embedded demo content: the pages generated at build time show it until they are refreshed. Build with STORYBLOK_TOKEN set.',
  );
}

/**
 * Warns when the server sends leads elsewhere than its build did (next.config.ts writes the build's API_BASE_URL as
 * `process.env.BUILD_API_BASE_URL`, '' for none). The pages generated at build time tell the browser where the forms
 * send (and the Content-Security-Policy lets them only there), while the server's own endpoint and the forms' posts
 * without JavaScript read this process's value: with the two apart, every lead sent with JavaScript fails (built
 * without, started with: the site's endpoint answers 404) or they end up in two stores.
 */
export function checkApiBase(source: Record<string, string | undefined>, built: string | undefined, warn: (message: string) => void = console.warn): void {
  if (built === undefined) return; // code next.config did not compile (a test, a script)
  const normal = (url: string | undefined) => (emptyToUndefined(url) as string | undefined)?.replace(/\/+$/, '') ?? '';
  const [now, then] = [normal(source.API_BASE_URL), normal(built)];
  if (now === then) return;
  const said = (url: string) => (url === '' ? 'unset (the site’s own endpoint)' : url);
  warn(
    `[env] API_BASE_URL is ${said(now)} here but was ${said(then)} at build time: the pages generated at build time send the forms' leads to ${said(then)}, and posts without JavaScript go to ${said(now)}, so leads fail or are split between two stores. Build again with the API_BASE_URL the server runs with.`,
  );
}

/**
 * Warns when the server's STORYBLOK_SPACE_ID differs from its build's (next.config.ts writes the build's as
 * `process.env.BUILD_STORYBLOK_SPACE_ID`, '' for none). The pages generated at build time send that space's images
 * through the image optimizer, and the optimizer takes the server's space only: with the two apart, those images
 * are refused (a broken image) until each page is rendered again.
 */
export function checkSpaceId(source: Record<string, string | undefined>, built: string | undefined, warn: (message: string) => void = console.warn): void {
  if (built === undefined) return; // code next.config did not compile (a test, a script)
  const [now, then] = [assetSpaceIdOf(source) ?? '', assetSpaceIdOf({ STORYBLOK_SPACE_ID: built }) ?? ''];
  if (now === then) return;
  const said = (id: string) => (id === '' ? 'unset (any space)' : id);
  warn(
    `[env] STORYBLOK_SPACE_ID is ${said(now)} here but was ${said(then)} at build time: ` +
      (now === ''
        ? "the image optimizer takes any Storyblok space's images again, for anyone who asks. Start with the build's STORYBLOK_SPACE_ID."
        : `the image optimizer takes space ${now}'s images only, so the pages generated at build time may show broken images until they are rendered again. Build again with the STORYBLOK_SPACE_ID the server runs with.`),
  );
}

/**
 * What `next build` checks before it starts (next.config.ts). Next derives the ids of the lead forms'
 * server action from NEXT_SERVER_ACTIONS_ENCRYPTION_KEY; unset, every build draws a new key, so a page a
 * CDN kept from the previous build posts its form (without JavaScript, or before its scripts have run)
 * to an id the new server does not know, and the lead is lost (docs/deployment.md). A malformed key is
 * an error; a build for a public address (SITE_URL) without one gets a warning, a local build nothing.
 */
export function checkBuildEnv(source: Record<string, string | undefined>, warn: (message: string) => void = console.warn): void {
  // Every variable, not only the build's own: the pages generated now read them all, and a bad one (a webhook
  // secret too short) would otherwise stop the build minutes later with a stack trace from a page.
  const result = envSchema.safeParse(source);
  if (!result.success) throw new EnvError(`Invalid site configuration in the environment:\n${describeIssues(result.error.issues)}`);
  if (result.data[ACTIONS_KEY_VARIABLE] === undefined && result.data.SITE_URL !== undefined) {
    warn(
      `\n\u26a0  ${ACTIONS_KEY_VARIABLE} is not set: this build gives the lead forms' server action a new id, so a page a CDN kept from an earlier build posts its form to an id this build does not know, and the lead is lost.\n` +
        '   Set it to the same secret for every build (openssl rand -base64 32), or purge every page from the CDN on each deploy (docs/deployment.md).\n',
    );
  }
  if (result.data.SITE_URL !== undefined && contentSourceOf(source) === 'storyblok' && result.data.STORYBLOK_SPACE_ID === undefined) {
    warn(
      "\n\u26a0  STORYBLOK_SPACE_ID is not set: the image optimizer (/_next/image) resizes any Storyblok space's images for anyone who asks.\n" +
        "   Set it to the space's id (Storyblok: Settings → Space) so it takes this space's only (docs/deployment.md).\n",
    );
  }
  if (result.data.SITE_URL !== undefined && contentSourceOf(source) === 'embedded') {
    warn(`\n\u26a0  STORYBLOK_TOKEN is not set: this build for ${result.data.SITE_URL} shows the embedded demo content.\n`);
  }
}

let cached: SiteEnv | undefined;

// The server's bundles (instrumentation, pages, the proxy) each have their own copy of this module.
const WARNED = Symbol.for('flodvik.env.warned');
const warnOnce = (message: string) => {
  const g = globalThis as typeof globalThis & { [WARNED]?: Set<string> };
  g[WARNED] ??= new Set();
  if (g[WARNED].has(message)) return;
  g[WARNED].add(message);
  console.warn(message);
};

/** The configuration of this process, parsed on first use. */
export function getEnv(): SiteEnv {
  // Written out as process.env.BUILD_SITE_URL so that the build replaces it with the build's value.
  if (!cached) {
    // Written out as process.env.BUILD_CONTENT_SOURCE too, for the same reason.
    checkContentSource(process.env, process.env.BUILD_CONTENT_SOURCE, warnOnce);
    // And process.env.BUILD_API_BASE_URL.
    checkApiBase(process.env, process.env.BUILD_API_BASE_URL, warnOnce);
    // And process.env.BUILD_STORYBLOK_SPACE_ID.
    checkSpaceId(process.env, process.env.BUILD_STORYBLOK_SPACE_ID, warnOnce);
    cached = parseEnv(siteVariables(process.env, process.env.BUILD_SITE_URL, warnOnce));
  }
  return cached;
}
