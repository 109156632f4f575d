/**
 * The CommonMark specification's examples (the `commonmark-spec` package), parsed by the engine and
 * rendered through RichText, against the specification's reference HTML. Raw HTML is never passed on
 * (its words are kept, engine/markdown.ts), so the two raw-HTML sections, whose reference keeps the
 * tags, are left out; every other example counts. What is compared is what a
 * reader gets: the visible words (image descriptions included) and the block structure (paragraphs,
 * headings, lists and items, quotes, code blocks, rules), whitespace collapsed. Not compared: where
 * links point (the engine rewrites them for the site), heading levels (content headings start at 2)
 * and tight/loose list paragraphs.
 */
import spec from 'commonmark-spec';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { parseMarkdown } from '~/engine/markdown';
import { RichText } from '~/engine/render/RichText';
import type { EngineContext } from '~/engine/render/registry';
import { decodeEntities } from '../helpers/html';
import { linkContext } from '../helpers/engine';

const EXCLUDED_SECTIONS = new Set(['HTML blocks', 'Raw HTML']);
const BLOCK_TAGS = /^(h[1-6]|ul|ol|li|blockquote|pre|hr|table|tr|th|td)$/;

/** Visible words and block structure of an HTML fragment, as one comparable string. */
export function readingOf(html: string): string {
  const out: string[] = [];
  const tag = /<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/gi;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    if (m[4] !== undefined) {
      out.push(decodeEntities(m[4]));
      continue;
    }
    const name = m[2]!.toLowerCase();
    const heading = /^h[1-6]$/.test(name) ? 'h' : name;
    if (name === 'img') out.push(` ${decodeEntities(/alt="([^"]*)"/.exec(m[3] ?? '')?.[1] ?? '')} `);
    else if (name === 'br' || name === 'p') out.push(' ');
    else if (BLOCK_TAGS.test(name)) out.push(` [${m[1]}${heading}] `);
  }
  return out.join('').replace(/\s+/g, ' ').trim();
}

const ctx = { environment: 'production', registry: {} } as unknown as EngineContext<object>;
const render = (markdown: string) =>
  renderToStaticMarkup(<RichText doc={parseMarkdown(markdown, { link: linkContext('sv') })} ctx={ctx} />).replace(/^<div>|<\/div>$/g, '');

test('at least 90 % of the CommonMark examples outside the raw-HTML sections read the same as the reference', () => {
  // The specification shows tabs as "→" (its own test runner turns them back into tabs).
  const examples = spec.tests
    .filter((t) => !EXCLUDED_SECTIONS.has(t.section))
    .map((t) => ({ ...t, markdown: t.markdown.replace(/→/g, '\t'), html: t.html.replace(/→/g, '\t') }));
  const failed = examples.filter((t) => readingOf(render(t.markdown)) !== readingOf(t.html));
  const rate = (examples.length - failed.length) / examples.length;
  console.log(
    `CommonMark ${spec.tests.length} examples, ${examples.length} outside the raw-HTML sections: ${examples.length - failed.length} read the same (${(rate * 100).toFixed(1)} %)`,
  );
  const bySection = new Map<string, number>();
  for (const t of failed) bySection.set(t.section, (bySection.get(t.section) ?? 0) + 1);
  console.log(`  differing, by section: ${[...bySection].map(([s, n]) => `${s} ${n}`).join('; ')}`);
  expect(rate).toBeGreaterThanOrEqual(0.9);
});

test('the comparison can fail: a paragraph is not a heading, and a lost word shows', () => {
  expect(readingOf('<p>a</p>')).not.toBe(readingOf('<h2>a</h2>'));
  expect(readingOf('<p>a b</p>')).not.toBe(readingOf('<p>a</p>'));
  expect(readingOf(render('# a\n\n- b'))).toBe(readingOf('<h1>a</h1>\n<ul>\n<li>b</li>\n</ul>'));
});
