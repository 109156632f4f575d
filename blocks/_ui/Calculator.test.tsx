import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { interactive } from '~/codegen/generated/registry';
import type { Locale } from '~/contracts/locales';
import { calculatorInputs, flexLoanModel, formatFigure, weeklyLoanModel } from '~/rules';
import { resolved, textOf } from '~/tests/helpers/blocks';
import { renderBloks, testContext } from '~/tests/helpers/render';
import { longestPart } from './CalculatorFrame';

/** The calculator blok of an embedded page, as the site serves it. */
function calculatorOf(locale: Locale, page: string): unknown {
  const story = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../../site/content/${locale}/${page}.json`), 'utf8')) as unknown;
  let found: unknown;
  const walk = (node: unknown): void => {
    if (found || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const record = node as Record<string, unknown>;
    if (typeof record.component === 'string' && record.component.endsWith('Calculator')) found = node;
    else Object.values(record).forEach(walk);
  };
  walk(story);
  if (!found) throw new Error(`no calculator on ${locale}/${page}`);
  return found;
}
const render = (locale: Locale, page: string, query?: string) =>
  renderBloks(resolved([calculatorOf(locale, page)], locale), testContext(locale, 'production', query === undefined ? {} : { query }));
const uidOf = (locale: Locale, page: string) => (calculatorOf(locale, page) as { _uid: string })._uid;
/** The panel's rows as "label value" texts, by data-row. */
const rows = (html: string) =>
  Object.fromEntries([...html.matchAll(/data-row="(\w+)"[^>]*>(.*?)<\/div>/g)].map((m) => [m[1], textOf(m[2]!).replace(/\u00a0/g, ' ')]));

test('the weekly loan shows SPEC §9’s figures for 100 000 kr over 12 months at 1.9 %: fee 22 800 kr, 122 800 kr to repay, 52 payments', () => {
  expect(rows(render('sv', 'veckolan'))).toEqual({
    perWeek: 'Per vecka 2 362 kr',
    weeks: 'Veckobetalningar 28 × 2 362 kr + 24 × 2 361 kr',
    amortization: 'Amortering per vecka 1 923–1 924 kr',
    interest: 'Avgift per månad 1,9 %',
    totalFee: 'Total kostnad 22 800 kr',
    totalRepayment: 'Att betala tillbaka 122 800 kr',
  });
  const figures = weeklyLoanModel.rows(weeklyLoanModel.defaults, { interestPercent: 1.9 });
  expect(rows(render('en', 'weekly-loan')).totalFee).toBe(`Total cost ${formatFigure(figures[4]!.figure, 'en').replace(/\u00a0/g, ' ')}`);
});

test('English writes a percentage one way in the panel and the disclaimer: "1.5%"', () => {
  const html = render('en', 'flex-credit');
  expect(rows(html).interest).toBe('Interest per 30 days 1.5%');
  expect(textOf(html)).toContain('assumes interest of 1.5% per 30 days');
  expect(textOf(html)).not.toMatch(/\d %/);
  // Swedish keeps its space, a no-break one, in both places.
  const sv = render('sv', 'flexkredit');
  expect(rows(sv).interest).toBe('Ränta per 30 dagar 1,5 %');
  expect(sv).toContain('ränta på 1,5\u00a0% per 30 dagar');
});

test('the headline row is the data-lead variant; one live region, empty until a slider moves, announces the result', () => {
  const html = render('sv', 'fakturafinansiering');
  expect(html.match(/data-lead="true"/g)).toHaveLength(1);
  expect(html).toMatch(/data-row="payout" data-lead="true"[^>]*><dt>Du får utbetalt<\/dt><dd>/);
  expect(html.match(/aria-live="polite"/g)).toHaveLength(1); // the sliders' outputs are aria-live="off"
  expect(html).toMatch(/<div class="visually-hidden" aria-live="polite" aria-atomic="true" data-calculator-announcement="true"><\/div>/);
  expect(rows(html)).toEqual({ payout: 'Du får utbetalt 99 190 kr', fee: 'Avgift 810 kr', rate: 'Avgift i procent 0,81 %' });
});

test('the offer button carries the amount and period beside the link’s own parameters; the server renders the defaults', () => {
  expect(render('sv', 'flexkredit')).toContain('href="https://app.example.test/erbjudande?produkt=flex&amp;amount=100000&amp;period=15"');
  expect(render('en', 'weekly-loan')).toContain('href="https://app.example.test/erbjudande?produkt=veckolan&amp;amount=100000&amp;period=12"');
  expect(render('sv', 'fakturafinansiering')).toContain('href="https://app.example.test/erbjudande?produkt=faktura&amp;amount=100000&amp;period=14"');
});

test('the three calculator blocks get the client error boundary of interactive blocks', () => {
  for (const name of ['FlexLoanCalculator', 'WeeklyLoanCalculator', 'InvoiceCalculator']) expect(interactive.has(name)).toBe(true);
});

test('without JavaScript each calculator is a GET form of its page: it names the calculator and lists every stop, the current one selected', () => {
  const html = render('sv', 'flexkredit');
  const uid = uidOf('sv', 'flexkredit');
  expect(html).toContain(`id="calculator-${uid}"`);
  const form = html.match(/<form[^>]*data-calculator-form[^>]*>.*?<\/form>/s)?.[0] ?? '';
  expect(form).toContain('method="get"');
  expect(form).toContain(`action="#calculator-${uid}"`);
  expect(form).toContain(`<input type="hidden" name="calculator" value="${uid}"/>`);
  const options = (name: string) => [
    ...(form.match(new RegExp(`<select[^>]*name="${name}".*?</select>`, 's'))?.[0] ?? '').matchAll(/<option value="(\d+)"( selected="")?/g),
  ];
  expect(options('amount').map((m) => Number(m[1]))).toEqual([...flexLoanModel.amountStops]);
  expect(options('period').map((m) => Number(m[1]))).toEqual([...flexLoanModel.periodStops]);
  expect(
    options('amount')
      .filter((m) => m[2])
      .map((m) => Number(m[1])),
  ).toEqual([flexLoanModel.defaults.amount]);
  expect(textOf(form)).toContain('Räkna ut');
  // The slider's own input is not a second `amount` (its value is a stop's index).
  expect(html.match(/name="amount"/g)).toHaveLength(1);
});

test('a page rendered for the form starts the named calculator from the sent values, snapped to its stops; another calculator’s query changes nothing', () => {
  const uid = uidOf('sv', 'veckolan');
  const sent = render('sv', 'veckolan', `calculator=${uid}&amount=260000&period=6`);
  const inputs = calculatorInputs(weeklyLoanModel, { amount: 260_000, period: 6 });
  expect(inputs.amount).toBe(250_000);
  const figures = weeklyLoanModel.rows(inputs, { interestPercent: 1.9 });
  expect(rows(sent).perWeek).toBe(`Per vecka ${formatFigure(figures[0]!.figure, 'sv').replace(/\u00a0/g, ' ')}`);
  expect(sent).toContain(`erbjudande?produkt=veckolan&amp;amount=${inputs.amount}&amp;period=${inputs.period}`);
  expect(sent).toMatch(new RegExp(`<option value="${inputs.amount}" selected=""`));
  expect(render('sv', 'veckolan', 'calculator=another&amount=260000&period=6')).toBe(render('sv', 'veckolan'));
  expect(render('sv', 'veckolan', `calculator=${uid}&amount=banana`)).toBe(render('sv', 'veckolan', `calculator=${uid}`));
});

test('two calculators with the same _uid on a page (a copied entry) each have a section id of their own, and each form comes back to its own', () => {
  const uid = uidOf('sv', 'flexkredit');
  const html = renderBloks(resolved([calculatorOf('sv', 'flexkredit'), calculatorOf('sv', 'flexkredit')], 'sv'), testContext('sv'));
  const sections = [...html.matchAll(/<section[^>]*\bid="(calculator-[^"]*)"/g)].map((m) => m[1]);
  expect(sections).toEqual([`calculator-${uid}`, `calculator-${uid}-2`]);
  const actions = [...html.matchAll(/<form[^>]*\bdata-calculator-form[^>]*\baction="#([^"]*)"/g)].map((m) => m[1]);
  expect(actions).toEqual(sections);
  // Both still name the calculator by its _uid, which the page's query uses.
  expect(html.match(new RegExp(`<input type="hidden" name="calculator" value="${uid}"/>`, 'g'))).toHaveLength(2);
  const selects = [...html.matchAll(/<select[^>]*\bid="([^"]*)"/g)].map((m) => m[1]);
  expect(new Set(selects).size).toBe(4);
});

test("a figure's longest part that cannot break sizes it (--figure-length): the payments' and a range's parts, or the whole", () => {
  expect(longestPart('99\u00a0190\u00a0kr')).toBe(9);
  expect(longestPart('6\u00a0× SEK\u00a0406,539\u00a0+ 7\u00a0× SEK\u00a0406,538')).toBe('SEK 406,539 +'.length);
  expect(longestPart('SEK\u00a01,923–1,924')).toBe('SEK 1,923–'.length);
  expect(longestPart('')).toBe(1);
});
