import { afterEach, describe, expect, test } from 'vitest';
import { StoryblokError } from '~/engine/sources/storyblok';
import { outagePicker, outageRetryAfter, recordOutcome, resetAvailability } from './availability';

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

  test('reads take the full source while the API is up; during an outage one short attempt, except one read every interval', () => {
    let now = t0;
    const pick = outagePicker('full', 'quick', 30_000, () => now);
    expect([pick(), pick()]).toEqual(['full', 'full']);
    // The last read on the full source failed after its deadline (15 s): the outage is on record.
    now += 15_000;
    recordOutcome(failed(new StoryblokError('x', 'timeout')), now);
    expect([pick(), pick()]).toEqual(['quick', 'quick']);
    // 30 s after the last full read, one more read tries the full source (an API slow but answering ends the outage).
    now = t0 + 30_000;
    recordOutcome(failed(new StoryblokError('x', 'timeout')), now);
    expect([pick(), pick(), pick()]).toEqual(['full', 'quick', 'quick']);
    recordOutcome({ ok: true, path: 'cdn/stories/sv/index', attempts: 1 }, now + 7000);
    expect(pick()).toBe('full');
  });
});
