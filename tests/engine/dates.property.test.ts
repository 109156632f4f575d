import fc from 'fast-check';
import { expect, test } from 'vitest';
import { formatContentDate, machineDate } from '~/blocks/_lib/dates';
import { checkContentDate } from '~/engine';

const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
/** Date-shaped strings, most of them impossible (month 00–19, day 00–39, hour 00–29 …), in Storyblok's and ISO forms. */
const dateLike = fc
  .tuple(
    fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
    two(19),
    two(39),
    fc.option(
      fc.tuple(fc.constantFrom(' ', 'T'), two(29), two(69), fc.option(two(69)), fc.constantFrom('', 'Z', '+01:00', '-23:59', '+24:00', '.5Z', '.123456Z')),
    ),
  )
  .map(([y, m, d, time]) =>
    time
      ? `${y}-${m}-${d}${time[0]}${time[1]}:${time[2]}${time[3] === null ? '' : `:${time[3]}`}${time[3] === null && time[4].startsWith('.') ? '' : time[4]}`
      : `${y}-${m}-${d}`,
  );

test('a date the resolver lets through never makes a date component throw', () => {
  fc.assert(
    fc.property(fc.oneof(dateLike, fc.string()), (raw) => {
      const checked = checkContentDate(raw);
      if ('invalid' in checked) return;
      for (const locale of ['sv', 'en'] as const) expect(formatContentDate(checked.date, locale)).toMatch(/^\d{1,2} \p{L}+ \d{4}$/u);
      expect(machineDate(checked.date)).not.toContain(' ');
    }),
    { numRuns: 5000 },
  );
});

test('impossible dates are refused (the years 1000 and 9999 too: their first or last hours are another year in Stockholm), real ones kept', () => {
  for (const bad of [
    '2026-02-30 10:00',
    '2026-13-01 00:00',
    '2025-02-29',
    '2026-04-31',
    '2026-01-01 24:00',
    '2026-01-01T10:60',
    '0099-01-01',
    '9999-12-31T23:59:59.999Z',
    '9999-01-01',
    '1000-01-01T00:00:00+02:00',
    '1000-06-01',
    '2026-1-1',
    '',
  ])
    expect(checkContentDate(bad), bad).toHaveProperty('invalid');
  for (const good of [
    '2024-02-29',
    '9998-12-31T23:59:59Z',
    '1001-01-01T00:00:00+02:00',
    '2026-12-31 23:59',
    '2026-03-04T09:00:00.000Z',
    '2026-03-04T09:00:00+01:00',
    ' 2026-03-04 09:00 ',
  ])
    expect(checkContentDate(good), good).toEqual({ date: good.trim() });
});
