/**
 * Browser start-up: Sentry with session replay when NEXT_PUBLIC_SENTRY_DSN was set at build time
 * (pages are static, so the browser's configuration is the build's), once the visitor has accepted
 * analytics (lib/sentryConsent.ts). Without a DSN, or without consent, the SDK's chunk is never
 * requested, and a visitor's first load carries nothing of it.
 */
import { hasConsent, subscribeConsent } from '~/blocks/_lib/consent';
import { scrubEvent, sentryOptions } from './config/sentry';
import { followConsent } from './lib/sentryConsent';

const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
const environment =
  process.env.NEXT_PUBLIC_APP_ENV === 'preview' || process.env.NEXT_PUBLIC_APP_ENV === 'development' ? process.env.NEXT_PUBLIC_APP_ENV : 'production';
const config = sentryOptions(dsn, environment);

if (config) {
  followConsent(
    config,
    () => import('@sentry/nextjs'),
    { granted: () => hasConsent('analytics'), subscribe: subscribeConsent },
    () => {
      try {
        return window.sessionStorage;
      } catch {
        return null;
      }
    },
    scrubEvent,
  );
}
