import { expect, test } from 'vitest';
import { formatContentDate, machineDate } from './dates';

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
])('<time dateTime> of %s is %s', (date, machine) => {
  expect(machineDate(date)).toBe(machine);
});
