/** What the server does at its start on Node.js (site/instrumentation.ts imports it there only). */
import { EnvError, getEnv } from '../config/env';

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

/**
 * Said as a server that reads a Storyblok space starts without STORYBLOK_WEBHOOK_SECRET: its webhook is off (404),
 * and a publish reaches the pages only when their hour is over. A preview or a build of the embedded content has no
 * webhook to wait for, and is not told.
 */
export function warnMissingWebhookSecretAtStart(
  env: { storyblokToken: string | undefined; storyblokWebhookSecret: string | undefined; environment: string } = getEnv(),
  warn: (line: string) => void = console.warn,
): boolean {
  if (!env.storyblokToken || env.storyblokWebhookSecret || env.environment !== 'production') return false;
  warn(
    "[storyblok] STORYBLOK_WEBHOOK_SECRET is not set: the webhook (/api/revalidate) is off, and a published change reaches the pages only when their hour is over. Set it to the secret of the space's webhook (docs/storyblok.md).",
  );
  return true;
}

/** How long a stopping server still answers the connections it has before it exits all the same. */
export const STOP_GRACE_MS = 10_000;

/**
 * On SIGTERM Next stops listening and waits for its connections to close; a client that keeps one busy (a CDN or the
 * CMS's webhook sender reusing a keep-alive connection, each answer saying `keep-alive`) held the old server up for
 * as long as it went on, answering with the old build, and the new server never heard of the publishes it took.
 * STOP_GRACE_MS after the signal the process exits (closing the lead store on its way out), whatever is still open.
 */
export function exitAfterGrace(
  signals: Pick<NodeJS.Process, 'once'> = process,
  exit: (code: number) => void = (code) => process.exit(code),
  graceMs = STOP_GRACE_MS,
  warn: (line: string) => void = console.warn,
): void {
  signals.once('SIGTERM', () => {
    setTimeout(() => {
      warn(`[server] connections still open ${graceMs / 1000} s after SIGTERM: exiting without them`);
      exit(0);
    }, graceMs).unref();
  });
}
