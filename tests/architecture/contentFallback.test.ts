/**
 * A generated `content` with alternative text (`content: '+' / ''`: a sign screen readers skip) is one declaration
 * Safari before 17.4 and Firefox before 128 cannot parse, so they drop it whole: the FAQ's sign, the breadcrumb's slash,
 * a quote's mark and a byline's dot were not drawn at all on iPhones with iOS 16.4–17.3, which Next's default browser
 * list includes. Each such rule has its plain sign beside it, for those browsers only
 * (`@supports not (content: '' / '')`, in the same at-rules as the rule itself).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { root } from '../helpers/site';
import { sourceFiles } from './imports';

const stylesheets = sourceFiles(['blocks', 'site', 'engine'], /\.css$/);
const FALLBACK = "@supports not (content: '' / '')";

/** A style rule: the at-rules around it (outermost first), its selector and its declarations. */
type Rule = { context: string[]; selector: string; body: string };

/** The style rules of a stylesheet, each with the at-rules it sits in. */
function styleRules(css: string): Rule[] {
  const rules: Rule[] = [];
  const stack: string[] = [];
  let text = '';
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') {
      stack.push(text.trim());
      text = '';
    } else if (char === '}') {
      const prelude = stack.pop() ?? '';
      if (!prelude.startsWith('@')) rules.push({ context: stack.filter((p) => p.startsWith('@')), selector: prelude, body: text });
      text = '';
    } else text += char;
  }
  return rules;
}

/** A rule's `content` value split at its alternative text: [shown, alternative], or [shown] without one. */
function content(body: string): string[] | undefined {
  const value = /(?:^|;)\s*content:\s*([^;]+?)\s*(?:;|$)/.exec(body)?.[1];
  if (value === undefined) return undefined;
  // The slash that starts the alternative text: outside strings and functions.
  let depth = 0;
  let quote = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '/' && depth === 0) return [value.slice(0, i).trim(), value.slice(i + 1).trim()];
  }
  return [value];
}

function missingFallbacks(css: string): string[] {
  const rules = styleRules(css);
  const key = (context: string[], selector: string, shown: string) => JSON.stringify([context, selector, shown]);
  const fallbacks = new Set<string>();
  const plain: string[] = [];
  for (const rule of rules) {
    const value = content(rule.body);
    if (value?.length !== 1) continue;
    const at = rule.context.indexOf(FALLBACK);
    if (at >= 0) fallbacks.add(key(rule.context.toSpliced(at, 1), rule.selector, value[0]!));
    else plain.push(key(rule.context, rule.selector, value[0]!));
  }
  const problems: string[] = [];
  for (const rule of rules) {
    const value = content(rule.body);
    if (value?.length !== 2 || rule.context.includes(FALLBACK)) continue;
    const own = key(rule.context, rule.selector, value[0]!);
    if (!fallbacks.has(own)) problems.push(`${rule.selector} { content: ${value.join(' / ')} } has no plain fallback`);
    // The plain sign outside the fallback: every browser would use it, and read it aloud.
    if (plain.includes(own)) problems.push(`${rule.selector} { content: ${value[0]} } outside ${FALLBACK}`);
  }
  return problems;
}

test('every content with alternative text has its plain sign for the browsers without it, and only for those', () => {
  const problems: string[] = [];
  let count = 0;
  for (const file of stylesheets) {
    const css = fs.readFileSync(file, 'utf8');
    count += styleRules(css).filter((rule) => content(rule.body)?.length === 2 && !rule.context.includes(FALLBACK)).length;
    problems.push(...missingFallbacks(css).map((problem) => `${path.relative(root, file)}: ${problem}`));
  }
  expect(count).toBeGreaterThanOrEqual(4); // the FAQ's sign, the breadcrumb, the quote, the byline
  expect(problems).toEqual([]);
});

test('the check itself: a fallback in other at-rules, another sign, or a plain sign for every browser is found', () => {
  const rule = ".a::after { content: '+' / ''; }";
  const fallback = (inner: string) => `${FALLBACK} { ${inner} }`;
  expect(missingFallbacks(`${rule} ${fallback(".a::after { content: '+'; }")}`)).toEqual([]);
  expect(missingFallbacks(rule)).toHaveLength(1);
  expect(missingFallbacks(`${rule} ${fallback(".a::after { content: '-'; }")}`)).toHaveLength(1);
  expect(missingFallbacks(`${rule} ${fallback("@media print { .a::after { content: '+'; } }")}`)).toHaveLength(1);
  expect(missingFallbacks(`@media print { ${rule} } ${fallback(".a::after { content: '+'; }")}`)).toHaveLength(1);
  expect(missingFallbacks(`@media print { ${rule} } @media print { ${fallback(".a::after { content: '+'; }")} }`)).toEqual([]);
  expect(missingFallbacks(`${rule} .a::after { content: '+'; } ${fallback(".a::after { content: '+'; }")}`)).toHaveLength(1);
  // Other values with alternative text, and a plain `content: none` beside them (print) is no problem.
  expect(missingFallbacks(".b::before { content: counter(x) '. ' / ''; } @media print { .b::before { content: none; } }")).toHaveLength(1);
  expect(missingFallbacks(`.c::before { content: '\\'' / ''; } ${fallback(".c::before { content: '\\''; }")}`)).toEqual([]);
  expect(missingFallbacks('.d::before { content: url(a/b.svg); }')).toEqual([]);
});
