/**
 * The stylesheets' media queries are in em, not px (blocks/_ui/theme.css): an em there is the visitor's default
 * font size, so a visitor who set a larger one gets the narrower layout the text fits in. blocks/_lib/layoutWidth.ts
 * gives the machines the same measure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { root } from '../helpers/site';

const stylesheets = ['blocks', 'site', 'engine']
  .flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.css') && !e.parentPath.includes('.next'))
      .map((e) => path.join(e.parentPath, e.name)),
  )
  .sort();

test('the stylesheets are found', () => {
  expect(stylesheets.length).toBeGreaterThan(20);
  expect(stylesheets.some((f) => f.endsWith(path.join('blocks', '_ui', 'theme.css')))).toBe(true);
});

test('no media query measures the window in px', () => {
  const inPx = stylesheets.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/@media[^{]*/g)]
      .map((m) => m[0].trim())
      .filter((query) => /\d(?:\.\d+)?px/.test(query))
      .map((query) => `${path.relative(root, file)}: ${query}`),
  );
  expect(inPx).toEqual([]);
});
