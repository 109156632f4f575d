import { describe, expect, test, vi } from 'vitest';
import { followConsent, REPLAY_SESSION_KEY, type BrowserSentry } from './sentryConsent';

const scrub = <T>(event: T): T => event;

function setUp(grantedAtFirst: boolean) {
  let granted = grantedAtFirst;
  let onChange = () => {};
  const sdk: BrowserSentry = {
    init: vi.fn(),
    replayIntegration: vi.fn(() => 'replay'),
    addEventProcessor: vi.fn(),
    getReplay: vi.fn(() => ({ stop: vi.fn(async () => {}) })),
    close: vi.fn(async () => true),
  };
  const load = vi.fn(async () => sdk);
  const stored = new Map([[REPLAY_SESSION_KEY, '{"id":"x"}']]);
  const storage = { removeItem: (key: string) => stored.delete(key) } as unknown as Storage;
  followConsent({ dsn: 'https://k@o1.ingest.sentry.io/2' }, load, { granted: () => granted, subscribe: (f) => (onChange = f) }, () => storage, scrub);
  const change = async (to: boolean) => {
    granted = to;
    onChange();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { sdk, load, stored, change };
}

describe('the browser’s error reporting follows analytics consent', () => {
  test('nothing is loaded before consent; accepting starts it with replay, once', async () => {
    const { sdk, load, change } = setUp(false);
    await change(false);
    expect(load).not.toHaveBeenCalled();
    await change(true);
    await change(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith({ dsn: 'https://k@o1.ingest.sentry.io/2', integrations: ['replay'] });
    // Replay events pass no beforeSend: the scrubber sees them as an event processor and as the recording's hook.
    expect(sdk.replayIntegration).toHaveBeenCalledWith({ beforeAddRecordingEvent: scrub });
    expect(sdk.addEventProcessor).toHaveBeenCalledWith(scrub);
  });

  test('consent from an earlier visit starts it at once; withdrawing stops it and removes the replay’s session', async () => {
    const { sdk, load, stored, change } = setUp(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    await change(false);
    expect(sdk.close).toHaveBeenCalledTimes(1);
    expect(stored.has(REPLAY_SESSION_KEY)).toBe(false);
  });
});
