import { EventEmitter } from 'node:events';
import { expect, test, vi } from 'vitest';
import { exitAfterGrace, warnMissingWebhookSecretAtStart } from './startup';

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
