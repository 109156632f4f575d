import { describe, expect, test } from 'vitest';
import { namesPeriodUnit, PERIOD_UNITS } from './calculatorUnits';
import { CALCULATOR_KINDS } from './calculatorModels';

describe('a calculator period unit as content (SPEC §4)', () => {
  test('every calculator has the unit its period stops are counted in', () => {
    expect(CALCULATOR_KINDS.map((kind) => [kind, PERIOD_UNITS[kind]])).toEqual([
      ['flex', 'days'],
      ['weekly', 'months'],
      ['invoice', 'days'],
    ]);
  });

  test.each(['dagar', 'Dagar', 'dag', 'kalenderdagar', 'bankdagars', 'dygn', 'dgr', 'dgr.', 'bankdgr', '30 dgr', 'days', 'Day', 'd', 'd.', 'dagar (kalender)'])(
    '"%s" names days',
    (text) => {
      expect(namesPeriodUnit('days', text)).toBe(true);
      expect(namesPeriodUnit('months', text)).toBe(false);
    },
  );

  test.each(['månader', 'Månad', 'mån.', 'mån', 'återbetalningsmånader', 'mnd', 'months', 'Month', 'mo', 'mos', 'mths', 'Ma\u030Anader'])(
    '"%s" names months',
    (text) => {
      expect(namesPeriodUnit('months', text)).toBe(true);
      expect(namesPeriodUnit('days', text)).toBe(false);
    },
  );

  test.each(['veckor', 'weeks', 'år', 'years', 'perioder', '', ' ', 'dm', 'mode', 'andra'])('"%s" names neither', (text) => {
    expect(namesPeriodUnit('days', text)).toBe(false);
    expect(namesPeriodUnit('months', text)).toBe(false);
  });
});
