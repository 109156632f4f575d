import fc from 'fast-check';
import { calendarDate } from '../date';
import { luhnChecksum } from '../luhn';
import { swedishYear } from '../swedishYear';
import { digitDelta, digitString, twoDigits, wrongCheckDigit } from './digits';

/**
 * "Today" for generated identity numbers: the century of a 10-digit number and its separator depend
 * on it, so pass the same `now` to the rule (`isValidIdentityNumber(pin, { now: FIXED_NOW })`). Its
 * date is Stockholm's, as the rule reads it (rules/date.ts calendarDate), whatever the machine's time zone.
 */
export const FIXED_NOW: Date = new Date(2026, 5, 15, 12);

export interface IdentityNumberOptions {
  /** The rule's "today" (default FIXED_NOW): no birth date after it; "+" from the year a person turns 100. */
  now?: Date;
  /** 'long' (YYYYMMDD…), 'short' (YYMMDD…), or either (default). */
  form?: 'long' | 'short';
  /** Coordination numbers only (true), personal identity numbers only (false), or both (default). */
  coordination?: boolean;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const isLeapYear = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

/** Nine digits (YYMMDDNNN), the check digit appended. */
const withCheck = (nine: string) => `${nine}${luhnChecksum(nine)}`;

/** Writes YYYY, MM, DD, serial and check in a form; the separator decides the century of the short form. */
function write(form: 'long' | 'short', year: number, mmdd: string, serialAndCheck: string, separator: string): string {
  const yyyy = String(year);
  return form === 'long' ? `${yyyy}${mmdd}${separator}${serialAndCheck}` : `${yyyy.slice(2)}${mmdd}${separator}${serialAndCheck}`;
}

/** Birth dates from 1890 to `now`: often a person of 100 or more (the "+" separator), sometimes 29 February. */
function birthDate(now: Date): fc.Arbitrary<{ year: number; month: number; day: number }> {
  const { year: thisYear, month, day } = calendarDate(now);
  const leapYears = Array.from({ length: thisYear - 1890 + 1 }, (_, i) => 1890 + i).filter(isLeapYear);
  const toParts = (d: Date) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
  const today = utc(thisYear, month - 1, day);
  return fc.oneof(
    { weight: 6, arbitrary: fc.date({ min: utc(1890, 0, 1), max: today, noInvalidDate: true }).map(toParts) },
    { weight: 2, arbitrary: fc.date({ min: utc(1890, 0, 1), max: utc(thisYear - 100, 11, 31), noInvalidDate: true }).map(toParts) },
    { weight: 1, arbitrary: fc.constantFrom(...leapYears).map((year) => ({ year, month: 2, day: 29 })) },
  );
}

/**
 * Valid Swedish personal identity numbers (personnummer) and coordination numbers (samordningsnummer,
 * the day + 60), with a real birth date up to `now`, a serial from 001 and the Luhn check digit. Short
 * forms are "YYMMDD-NNNC" (or without the "-") below 100 years of age and "YYMMDD+NNNC" from the year
 * the person turns 100; long forms are "YYYYMMDDNNNC" or "YYYYMMDD-NNNC". Coordination numbers also
 * come undated (month 00 or day 60), which Skatteverket issues and the rules accept (NOTES §7.2).
 */
export function identityNumber({ now = FIXED_NOW, form, coordination }: IdentityNumberOptions = {}): fc.Arbitrary<string> {
  const thisYear = swedishYear(now);
  const forms = form ? [form] : (['long', 'short'] as const);
  const kinds = coordination === undefined ? [false, true] : [coordination];
  return fc
    .record({
      date: birthDate(now),
      serial: fc.integer({ min: 1, max: 999 }),
      coordination: fc.constantFrom(...kinds),
      undated: fc.constantFrom('', '', '', '', 'month', 'day'),
      form: fc.constantFrom(...forms),
      plainSeparator: fc.constantFrom('-', ''),
    })
    .map(({ date, serial, coordination: isCoordination, undated, form: f, plainSeparator }) => {
      let month = pad2(date.month);
      let day = pad2(date.day + (isCoordination ? 60 : 0));
      if (isCoordination && undated === 'month') month = '00';
      if (isCoordination && undated === 'day') day = '60';
      const nine = `${String(date.year).slice(2)}${month}${day}${String(serial).padStart(3, '0')}`;
      const hundred = thisYear - date.year >= 100;
      return write(f, date.year, `${month}${day}`, withCheck(nine).slice(6), hundred ? '+' : plainSeparator);
    });
}

/** What makes an invalid identity number invalid, for messages and for choosing one kind. */
export type InvalidIdentityNumberKind = 'checksum' | 'serial000' | 'date' | 'notLeapDay' | 'shape';

/**
 * Identity numbers that are invalid by construction, each for one reason: a wrong check digit; serial
 * 000 (never issued, NOTES §7.1); a date that exists in no year (month 13+, day 00, 32–59 or 92+,
 * 31 April, 30 February) or 29 February of a year that is not a leap year (long form), each with
 * a correct check digit; or the wrong shape (9, 11 or 13 digits, a letter or space among the digits,
 * a separator in the wrong place).
 */
export function invalidIdentityNumber({ now = FIXED_NOW, kind }: { now?: Date; kind?: InvalidIdentityNumberKind } = {}): fc.Arbitrary<string> {
  const valid = identityNumber({ now });
  const serial = digitString(3);
  const reasons: Record<InvalidIdentityNumberKind, fc.Arbitrary<string>> = {
    checksum: fc.tuple(valid, digitDelta).map(([pin, delta]) => wrongCheckDigit(pin, delta)),
    serial000: fc
      .tuple(birthDate(now), fc.constantFrom<'long' | 'short'>('long', 'short'))
      .map(([d, f]) =>
        write(f, d.year, `${pad2(d.month)}${pad2(d.day)}`, withCheck(`${String(d.year).slice(2)}${pad2(d.month)}${pad2(d.day)}000`).slice(6), '-'),
      ),
    date: fc
      .tuple(
        fc.oneof(
          fc.tuple(twoDigits(13, 99), twoDigits(1, 28)),
          fc.tuple(twoDigits(1, 12), fc.oneof(fc.constant('00'), twoDigits(32, 59), twoDigits(92, 99))),
          fc.tuple(fc.constantFrom('04', '06', '09', '11'), fc.constant('31')),
          fc.tuple(fc.constant('02'), fc.constantFrom('30', '31')),
        ),
        fc.integer({ min: 1900, max: swedishYear(now) }),
        serial,
        fc.constantFrom<'long' | 'short'>('long', 'short'),
      )
      .map(([[mm, dd], year, nnn, f]) => write(f, year, `${mm}${dd}`, withCheck(`${String(year).slice(2)}${mm}${dd}${nnn}`).slice(6), '-')),
    notLeapDay: fc
      .tuple(fc.integer({ min: 1890, max: swedishYear(now) }), serial)
      .filter(([year]) => !isLeapYear(year))
      .map(([year, nnn]) => write('long', year, '0229', withCheck(`${String(year).slice(2)}0229${nnn}`).slice(6), '')),
    shape: fc.oneof(
      fc.constantFrom(9, 11, 13).chain((n) => digitString(n)),
      fc.tuple(valid, fc.nat(), fc.constantFrom('A', ' ', 'x', '.')).map(([pin, at, ch]) => {
        const positions = [...pin].flatMap((c, i) => (/\d/.test(c) ? [i] : []));
        const i = positions[at % positions.length]!;
        return `${pin.slice(0, i)}${ch}${pin.slice(i + 1)}`;
      }),
      fc.tuple(valid, fc.integer({ min: 1, max: 3 })).map(([pin, shift]) => {
        const digits = pin.replace(/[+-]/, '');
        const at = digits.length - 4 - shift; // a separator, but not before the last four
        return `${digits.slice(0, at)}-${digits.slice(at)}`;
      }),
    ),
  };
  return kind ? reasons[kind] : fc.oneof(...Object.values(reasons));
}

/** Inputs near the rules' edges, valid or not (for differential tests against an oracle): centuries 18–20 and any 01–99, months 00–13, days 00–31 and 58–92, serial 000 often, a wrong check digit one time in four, every separator; and strings of about the right length with stray characters. */
export function identityNumberLike(): fc.Arbitrary<string> {
  const nearValid = fc
    .record({
      century: fc.oneof({ weight: 4, arbitrary: fc.constantFrom('18', '19', '20') }, { weight: 1, arbitrary: twoDigits(1, 99) }),
      year: twoDigits(0, 99),
      month: fc.oneof({ weight: 6, arbitrary: twoDigits(1, 12) }, { weight: 1, arbitrary: fc.constantFrom('00', '13') }),
      day: fc.oneof({ weight: 3, arbitrary: twoDigits(0, 31) }, { weight: 3, arbitrary: twoDigits(58, 92) }),
      serial: fc.oneof({ weight: 5, arbitrary: digitString(3) }, { weight: 1, arbitrary: fc.constant('000') }),
      checkOk: fc.integer({ min: 0, max: 3 }).map((n) => n > 0),
      wrongCheck: digitDelta,
      long: fc.boolean(),
      sep: fc.constantFrom('', '', '-', '+'),
    })
    .map((p) => {
      const nine = `${p.year}${p.month}${p.day}${p.serial}`;
      const check = (luhnChecksum(nine) + (p.checkOk ? 0 : p.wrongCheck)) % 10;
      return `${p.long ? p.century : ''}${p.year}${p.month}${p.day}${p.sep}${p.serial}${check}`;
    });
  const noise = fc.oneof(fc.stringMatching(/^\d{6,8}[+-]?\d{4}$/), fc.string({ unit: fc.constantFrom(...'0123456789+- T'), minLength: 9, maxLength: 14 }));
  return fc.oneof({ weight: 4, arbitrary: nearValid }, { weight: 1, arbitrary: noise });
}
