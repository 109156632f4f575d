/**
 * What the browser downloads of rules/ (issue 10): a client module ('use client', and everything it
 * imports) names the rule modules it uses, never the `~/rules` barrel, which would pull every rule and
 * its data (the bank table) into the island's chunk; and no island carries the bank table, since no
 * page validates bank accounts in the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { root } from '../helpers/site';
import { chainTo, importsFrom, sourceFiles, valueImportsOf } from './imports';

const clientModules = sourceFiles(['blocks', 'site', 'engine', 'machines'], /\.tsx?$/).filter((file) =>
  /^\s*['"]use client['"]/.test(fs.readFileSync(file, 'utf8')),
);

test('client modules and what they import use rule modules, never the barrel, and never the bank table', () => {
  expect(clientModules.length).toBeGreaterThan(5);
  const barrel = path.join(root, 'rules/index.ts');
  const bankTable = [path.join(root, 'rules/bankAccount.ts'), path.join(root, 'rules/data/banks.json')];
  const forbidden = (file: string) => file === barrel || bankTable.includes(file);
  const violations: string[] = [];
  for (const start of clientModules) {
    const importer = importsFrom(start, forbidden);
    for (const file of importer.keys()) {
      if (file === barrel) violations.push(`the rules barrel: ${chainTo(file, importer)}`);
      else if (bankTable.includes(file)) violations.push(`the bank table: ${chainTo(file, importer)}`);
    }
  }
  expect([...new Set(violations)]).toEqual([]);
});

test("the lead forms' island carries only the rule modules its checks and payload use (issue 10: no money formatting)", () => {
  const rules = [...importsFrom(path.join(root, 'blocks/_ui/LeadFormView.client.tsx')).keys()]
    .map((file) => path.relative(root, file))
    .filter((file) => file.startsWith('rules/'))
    .sort();
  // (swedishYear: an organisation number that is a person's takes "+" from the year they turn 100, in Sweden.)
  expect(rules).toEqual(['rules/forms.ts', 'rules/luhn.ts', 'rules/organisationNumber.ts', 'rules/swedishYear.ts', 'rules/text.ts', 'rules/typedDigits.ts']);
});

test('the import reader skips type-only imports and finds value and dynamic ones', () => {
  const source = "import type { A } from '~/rules';\nimport { b } from '~/rules/forms';\nexport { c } from './c';\nconst d = await import('./d');";
  expect(valueImportsOf(source)).toEqual(['~/rules/forms', './c', './d']);
});
