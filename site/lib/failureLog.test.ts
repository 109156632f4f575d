import { expect, test, vi } from 'vitest';
import { createFailureLog } from './failureLog';

test('the first failure of a call at once; the same call within a minute counted, and said with its next line; other calls apart', () => {
  const lines: string[] = [];
  let clock = 0;
  const failed = createFailureLog(
    (line) => lines.push(line),
    () => clock,
  );
  expect(failed('http:503:cdn/stories/sv/site-config', 'site-config 503')).toBe(true);
  clock = 1_000;
  expect(failed('http:503:cdn/stories/sv/site-config', 'site-config 503')).toBe(false);
  expect(failed('http:503:cdn/stories/sv/site-config', 'site-config 503')).toBe(false);
  expect(failed('http:503:cdn/stories/sv/annan', 'annan 503')).toBe(true); // another call: its own line
  clock = 61_000;
  expect(failed('http:503:cdn/stories/sv/site-config', 'site-config 503')).toBe(true);
  clock = 200_000;
  expect(failed('http:503:cdn/stories/sv/site-config', 'site-config 503')).toBe(true);
  expect(lines).toEqual(['site-config 503', 'annan 503', 'site-config 503 (and 2 more like it in the minute before)', 'site-config 503']);
});

test('bounded: past a thousand calls the oldest is forgotten, and logged again at its next failure', () => {
  const lines: string[] = [];
  const failed = createFailureLog(
    (line) => lines.push(line),
    () => 0,
  );
  for (let i = 0; i <= 1_000; i++) failed(`call-${i}`, `line ${i}`);
  expect(failed('call-0', 'line 0 again')).toBe(true);
  expect(failed('call-1000', 'line 1000 again')).toBe(false);
  expect(lines.at(-1)).toBe('line 0 again');
});

test('the wall clock set back (NTP) keeps no repeating failure out of the log: the minute is measured on a clock that only goes forward', () => {
  vi.useFakeTimers({ toFake: ['Date', 'performance'] });
  try {
    const lines: string[] = [];
    const fail = createFailureLog((line) => lines.push(line));
    fail('GET /cdn/stories/sv', 'down');
    vi.setSystemTime(Date.now() - 3_600_000); // the wall clock an hour back
    vi.advanceTimersByTime(61_000);
    fail('GET /cdn/stories/sv', 'down');
    expect(lines).toEqual(['down', 'down']);
  } finally {
    vi.useRealTimers();
  }
});
