/**
 * Whether Storyblok's delivery API is answering, as this server process last saw it. The delivery
 * layer records each call's outcome; the proxy reads the state to answer 503 (with Retry-After)
 * instead of 500 for a page that could not be generated. Kept on globalThis because the proxy and
 * the pages are separate bundles in one process.
 */
import type { DeliveryOutcome } from '~/engine/sources/storyblok';

interface State {
  /** Epoch ms until which the API counts as down (0: up). */
  downUntil: number;
  reason: string;
}

const KEY = Symbol.for('flodvik.storyblok.availability');
const DEFAULT_RETRY_AFTER_SECONDS = 30;
const MAX_RETRY_AFTER_SECONDS = 300;

function state(): State {
  const g = globalThis as typeof globalThis & { [KEY]?: State };
  g[KEY] ??= { downUntil: 0, reason: '' };
  return g[KEY];
}

/**
 * Records one call's outcome for the published content: a success clears an outage; a failure that
 * keeps the site from its content starts one: the API down, slow or limiting us, or refusing the
 * site's token (401, 403: nothing published can be read until the token is mended; the pages read
 * before are served meanwhile, new ones answer 503 instead of rendering twice into a 500).
 */
export function recordOutcome(outcome: DeliveryOutcome, now = Date.now()): void {
  const s = state();
  if (outcome.ok) {
    s.downUntil = 0;
    s.reason = '';
    return;
  }
  const { error } = outcome;
  // An unknown path (404) or a request the API finds malformed (400, 422) is not an outage.
  const status = error.status ?? 0;
  const outage = error.kind !== 'http' || status === 401 || status === 403 || status === 429 || status >= 500;
  if (!outage) return;
  const seconds = Math.min(MAX_RETRY_AFTER_SECONDS, Math.ceil(error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
  s.downUntil = Math.max(s.downUntil, now + seconds * 1000);
  s.reason = error.message;
}

/** Seconds a client should wait before retrying, while the API is down; undefined while it is up. */
export function outageRetryAfter(now = Date.now()): number | undefined {
  const { downUntil } = state();
  return downUntil > now ? Math.max(1, Math.ceil((downUntil - now) / 1000)) : undefined;
}

export function outageReason(): string {
  return state().reason;
}

/** For tests. */
export function resetAvailability(): void {
  const s = state();
  s.downUntil = 0;
  s.reason = '';
}

/**
 * Which of two sources a read takes: `full` (retries, the whole deadline) while the API is up; while an
 * outage is on record, `quick` (one short attempt), so a page's reads, which follow one another, do not
 * each wait out an API that hangs, except one read every `intervalMs`, which takes `full` still: an API
 * that answers, slowly (past the quick attempt), ends the outage all the same.
 */
export function outagePicker<T>(full: T, quick: T, intervalMs: number, now: () => number = Date.now): () => T {
  let lastFull = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (outageRetryAfter(at) !== undefined && at - lastFull < intervalMs) return quick;
    lastFull = at;
    return full;
  };
}
