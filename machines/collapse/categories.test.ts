import { describe, expect, it } from 'vitest';
import { parseCategories } from './categories';

describe('parseCategories', () => {
  it.each([
    ['Loans', ['Loans']],
    ['Loans,Invoices', ['Loans', 'Invoices']],
    ['  Loans ,  Invoices  ', ['Loans', 'Invoices']],
    ['Loans,,Invoices,', ['Loans', 'Invoices']],
    [' , ,', []],
    ['', []],
    ['Flex loan, Weekly loan', ['Flex loan', 'Weekly loan']],
  ])('parses %j as %j', (raw, expected) => {
    expect(parseCategories(raw)).toEqual(expected);
  });

  it('reads a missing field as no categories', () => {
    expect(parseCategories(undefined)).toEqual([]);
    expect(parseCategories(null)).toEqual([]);
  });

  it('keeps the order editors wrote', () => {
    expect(parseCategories('b, a, c')).toEqual(['b', 'a', 'c']);
  });
});
