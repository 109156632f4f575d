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

const VALUE_IMPORT = /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function valueImportsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return [...code.matchAll(VALUE_IMPORT)].map((m) => m[1] ?? m[2]!);
}

/** The repository file an import names (relative or `~/`), or undefined for a package. */
function resolve(from: string, spec: string): string | undefined {
  const base = spec.startsWith('~/') ? path.join(root, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : undefined;
  if (!base) return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return undefined;
}

const clientModules = ['blocks', 'site', 'engine', 'machines']
  .flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.parentPath.includes('.next'))
      .map((e) => path.join(e.parentPath, e.name)),
  )
  .filter((file) => /^\s*['"]use client['"]/.test(fs.readFileSync(file, 'utf8')));

/**
 * Every repository file a module reaches by value imports, each with the file that first imported it
 * (null for the start). A file `stop` names is reached but not read further. A server action module
 * reaches the browser as a reference only: its imports stay on the server.
 */
function importsFrom(start: string, stop: (file: string) => boolean = () => false): Map<string, string | null> {
  const importer = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (!/\.tsx?$/.test(file) || stop(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    if (/^\s*['"]use server['"]/.test(source)) continue;
    for (const spec of valueImportsOf(source)) {
      const to = resolve(file, spec);
      if (!to || importer.has(to)) continue;
      importer.set(to, file);
      queue.push(to);
    }
  }
  return importer;
}

/** start → … → file, as repository paths. */
function chainTo(file: string, importer: Map<string, string | null>): string {
  const chain: string[] = [];
  for (let at: string | null | undefined = file; at; at = importer.get(at)) chain.unshift(path.relative(root, at));
  return chain.join(' → ');
}

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
  expect(rules).toEqual(['rules/forms.ts', 'rules/luhn.ts', 'rules/organisationNumber.ts', 'rules/text.ts']);
});

test('the import reader skips type-only imports and finds value and dynamic ones', () => {
  const source = "import type { A } from '~/rules';\nimport { b } from '~/rules/forms';\nexport { c } from './c';\nconst d = await import('./d');";
  expect(valueImportsOf(source)).toEqual(['~/rules/forms', './c', './d']);
});
