/**
 * What the oldest browsers Next.js 16 supports (Chrome and Edge 111, Firefox 111, Safari 16.4) do with the site's
 * stylesheets. A declaration these browsers do not know is dropped as they parse it, and the one before it (or the
 * inherited value) stands; but one holding `var()` is kept until it is computed, and then falls to `unset`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { root } from '../helpers/site';
import { sourceFiles } from './imports';

const stylesheets = sourceFiles(['blocks', 'site', 'engine'], /\.css$/).map((file) => ({
  file: path.relative(root, file),
  // Without comments, which may name what a rule must not do.
  css: fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''),
}));

test('the stylesheets are found', () => {
  expect(stylesheets.length).toBeGreaterThan(20);
  expect(stylesheets.some(({ file }) => file === path.join('blocks', '_ui', 'theme.css'))).toBe(true);
});

test('no color-mix() over a variable: Firefox before 113 makes the whole value transparent (a disabled button vanished)', () => {
  const found = stylesheets.flatMap(({ file, css }) => [...css.matchAll(/color-mix\([^;{}]*var\(/g)].map((m) => `${file}: ${m[0]}`));
  expect(found).toEqual([]);
});

test('a disabled button’s fill is the primary colour at 60 %, written out', () => {
  const theme = stylesheets.find(({ file }) => file === path.join('blocks', '_ui', 'theme.css'))!.css;
  const primary = /--color-primary:\s*#([0-9a-f]{6});/i.exec(theme)![1]!;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(primary.slice(i, i + 2), 16));
  expect(/--color-primary-disabled:\s*([^;]+);/.exec(theme)?.[1]).toBe(`rgb(${r} ${g} ${b} / 60%)`);
});

test('nothing about the whole page hangs on :has() (Firefox before 121 drops such a rule): <html> and <body> carry marks', () => {
  const found = stylesheets.flatMap(({ file, css }) =>
    [...css.matchAll(/(?:^|[\s,}(])(?:html|body)(?:\[[^\]]*\])*\)?:has\(/gm)].map((m) => `${file}: ${m[0].trim()}`),
  );
  expect(found).toEqual([]);
});
