import { afterEach, describe, expect, test } from 'vitest';
import { StoryblokError } from '~/engine/sources/storyblok';
import { outageRetryAfter, recordOutcome, resetAvailability } from './availability';

const failed = (error: StoryblokError) => ({ ok: false as const, path: 'cdn/stories/sv/index', attempts: 4, error });
const t0 = 1_000_000;

describe('availability of the delivery API', () => {
  afterEach(resetAvailability);
  test("up until a call fails for the API's reasons; then down for its Retry-After (30 s without one)", () => {
    expect(outageRetryAfter(t0)).toBeUndefined();
    recordOutcome(failed(new StoryblokError('x', 'http', 503)), t0);
    expect(outageRetryAfter(t0)).toBe(30);
    recordOutcome(failed(new StoryblokError('x', 'http', 429, 90)), t0);
    expect(outageRetryAfter(t0 + 1000)).toBe(89);
    expect(outageRetryAfter(t0 + 91_000)).toBeUndefined();
  });
  test('timeouts, network errors and a refused token are outages; an unknown path or a malformed request is not', () => {
    for (const status of [404, 400, 422]) recordOutcome(failed(new StoryblokError('x', 'http', status)), t0);
    expect(outageRetryAfter(t0)).toBeUndefined();
    recordOutcome(failed(new StoryblokError('x', 'timeout')), t0);
    expect(outageRetryAfter(t0)).toBe(30);
    resetAvailability();
    recordOutcome(failed(new StoryblokError('Storyblok refused the token (HTTP 401)', 'http', 401)), t0);
    expect(outageRetryAfter(t0)).toBe(30);
  });
  test('any success ends the outage', () => {
    recordOutcome(failed(new StoryblokError('x', 'network')), t0);
    recordOutcome({ ok: true, path: 'cdn/stories', attempts: 1 }, t0);
    expect(outageRetryAfter(t0)).toBeUndefined();
  });
});
