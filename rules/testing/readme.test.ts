/**
 * Runs the example properties of rules/README.md ("Testing with generated inputs"), each as the
 * whole module the page shows, so the documented examples cannot drift from the arbitraries.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const readme = fs.readFileSync(path.join(root, 'rules/README.md'), 'utf8');
const examples = [...readme.matchAll(/```ts example\n([\s\S]*?)```/g)].map((m) => m[1]!);
const work = path.join(root, 'tests/.tmp', `rules-readme-${process.pid}`);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

test('the page shows an example for every family of arbitraries', () => {
  expect(examples.length).toBeGreaterThanOrEqual(6);
  const imported = examples.join('\n');
  for (const name of ['identityNumber', 'organisationNumber', 'bankgiroNumber', 'plusgiroNumber', 'bankAccount', 'moneyAmount', 'calculatorInputs', 'leadForm'])
    expect(imported).toContain(name);
});

test.each(examples.map((code, i) => [code.split('\n')[0]!.replace(/^\/\/ /, ''), i, code] as const))('%s', async (_title, i, code) => {
  fs.mkdirSync(work, { recursive: true });
  const file = path.join(work, `example-${i}.ts`);
  fs.writeFileSync(file, code);
  await expect(import(file)).resolves.toBeDefined(); // a failing property throws while the module loads
});
