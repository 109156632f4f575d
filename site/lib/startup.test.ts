import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { isDraining, resetDraining } from './draining';
import { drainBeforeStop, exitAfterGrace, warnMissingWebhookSecretAtStart } from './startup';

test('a production server reading a Storyblok space without STORYBLOK_WEBHOOK_SECRET says at its start that publishes wait for the hour', () => {
  const lines: string[] = [];
  const warn = (line: string) => lines.push(line);
  const space = { storyblokToken: 'token', storyblokWebhookSecret: undefined, environment: 'production' };
  expect(warnMissingWebhookSecretAtStart(space, warn)).toBe(true);
  expect(lines).toEqual([expect.stringContaining('STORYBLOK_WEBHOOK_SECRET is not set')]);
  // With the secret, on the embedded content, or a preview deployment (no webhook to wait for): nothing.
  expect(warnMissingWebhookSecretAtStart({ ...space, storyblokWebhookSecret: 'secret-of-the-space' }, warn)).toBe(false);
  expect(warnMissingWebhookSecretAtStart({ ...space, storyblokToken: undefined }, warn)).toBe(false);
  expect(warnMissingWebhookSecretAtStart({ ...space, environment: 'preview' }, warn)).toBe(false);
  expect(lines).toHaveLength(1);
});

test('a stopping server exits the grace period after SIGTERM whatever connection is still open, saying so; not before the signal', () => {
  vi.useFakeTimers();
  try {
    const signals = new EventEmitter();
    const exits: number[] = [];
    const lines: string[] = [];
    exitAfterGrace(
      signals as unknown as Pick<NodeJS.Process, 'once'>,
      (code) => exits.push(code),
      10_000,
      (line) => lines.push(line),
    );
    vi.advanceTimersByTime(60_000);
    expect(exits).toEqual([]);
    signals.emit('SIGTERM');
    vi.advanceTimersByTime(9_999);
    expect(exits).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(exits).toEqual([0]);
    expect(lines).toEqual(['[server] connections still open 10 s after SIGTERM: exiting without them']);
  } finally {
    vi.useRealTimers();
  }
});

describe('the drain before the stop (STOP_DRAIN_MS)', () => {
  type Signals = Pick<NodeJS.Process, 'listeners' | 'removeListener' | 'on'>;
  const setUp = () => {
    const signals = new EventEmitter();
    const closed: string[] = [];
    // What next start has on the signal before the instrumentation runs: its cleanup (stop listening, then exit).
    signals.on('SIGTERM', (signal: string) => closed.push(signal));
    const lines: string[] = [];
    return { signals, closed, lines, log: (line: string) => lines.push(line) };
  };
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    resetDraining();
  });

  test("SIGTERM: health says draining at once, and Next's handler (which stops listening) runs STOP_DRAIN_MS later, with the signal", () => {
    const { signals, closed, lines, log } = setUp();
    expect(drainBeforeStop(3000, signals as unknown as Signals, log)).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(isDraining()).toBe(false);
    signals.emit('SIGTERM', 'SIGTERM');
    expect(isDraining()).toBe(true);
    expect(lines).toEqual(['[server] SIGTERM: /internal/health answers 503 "draining"; serving 3 s more (STOP_DRAIN_MS), then closing']);
    vi.advanceTimersByTime(2999);
    expect(closed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(closed).toEqual(['SIGTERM']);
    signals.emit('SIGTERM', 'SIGTERM'); // once only, as Next's own handler takes a repeated signal
    vi.advanceTimersByTime(60_000);
    expect(closed).toEqual(['SIGTERM']);
  });

  test('a second SIGTERM during the drain closes at once', () => {
    const { signals, closed, log } = setUp();
    drainBeforeStop(3000, signals as unknown as Signals, log);
    signals.emit('SIGTERM', 'SIGTERM');
    vi.advanceTimersByTime(1000);
    signals.emit('SIGTERM', 'SIGTERM');
    expect(closed).toEqual(['SIGTERM']);
    vi.advanceTimersByTime(60_000);
    expect(closed).toEqual(['SIGTERM']);
  });

  test("0, or no handler of Next's on the signal (NEXT_MANUAL_SIG_HANDLE), leaves the signal as it was", () => {
    const { signals, closed, lines, log } = setUp();
    expect(drainBeforeStop(0, signals as unknown as Signals, log)).toBe(false);
    signals.emit('SIGTERM', 'SIGTERM');
    expect(closed).toEqual(['SIGTERM']);
    expect(isDraining()).toBe(false);
    const bare = new EventEmitter();
    expect(drainBeforeStop(3000, bare as unknown as Signals, log)).toBe(false);
    expect(bare.listenerCount('SIGTERM')).toBe(0);
    expect(lines).toEqual([expect.stringContaining('no SIGTERM handler of Next was found')]);
  });
});
