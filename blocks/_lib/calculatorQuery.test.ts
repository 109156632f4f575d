import { expect, test } from 'vitest';
import { flexLoanModel, weeklyLoanModel } from '~/rules';
import { hrefWithInputs, inputsFromSearch, pageHrefWithInputs } from './calculatorQuery';
import { taggedHref } from './campaignTags';

test('a query names the values, snapped to the stops; without either parameter there is nothing to restore', () => {
  expect(inputsFromSearch(flexLoanModel, '?amount=250000&period=30')).toEqual({ amount: 250_000, period: 30 });
  expect(inputsFromSearch(flexLoanModel, '?utm_source=x&amount=260000')).toEqual({ amount: 250_000, period: 15 });
  expect(inputsFromSearch(weeklyLoanModel, 'period=banana')).toEqual(weeklyLoanModel.defaults);
  expect(inputsFromSearch(flexLoanModel, '?utm_source=x')).toBeNull();
  expect(inputsFromSearch(flexLoanModel, '')).toBeNull();
});

test('the offer link gets amount and period beside its own parameters, before its fragment', () => {
  const values = { amount: 250_000, period: 30 };
  expect(hrefWithInputs('https://app.flodvik.example/erbjudande?produkt=flex', values)).toBe(
    'https://app.flodvik.example/erbjudande?produkt=flex&amount=250000&period=30',
  );
  expect(hrefWithInputs('/sv/kontakt#form', values)).toBe('/sv/kontakt?amount=250000&period=30#form');
  expect(hrefWithInputs('/sv/x?amount=1&period=2', values)).toBe('/sv/x?amount=250000&period=30');
});

test('campaign tags still go on top of the calculator’s values on a send-status click', () => {
  const href = hrefWithInputs('https://app.flodvik.example/erbjudande?produkt=flex', { amount: 50_000, period: 10 });
  expect(taggedHref(href, { source: 'nyhetsbrev', campaign: 'var' })).toBe(
    'https://app.flodvik.example/erbjudande?produkt=flex&amount=50000&period=10&utm_source=nyhetsbrev&utm_campaign=var',
  );
});

test('a query that names a calculator is for that calculator only; one that names none is for every calculator', () => {
  expect(inputsFromSearch(flexLoanModel, '?calculator=a&amount=250000', 'a')).toEqual({ amount: 250_000, period: 15 });
  expect(inputsFromSearch(flexLoanModel, '?calculator=b&amount=250000', 'a')).toBeNull();
  expect(inputsFromSearch(flexLoanModel, '?amount=250000', 'a')).toEqual({ amount: 250_000, period: 15 });
  expect(inputsFromSearch(flexLoanModel, '?calculator=a', 'a')).toBeNull();
});

test('the page’s own address names the calculator that changed only where it named one already', () => {
  const values = { amount: 250_000, period: 30 };
  expect(pageHrefWithInputs('https://x.se/sv/flexkredit', values, 'a')).toBe('https://x.se/sv/flexkredit?amount=250000&period=30');
  expect(pageHrefWithInputs('https://x.se/sv/flexkredit?calculator=b&amount=1&period=2#calculator-b', values, 'a')).toBe(
    'https://x.se/sv/flexkredit?calculator=a&amount=250000&period=30#calculator-b',
  );
  // A page with other calculators: named, so a reload gives these values to this one only.
  expect(pageHrefWithInputs('https://x.se/sv/lan', values, 'a', true)).toBe('https://x.se/sv/lan?amount=250000&period=30&calculator=a');
  expect(inputsFromSearch(flexLoanModel, new URL(pageHrefWithInputs('https://x.se/sv/lan', values, 'a', true)).search, 'b')).toBeNull();
});
