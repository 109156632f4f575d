/**
 * Browser start-up: Sentry with session replay when NEXT_PUBLIC_SENTRY_DSN was set at build time
 * (pages are static, so the browser's configuration is the build's). Without it the SDK's chunk is
 * never requested, and a visitor's first load carries nothing of it.
 */
import { sentryOptions } from './config/sentry';

const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
const environment =
  process.env.NEXT_PUBLIC_APP_ENV === 'preview' || process.env.NEXT_PUBLIC_APP_ENV === 'development' ? process.env.NEXT_PUBLIC_APP_ENV : 'production';
const config = sentryOptions(dsn, environment);

if (config) {
  void import('@sentry/nextjs').then((Sentry) => Sentry.init({ ...config, integrations: [Sentry.replayIntegration()] }));
}
