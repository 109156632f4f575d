/**
 * Server start-up (Next.js instrumentation): the lead store opened when it exists (its retention purge), and
 * Sentry on the Node.js runtime when SENTRY_DSN is set, with request errors reported to it. Without a DSN the SDK
 * is never imported.
 */
import type { Instrumentation } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { getEnv } from './config/env';
import { sentryOptions } from './config/sentry';

const options = () => {
  const env = getEnv();
  return sentryOptions(env.sentryDsn, env.environment);
};

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Never while building, which runs this too (and checks the build's own variables, config/env.ts checkBuildEnv).
  if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) {
    // Node-only code in modules of its own: this file is compiled for the Edge runtime too, where process.exit is not.
    const { drainBeforeStop, exitAfterGrace, refuseInvalidEnvironment, warnMissingWebhookSecretAtStart } = await import('./lib/startup');
    if (!refuseInvalidEnvironment()) return;
    warnMissingWebhookSecretAtStart();
    // In this order: the drain delays Next's SIGTERM handler (added before this runs), not the grace's exit.
    drainBeforeStop();
    exitAfterGrace();
    // A running server deletes the leads past their retention from its start (not only from its first lead).
    const { openLeadStoreIfPresent, warnMissingSecretAtStart } = await import('./lib/leads/runtime');
    openLeadStoreIfPresent();
    warnMissingSecretAtStart();
  }
  const config = options();
  if (!config) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.init(config);
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!options()) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
};
