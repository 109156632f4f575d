import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { calendarDate, DateLocaleError, formatDate, instantOf, isoInstant, monthNames } from './index';

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

describe("instantOf: the instant a content date names, whatever the server's time zone", () => {
  test("a date without a zone is Sweden's wall clock (UTC+1 in winter, +2 in summer); a date alone its midnight", () => {
    expect(isoInstant('2026-03-04 00:30')).toBe('2026-03-03T23:30:00.000Z');
    expect(isoInstant('2026-07-01T10:00')).toBe('2026-07-01T08:00:00.000Z');
    expect(isoInstant('2026-10-01')).toBe('2026-09-30T22:00:00.000Z');
    expect(isoInstant('2026-01-15 12:00:30.5')).toBe('2026-01-15T11:00:30.500Z');
  });

  test("around the changes of Sweden's clock (last Sundays of March and October)", () => {
    expect(isoInstant('2026-03-29 01:30')).toBe('2026-03-29T00:30:00.000Z'); // still winter time
    expect(isoInstant('2026-03-29 03:30')).toBe('2026-03-29T01:30:00.000Z'); // summer time
    expect(isoInstant('2026-03-29 02:30')).toBe('2026-03-29T01:30:00.000Z'); // skipped: an hour later
    expect(isoInstant('2026-10-25 03:30')).toBe('2026-10-25T02:30:00.000Z'); // winter time again
  });

  test('a timestamp with a zone is the instant it says; fractions past milliseconds are cut', () => {
    expect(isoInstant('2026-06-02T00:30:00+02:00')).toBe('2026-06-01T22:30:00.000Z');
    expect(isoInstant('2026-06-01T23:00:00.000Z')).toBe('2026-06-01T23:00:00.000Z');
    expect(isoInstant('2026-07-01T10:00:00.123456Z')).toBe('2026-07-01T10:00:00.123Z');
    expect(instantOf(new Date(0)).getTime()).toBe(0);
  });

  test('an invalid date is none', () => {
    for (const bad of ['2026-02-30', '2026-02-30 10:00', '2026-01-01 24:00', 'yesterday', '']) expect(isoInstant(bad)).toBeUndefined();
    expect(() => instantOf(new Date(Number.NaN))).toThrow(RangeError);
  });

  test('property: a wall-clock time that exists in Sweden is read back as that wall-clock time there, on its calendar day', () => {
    // Every minute of 1990–2099 but the night hours of clock changes (02:00–03:00 on a last Sunday of March or October).
    const wallTimes = fc
      .record({ time: fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2099, 11, 31) }) })
      .map(({ time }) => new Date(time - (time % 60_000)))
      .filter((d) => !(d.getUTCDay() === 0 && (d.getUTCMonth() === 2 || d.getUTCMonth() === 9) && d.getUTCDate() > 24 && d.getUTCHours() === 2));
    fc.assert(
      fc.property(wallTimes, (wall) => {
        const written = wall.toISOString().slice(0, 16).replace('T', ' ');
        const instant = instantOf(written);
        const shown = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short', timeStyle: 'short' }).format(instant);
        expect(shown).toBe(written);
        const { year, month, day } = calendarDate(instant);
        expect([year, month, day]).toEqual([wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate()]);
      }),
    );
  });
});
