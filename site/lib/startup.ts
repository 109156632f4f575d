/** What the server does at its start on Node.js (site/instrumentation.ts imports it there only). */
import { EnvError, getEnv, STOP_GRACE_MS } from '../config/env';
import { getMarketingConfig } from '../config/marketing';
import { isDraining, startDraining } from './draining';

/** Every setting the server reads from its environment: the site's (config/env.ts) and the marketing layer's. */
export function readServerEnvironment(): void {
  getEnv();
  getMarketingConfig();
}

/**
 * A server whose environment is invalid stops at its start with the message naming the variable (README: "a bad
 * value stops the server"). Next only logs what register() throws and goes on serving, so such a server answered
 * 500 to every request while it looked healthy to systemd and to a port check (a bad marketing variable: every page
 * rendered on request, the prerendered ones served from the build).
 */
export function refuseInvalidEnvironment(read: () => unknown = readServerEnvironment, exit: (code: number) => void = (code) => process.exit(code)): boolean {
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

/**
 * A drain before the stop. On SIGTERM Next's own handler (next/dist/server/lib/start-server.js `cleanup`, added before
 * this runs unless NEXT_MANUAL_SIG_HANDLE is set) stops listening at once: connections a load balancer or a proxy
 * opened in the meantime, not yet accepted, are reset (a proxy's 502s), and its idle keep-alive connections close under
 * it. So for `drainMs` (STOP_DRAIN_MS) after the signal the server serves on as before, only /internal/health answers
 * 503 `draining` (a balancer polling it takes the instance out), and Next's handler is then called as Next would have
 * (it stops listening, finishes what is in flight, exits 143). Next's handler is taken off the signal and called later,
 * not replaced: how it closes stays Next's. exitAfterGrace is added after this, so its grace still counts from the
 * signal (STOP_DRAIN_MS is at most the grace less 2 s). A second SIGTERM ends the drain at once; SIGINT is Next's alone.
 * 0, or no handler of Next's to call (NEXT_MANUAL_SIG_HANDLE: whoever handles the signal drains), leaves the signal as
 * it was.
 */
export function drainBeforeStop(
  drainMs: number = getEnv().stopDrainMs,
  signals: Pick<NodeJS.Process, 'listeners' | 'removeListener' | 'on'> = process,
  log: (line: string) => void = console.warn,
): boolean {
  if (drainMs <= 0) return false;
  const stops = signals.listeners('SIGTERM') as NodeJS.SignalsListener[];
  if (stops.length === 0) {
    log(`[server] STOP_DRAIN_MS is ${drainMs}, but no SIGTERM handler of Next was found to delay (NEXT_MANUAL_SIG_HANDLE?): no drain`);
    return false;
  }
  for (const stop of stops) signals.removeListener('SIGTERM', stop);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    for (const stop of stops) stop('SIGTERM');
  };
  signals.on('SIGTERM', () => {
    if (isDraining()) return stopNow(); // a second SIGTERM: the supervisor will not wait
    startDraining();
    log(`[server] SIGTERM: /internal/health answers 503 "draining"; serving ${drainMs / 1000} s more (STOP_DRAIN_MS), then closing`);
    timer = setTimeout(stopNow, drainMs);
  });
  return true;
}
