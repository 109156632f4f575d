import { expect, test } from 'vitest';
import { formatContentDate, machineDate, newestFirst } from './dates';

test('a Storyblok datetime reads as day, month name and year in the page’s language', () => {
  expect(formatContentDate('2026-10-01 09:00', 'sv')).toBe('1 oktober 2026');
  expect(formatContentDate('2026-10-01 09:00', 'en')).toBe('1 October 2026');
});

test('a publication timestamp reads as its date in Sweden', () => {
  expect(formatContentDate('2026-03-04T23:30:00.000Z', 'sv')).toBe('5 mars 2026');
});

test.each([
  ['2026-10-01 09:00', '2026-10-01T09:00'],
  ['2026-10-01', '2026-10-01'],
  ['2026-03-04T23:30:00.000Z', '2026-03-04T23:30:00.000Z'],
  // HTML takes at most three digits of a second's fractions.
  ['2026-07-01T10:00:00.123456Z', '2026-07-01T10:00:00.123Z'],
  ['2026-07-01 10:00:00.1234', '2026-07-01T10:00:00.123'],
])('<time dateTime> of %s is %s', (date, machine) => {
  expect(machineDate(date)).toBe(machine);
});

test('newest first by the instant each date names; undated and unreadable last; equal dates in the order given', () => {
  const articles = [
    { id: 'undated', at: undefined },
    { id: 'offset-summer', at: '2026-06-02T00:30:00+02:00' }, // 22:30 UTC on 1 June
    { id: 'utc-later', at: '2026-06-01T23:00:00.000Z' },
    { id: 'unreadable', at: 'soon' },
    { id: 'stockholm-wall-clock', at: '2026-06-02 00:45' }, // 22:45 UTC
    { id: 'same-instant', at: '2026-06-01T22:45:00Z' },
  ];
  expect(newestFirst(articles, (a) => a.at).map((a) => a.id)).toEqual([
    'utc-later',
    'stockholm-wall-clock',
    'same-instant',
    'offset-summer',
    'undated',
    'unreadable',
  ]);
  expect(articles[0]!.id).toBe('undated'); // not reordered in place
});
