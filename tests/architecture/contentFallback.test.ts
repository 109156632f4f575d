/**
 * A generated `content` with alternative text (`content: '+' / ''`: a sign screen readers skip) is one declaration
 * Safari before 17.4 cannot parse, so it drops it whole: the FAQ's sign, the breadcrumb's slash, a quote's mark and a
 * byline's dot were not drawn at all on iPhones with iOS 16.4–17.3, which Next's default browser list includes. Each
 * such rule has its plain sign beside it, for those browsers only (`@supports not (content: '' / '')`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { root } from '../helpers/site';
import { sourceFiles } from './imports';

const stylesheets = sourceFiles(['blocks', 'site', 'engine'], /\.css$/);
const FALLBACK = /@supports not \(content: '' \/ ''\) \{([\s\S]*?)\n\}/g;

/** Each rule's selector and its `content`'s sign, in the alternative-text form or the plain one. */
function rules(css: string, alternative: boolean): string[] {
  const declaration = alternative ? /content:\s*('[^']*')\s*\/\s*'[^']*'/ : /content:\s*('[^']*')\s*;/;
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].flatMap(([, selector, body]) => {
    const sign = declaration.exec(body!)?.[1];
    return sign === undefined ? [] : [`${selector!.trim()} ${sign}`];
  });
}

test('every content with alternative text has its plain sign for the browsers without it, and only those', () => {
  const missing: string[] = [];
  let count = 0;
  for (const file of stylesheets) {
    const css = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const withAlternative = rules(css, true);
    count += withAlternative.length;
    const fallbacks = [...css.matchAll(FALLBACK)].flatMap((m) => rules(m[1]!, false));
    for (const rule of withAlternative) if (!fallbacks.includes(rule)) missing.push(`${path.relative(root, file)}: ${rule}`);
    // Nowhere else: a plain sign outside the block would be read aloud by every browser.
    expect(rules(css.replace(FALLBACK, ''), false).filter((r) => withAlternative.some((a) => a.startsWith(r.slice(0, r.lastIndexOf(' ')) + ' ')))).toEqual([]);
  }
  expect(count).toBeGreaterThanOrEqual(4); // the FAQ's sign, the breadcrumb, the quote, the byline
  expect(missing).toEqual([]);
});
