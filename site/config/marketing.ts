import { z } from 'zod';
import type { OptionalCategory } from '~/blocks/_lib/consent';
import { describeIssues, EnvError } from './env';
import type { CspOrigins } from './security';

/**
 * The third parties of the marketing layer (issue 11): the tag manager, the support chat and the
 * review widget's providers. One module says where each script comes from, and the same values
 * give the Content-Security-Policy its origins (next.config.ts hands `marketingOrigins` to
 * mergeOrigins), so a script the site may load is exactly a script the CSP allows.
 *
 * Pages are static: these values count at build time (the loaders get them as props, the CSP is
 * computed by next.config) and must be the same when the server starts.
 */

/** Google's demo-looking container id: enabled by default (SPEC §7), `GTM_ID=` turns it off. */
export const DEFAULT_GTM_ID = 'GTM-DEMO000';
export const DEFAULT_GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';
/** Review providers whose widget script a story's ReviewWidget may load (REVIEW_SCRIPT_ORIGINS replaces the list). */
export const DEFAULT_REVIEW_ORIGINS = ['https://widget.trustpilot.com'];

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https anywhere; plain http only on this machine (the tests' fake providers). */
export function isScriptUrlAllowed(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

const scriptUrl = z
  .url({ protocol: /^https?$/, error: 'must be an https URL (http only on localhost)' })
  .refine((value) => isScriptUrlAllowed(new URL(value)), 'must be an https URL (http only on localhost)');

const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(scriptUrl.transform((value) => new URL(value).origin)));

export const marketingEnvSchema = z.object({
  // Unset: the demo container; empty: no tag manager.
  GTM_ID: z
    .string()
    .regex(/^(GTM-[A-Z0-9]{4,12})?$/, 'must be a container id such as GTM-ABC1234, or empty to turn the tag manager off')
    .default(DEFAULT_GTM_ID),
  GTM_SCRIPT_URL: z.preprocess((v) => (v === '' ? undefined : v), scriptUrl.default(DEFAULT_GTM_SCRIPT_URL)),
  CHAT_SCRIPT_URL: z.preprocess((v) => (v === '' ? undefined : v), scriptUrl.optional()),
  REVIEW_SCRIPT_ORIGINS: z.preprocess((v) => (v === undefined ? DEFAULT_REVIEW_ORIGINS.join(',') : v), originList),
  REVIEW_CONSENT: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['analytics', 'marketing', 'chat']).default('marketing')),
});

/** What the browser needs: handed from the layout to the marketing islands and the review widget. */
export interface MarketingConfig {
  /** The tag manager's script URL with its container id, or null when off. */
  gtmScriptUrl: string | null;
  /** The chat provider's snippet, or null when there is no chat. */
  chatScriptUrl: string | null;
  /** Origins a ReviewWidget's scriptUrl may come from. */
  reviewOrigins: readonly string[];
  /** The consent category the review widget needs. */
  reviewConsent: OptionalCategory;
}

export function parseMarketingEnv(source: Record<string, string | undefined>): MarketingConfig {
  const result = marketingEnvSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(`Invalid marketing configuration in the environment:\n${describeIssues(result.error.issues)}`);
  }
  const e = result.data;
  let gtmScriptUrl: string | null = null;
  if (e.GTM_ID) {
    const url = new URL(e.GTM_SCRIPT_URL);
    url.searchParams.set('id', e.GTM_ID);
    gtmScriptUrl = url.href;
  }
  return { gtmScriptUrl, chatScriptUrl: e.CHAT_SCRIPT_URL ?? null, reviewOrigins: e.REVIEW_SCRIPT_ORIGINS, reviewConsent: e.REVIEW_CONSENT };
}

let cached: MarketingConfig | undefined;
export function getMarketingConfig(): MarketingConfig {
  cached ??= parseMarketingEnv(process.env);
  return cached;
}

// Google's tag sends its hits to these (Google's CSP guide for Tag Manager with Google Analytics 4: its regional hosts
// under googletagmanager.com too), and GA4 sends some to www.google.com (`/g/collect`, `/ccm/collect`).
const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com', 'https://www.google.com'];

/**
 * The CSP origins of the marketing layer: each script's origin, and what that provider's script
 * itself loads (frames, images, styles, requests) from its own origin. Google's tag manager also
 * reports to Google Analytics. Host wildcards only; never a scheme wildcard.
 */
export function marketingOrigins(config: MarketingConfig): Partial<CspOrigins> {
  const origin = (url: string | null) => (url ? [new URL(url).origin] : []);
  const gtm = origin(config.gtmScriptUrl);
  const google = config.gtmScriptUrl && new URL(config.gtmScriptUrl).origin === new URL(DEFAULT_GTM_SCRIPT_URL).origin ? GOOGLE_ANALYTICS : [];
  const widgets = [...origin(config.chatScriptUrl), ...config.reviewOrigins];
  return {
    script: [...gtm, ...widgets],
    connect: [...gtm, ...google, ...widgets],
    img: [...gtm, ...google, ...widgets],
    frame: [...gtm, ...widgets],
    style: widgets,
    font: widgets,
  };
}
