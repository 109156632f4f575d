import { describe, expect, test } from 'vitest';
import { DateLocaleError, formatDate, monthNames } from './index';

describe('formatDate: day, month name, year', () => {
  test('Swedish and English month names', () => {
    expect(formatDate('2026-03-14', 'sv')).toBe('14 mars 2026');
    expect(formatDate('2026-03-14', 'en')).toBe('14 March 2026');
    expect(formatDate('2025-12-01 09:00', 'sv')).toBe('1 december 2025'); // Storyblok's date format
    expect(monthNames('sv')).toHaveLength(12);
    expect(monthNames('en')[4]).toBe('May');
    expect(monthNames('sv')[4]).toBe('maj');
  });

  test('a Date or a zoned timestamp is shown as the calendar date in Sweden', () => {
    // 23:30 UTC on 31 December is already 1 January in Stockholm (UTC+1 in winter).
    expect(formatDate(new Date(Date.UTC(2025, 11, 31, 23, 30)), 'en')).toBe('1 January 2026');
    expect(formatDate('2025-06-30T22:30:00Z', 'sv')).toBe('1 juli 2025'); // UTC+2 in summer
    expect(formatDate('2025-06-30T12:00:00+02:00', 'sv')).toBe('30 juni 2025');
  });

  test.each(['de', 'sv_SE', 'en-US', ''])('the locale %j throws (month names exist for sv and en only)', (locale) => {
    expect(() => formatDate('2026-03-14', locale)).toThrow(DateLocaleError);
    expect(() => monthNames(locale)).toThrow(`Invalid locale ${JSON.stringify(locale)} for month names: only sv and en are supported`);
  });

  test('an invalid date is an error, not "NaN undefined NaN"', () => {
    expect(() => formatDate('2026-02-30', 'sv')).toThrow(RangeError);
    expect(() => formatDate('yesterday', 'sv')).toThrow(RangeError);
    expect(() => formatDate(new Date(Number.NaN), 'en')).toThrow(RangeError);
  });
});
