/**
 * In the browser build `next/dynamic` is site/lib/nextDynamic.browser.tsx (site/next.config.ts aliases it there): a
 * React.lazy that takes the loader only. An option (`ssr: false`, `loading`) would work on the server, where Next's
 * own next/dynamic renders, and be ignored in the browser: the page would hydrate something else than the server
 * drew. So every dynamic() call of the site passes its loader alone; one that needs an option needs the shim first.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';
import { root } from '../helpers/site';
import { sourceFiles } from './imports';

/** Every call of `dynamic` (the name next/dynamic is imported as) in a file: its line and argument count. */
function dynamicCalls(file: string): { at: string; args: number }[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const local = source.statements.filter(ts.isImportDeclaration).find((d) => ts.isStringLiteral(d.moduleSpecifier) && d.moduleSpecifier.text === 'next/dynamic')
    ?.importClause?.name?.text;
  if (local === undefined) return [];
  const calls: { at: string; args: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === local)
      calls.push({ at: `${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, args: node.arguments.length });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

const calls = sourceFiles(['blocks', 'site', 'engine'], /\.tsx?$/).flatMap(dynamicCalls);

test('the site has next/dynamic boundaries (the check below reads them)', () => {
  expect(calls.length).toBeGreaterThanOrEqual(8);
});

test('every next/dynamic call passes its loader alone (the browser build has no options)', () => {
  expect(calls.filter((call) => call.args !== 1).map((call) => call.at)).toEqual([]);
});
