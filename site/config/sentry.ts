/**
 * Error reporting (SPEC §7, §9): events and replay segments go to Sentry when a DSN is configured,
 * with the specification's sample rates. Nothing is loaded, on the server or in the browser,
 * without a DSN: the default embedded site reports nothing and ships none of the SDK.
 */
import type { AppEnvironment } from './env';

/** SPEC §9: trace sample rate 1, replay session sample rate 0.1, replay on error 1. */
export const SENTRY_SAMPLE_RATES = Object.freeze({ tracesSampleRate: 1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 });

export interface SentryOptions {
  dsn: string;
  environment: AppEnvironment;
  tracesSampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
}

/** The options Sentry.init gets, or null when error reporting is off (no DSN). */
export function sentryOptions(dsn: string | undefined, environment: AppEnvironment): SentryOptions | null {
  if (!dsn) return null;
  return { dsn, environment, ...SENTRY_SAMPLE_RATES };
}
