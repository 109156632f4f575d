/**
 * Server start-up (Next.js instrumentation): Sentry on the Node.js runtime when SENTRY_DSN is set,
 * and request errors reported to it. Without a DSN the SDK is never imported.
 */
import type { Instrumentation } from 'next';
import { getEnv } from './config/env';
import { sentryOptions } from './config/sentry';

const options = () => {
  const env = getEnv();
  return sentryOptions(env.sentryDsn, env.environment);
};

export async function register() {
  const config = options();
  if (!config || process.env.NEXT_RUNTIME !== 'nodejs') return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.init(config);
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!options()) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
};
