/**
 * Markdown that costs naive parsers quadratic or worse time: long runs of one character, unclosed
 * brackets and emphasis, deep quotes and lists, and a megabyte of ordinary prose. Shared by the
 * shape test (tests/engine/markdown-limits.test.ts) and the benchmark (npm run bench:text).
 */
const repeat = (s: string, n: number) => s.repeat(n);
const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('\n');

/** A realistic article section, repeated to about 1 MB. */
export function prose(bytes: number): string {
  const section = (i: number) =>
    `## Avsnitt ${i}\n\nEtt *stycke* med **fetstil**, [en länk](/sv/om-oss) och \`kod\`. Företag som växer behöver kapital i rätt tid.\n\n- första punkten\n- andra punkten\n  - en nivå till\n\n> Ett citat ${i}\n\n| Lån | Ränta |\n|---|---|\n| Flex | 1,5 % |\n`;
  let out = '';
  for (let i = 0; out.length < bytes; i++) out += `${section(i)}\n`;
  return out;
}

/** Pathological inputs by name; each has letters that must all survive, outside HTML tags (no link targets hide any). */
export const pathological: Record<string, string> = {
  'heading line with 50 000 spaces': `#${repeat(' ', 50_000)}x`,
  '100 000 spaces inside a line': `a${repeat(' ', 100_000)}b`,
  '100 000 open brackets': `${repeat('[', 100_000)}a`,
  '100 000 close brackets': `a${repeat(']', 100_000)}`,
  '"[a](" × 20 000': repeat('[a](', 20_000),
  '"![[" × 30 000': repeat('![[', 30_000),
  '100 000 stars': repeat('*', 100_000),
  '"*a" × 50 000': repeat('*a', 50_000),
  '"_a" × 50 000': repeat('_a', 50_000),
  '"**a " × 25 000': repeat('**a ', 25_000),
  '"*a **" × 20 000': repeat('*a **', 20_000),
  '50 000 quote markers on one line': `${repeat('>', 50_000)} x`,
  '20 000 lines of quote markers': lines(20_000, (i) => `${repeat('>', i % 100)} x`),
  '5 000 list lines nesting 200 deep': lines(5_000, (i) => `${repeat(' ', (i % 200) * 2)}- x`),
  '50 000 backticks inside a line': `a${repeat('`', 50_000)}b`,
  '3 000 backtick runs of growing length': Array.from({ length: 3_000 }, (_, i) => repeat('`', i % 300)).join('a'),
  '"&#" × 50 000': repeat('&#', 50_000),
  '100 000 backslashes': `${repeat('\\', 100_000)}a`,
  '20 000 nested brackets': `${repeat('[', 20_000)}a${repeat(']', 20_000)}(b)`,
  '50 000 lines before a setext underline': `${repeat('a\n', 50_000)}===`,
  '5 000 reference definitions and uses': `${lines(5_000, (i) => `[l${i}]: /u`)}\n\n${Array.from({ length: 5_000 }, (_, i) => `[l${i}]`).join(' ')}`,
  '40 000 list items': repeat('- a\n', 40_000),
  '100 000 pipes': `a${repeat('|', 100_000)}`,
  'an HTML block of 50 000 unclosed tags': `<div\n${repeat('<a', 50_000)}`,
  '"<a href=\"" × 20 000 in a line': `x ${repeat('<a href="', 20_000)}`,
  '"<!--" × 30 000 in a line': `x ${repeat('<!--', 30_000)}`,
  '"<b>" × 14 000, then "</b>" × 14 000': `${repeat('<b>', 14_000)}x${repeat('</b>', 14_000)}`,
  '"<a href=/x>" × 9 000': `${repeat('<a href=/x>', 9_000)}y`,
};

/** The letters of a text (what must reach the reader from these inputs). */
export const letters = (text: string) => text.replace(/[^a-zåäö]/gi, '').length;
