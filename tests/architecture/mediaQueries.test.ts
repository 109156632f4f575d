/**
 * The stylesheets' media queries are in em, not px (blocks/_ui/theme.css): an em there is the visitor's default
 * font size, so a visitor who set a larger one gets the narrower layout the text fits in. blocks/_lib/layoutWidth.ts
 * gives the machines the same measure, and an image's `sizes` must describe that layout too (else the browser picks
 * an image for the desktop slot while the page shows the stacked one).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { DESKTOP_BREAKPOINT_PX } from '~/machines/constants';
import { root } from '../helpers/site';
import { sourceFiles } from './imports';

const stylesheets = sourceFiles(['blocks', 'site', 'engine'], /\.css$/);
const modules = sourceFiles(['blocks', 'site', 'engine'], /\.tsx?$/);

test('the stylesheets and modules are found', () => {
  expect(stylesheets.length).toBeGreaterThan(20);
  expect(stylesheets.some((f) => f.endsWith(path.join('blocks', '_ui', 'theme.css')))).toBe(true);
  expect(modules.some((f) => f.endsWith(path.join('blocks', 'Hero', 'Hero.tsx')))).toBe(true);
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

test("no image's sizes or other media condition in code measures the window in px", () => {
  const inPx = modules.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/\((?:min-|max-)?width\s*(?::|[<>]=?)\s*\d+(?:\.\d+)?px\)/g)].map(
      (m) => `${path.relative(root, file)}: ${m[0]}`,
    ),
  );
  expect(inPx).toEqual([]);
});

test('the bar hides its burger at the desktop breakpoint the machines use, in em at the usual 16 px font (unless its items do not fit)', () => {
  const bar = fs.readFileSync(path.join(root, 'blocks/GlobalNavigation/GlobalNavigation.module.css'), 'utf8');
  const hidesBurger = [...bar.matchAll(/@media ([^{]*)\{\s*:where\(\.bar:not\(\[data-compact\]\)\)\s*\.burger\s*\{\s*display:\s*none/g)].map((m) =>
    m[1]!.trim(),
  );
  expect(hidesBurger).toEqual([`(min-width: ${DESKTOP_BREAKPOINT_PX / 16}em)`]);
});
