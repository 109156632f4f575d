/**
 * Server start-up (Next.js instrumentation): the lead store opened when it exists (its retention purge), and
 * Sentry on the Node.js runtime when SENTRY_DSN is set, with request errors reported to it. Without a DSN the SDK
 * is never imported.
 */
import type { Instrumentation } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { EnvError, getEnv } from './config/env';
import { sentryOptions } from './config/sentry';

const options = () => {
  const env = getEnv();
  return sentryOptions(env.sentryDsn, env.environment);
};

/**
 * A server whose environment is invalid stops at its start with the message naming the variable (README: "a bad
 * value stops the server"). Next only logs what register() throws and goes on serving, so such a server answered
 * 500 to every request while it looked healthy to systemd and to a port check.
 */
export function refuseInvalidEnvironment(read: () => unknown = getEnv, exit: (code: number) => void = (code) => process.exit(code)): boolean {
  try {
    read();
    return true;
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`${error.message}\nThe server stops: set the variable right and start it again.`);
    exit(1);
    return false;
  }
}

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Never while building, which runs this too (and checks the build's own variables, config/env.ts checkBuildEnv).
  if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) {
    if (!refuseInvalidEnvironment()) return;
    // A running server deletes the leads past their retention from its start (not only from its first lead).
    const { openLeadStoreIfPresent } = await import('./lib/leads/runtime');
    openLeadStoreIfPresent();
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
