/**
 * Content the engine's other tests and laws did not reach, pinned by example. Each was found by a mutation-testing
 * review (twenty-eighth session): the rule could be changed there and every other test still passed.
 */
import { expect, test } from 'vitest';
import { readNumber } from './resolve/drift';
import { sanitizeRichText } from './richtext';

const run = (content: unknown[]) =>
  sanitizeRichText(
    { type: 'doc', content },
    { link: { locale: 'sv', locales: ['sv', 'en'], placeholders: {} }, report: () => {}, resolveBloks: () => [] },
    '/text',
  );
const p = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

test('a decimal comma after digits grouped by spaces is read (the "1 000,5" of fixture 054\'s description)', () => {
  expect(readNumber('1 000,25')).toEqual({ value: 1000.25 });
  expect(readNumber('12\u00a0500,5')).toEqual({ value: 12500.5 });
});

test('a table made only of header cells has one head row, the rest a body with row headers', () => {
  const row = (a: string) => ({ type: 'tableRow', content: [{ type: 'tableHeader', content: [p(a)] }] });
  const [table] = run([{ type: 'table', content: [row('A'), row('B'), row('C')] }]).content as Array<{ head: unknown[]; body: unknown[] }>;
  expect(table!.head).toHaveLength(1);
  expect(table!.body).toHaveLength(2);
});

test('a cell spans at most 100 columns and rows', () => {
  const [table] = run([
    { type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableCell', attrs: { colspan: 5000, rowspan: 101 }, content: [p('x')] }] }] },
  ]).content as Array<{ body: Array<{ cells: Array<{ colspan: number; rowspan: number }> }> }>;
  expect(table!.body[0]!.cells[0]).toMatchObject({ colspan: 100, rowspan: 100 });
});
