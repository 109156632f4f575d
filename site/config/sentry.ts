/**
 * Error reporting (SPEC §7, §9): events and replay segments go to Sentry when a DSN is configured,
 * with the specification's sample rates. Nothing is loaded, on the server or in the browser,
 * without a DSN: the default embedded site reports nothing and ships none of the SDK.
 *
 * What an event may carry is kept to what a developer needs to find a defect (GDPR art. 5(1)(c)):
 * no IP address or user, no cookies, no request bodies, no query strings (a campaign tag or a pasted
 * identity number would ride along), and only two request headers; `scrubEvent` then masks e-mail
 * addresses and identity numbers wherever they turn up (a message, a URL in a breadcrumb). In the
 * browser the SDK starts only once the visitor has accepted analytics (lib/sentryConsent.ts).
 */
import type { NodeOptions } from '@sentry/nextjs';
import type { AppEnvironment } from './env';

type DataCollection = NonNullable<NodeOptions['dataCollection']>;

/** SPEC §9: trace sample rate 1, replay session sample rate 0.1, replay on error 1. */
export const SENTRY_SAMPLE_RATES = Object.freeze({ tracesSampleRate: 1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 });

/** What the SDK collects (Sentry 11's `dataCollection`; its default is everything). */
export const SENTRY_DATA_COLLECTION: DataCollection = Object.freeze({
  userInfo: false,
  cookies: false,
  httpHeaders: { request: { allow: ['user-agent', 'accept-language'] }, response: false },
  httpBodies: [],
  urlQueryParams: false,
  stackFrameVariables: false,
  databaseQueryData: false,
});

/** An address: no `/` before the `@` and a host name after it (`node_modules/@scope/pkg`, `x_@scope_y.js` are paths). */
const EMAIL = /[^\s@"'<>()[\]{},;:/]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![\w-])/g;
/** A personnummer, samordningsnummer or organisation number: 10 or 12 digits, a separator optional (not inside a UUID). */
const IDENTITY_NUMBER = /(?<![\w.-])(?:\d{2})?\d{6}[-+ ]?\d{4}(?![\w.-])/g;
/** A URL's or path's query (and fragment): `https://x/y?a=b#c` and `/y?a=b` keep `https://x/y` and `/y`. */
const QUERY = /((?:https?:\/\/|(?<![\w.])\/)[^\s?#"'<>]*)[?#][^\s"'<>]*/g;

/** A text without query strings, e-mail addresses or identity numbers. */
export function scrubText(text: string): string {
  return text.replace(QUERY, '$1').replace(EMAIL, '[email]').replace(IDENTITY_NUMBER, '[number]');
}

/** Keys whose values are dropped whole (they are nothing but a query, or a user). */
const DROPPED_KEYS = new Set(['query_string', 'url.query', 'http.query', 'cookies', 'user', 'ip_address', 'data']);

/** Keys kept as they are: ids and build metadata, never personal, which a changed digit would break. */
const KEPT_KEYS = new Set(['debug_meta', 'event_id', 'trace_id', 'span_id', 'parent_span_id', 'replay_id', 'sid']);

function scrubValue(value: unknown, key: string, depth: number): unknown {
  if (KEPT_KEYS.has(key)) return value;
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > 12) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, key, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    // A request's `data` is its body (never collected; dropped should an integration add it); a breadcrumb's is kept.
    if (DROPPED_KEYS.has(k) && !(k === 'data' && key !== 'request')) continue;
    out[k] = scrubValue(v, k, depth + 1);
  }
  return out;
}

/**
 * An event, transaction, span, breadcrumb or replay recording event as it may leave for Sentry: every text scrubbed
 * (scrubText), a query string, a user, cookies and a request body left out. Sentry's `beforeSend`, `beforeSendSpan`
 * and `beforeBreadcrumb` (Sentry 11 streams transactions as spans); in the browser also a global event processor
 * (replay events do not pass `beforeSend`) and the replay's `beforeAddRecordingEvent` (lib/sentryConsent.ts).
 */
export function scrubEvent<T>(event: T): T {
  return scrubValue(event, '', 0) as T;
}

export interface SentryOptions {
  dsn: string;
  environment: AppEnvironment;
  tracesSampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
  dataCollection: DataCollection;
  beforeSend: typeof scrubEvent;
  beforeSendSpan: typeof scrubEvent;
  beforeBreadcrumb: typeof scrubEvent;
}

/** The options Sentry.init gets, or null when error reporting is off (no DSN). */
export function sentryOptions(dsn: string | undefined, environment: AppEnvironment): SentryOptions | null {
  if (!dsn) return null;
  return {
    dsn,
    environment,
    ...SENTRY_SAMPLE_RATES,
    dataCollection: SENTRY_DATA_COLLECTION,
    beforeSend: scrubEvent,
    beforeSendSpan: scrubEvent,
    beforeBreadcrumb: scrubEvent,
  };
}
