/**
 * Real Storyblok rich-text documents (tests/fixtures/richtext/storyblok-documents.json: Storyblok's
 * own renderer fixtures and documents from public repositories, each with its source) rendered by
 * Storyblok's renderer (renderRichText from @storyblok/richtext) as the oracle, and by the engine.
 * Every word the oracle shows must be in our output, as often. Nothing is exempt here: a refused link
 * or image keeps its words (the link text stays, an image's description was never visible text).
 */
import { renderRichText } from '@storyblok/richtext';
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test, vi } from 'vitest';
import { RichText } from '~/engine/render/RichText';
import type { EngineContext } from '~/engine/render/registry';
import { sanitizeRichText } from '~/engine/richtext';
import { decodeEntities } from '../helpers/html';
import { linkContext } from '../helpers/engine';

interface Gathered {
  source: string;
  doc: { type: 'doc'; content: unknown[] };
}
const documents = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../fixtures/richtext/storyblok-documents.json'), 'utf8')) as Gathered[];
const ctx = { environment: 'production', registry: {} } as unknown as EngineContext<object>;

/**
 * Visible words of an HTML string, counted: text outside tags, entities decoded; block elements
 * separate words, inline ones do not (two adjacent links "A" and "B" read "AB", as one link would).
 */
function words(html: string): Map<string, number> {
  const text = decodeEntities(
    html.replace(/<\/?(p|h[1-6]|li|ul|ol|blockquote|pre|table|thead|tbody|tr|td|th|caption|hr|br|div)\b[^>]*>/gi, ' ').replace(/<[^>]*>/g, ''),
  );
  const counts = new Map<string, number>();
  for (const w of text.match(/[\p{L}\p{N}\p{Extended_Pictographic}]+/gu) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}

function ours(doc: unknown): string {
  const resolved = sanitizeRichText(doc, { link: linkContext('sv'), report: () => {}, resolveBloks: () => [] }, '');
  return renderToStaticMarkup(<RichText doc={resolved} ctx={ctx} />);
}

test('the gathered documents are real and named by source', () => {
  expect(documents.length).toBeGreaterThanOrEqual(100);
  for (const d of documents) expect(d.source).toMatch(/^(@storyblok\/richtext@|github\.com\/)/);
});

test('every word Storyblok renderRichText shows of a real document is in our output', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {}); // the oracle warns about blok nodes
  const losing: string[] = [];
  try {
    for (const { source, doc } of documents) {
      const expected = words(renderRichText(doc as Parameters<typeof renderRichText>[0]));
      const got = words(ours(doc));
      const missing = [...expected].filter(([w, n]) => (got.get(w) ?? 0) < n).map(([w]) => w);
      if (missing.length > 0) losing.push(`${source}: ${missing.slice(0, 8).join(', ')}`);
    }
  } finally {
    warn.mockRestore();
  }
  console.log(`${documents.length} real Storyblok rich-text documents: ${documents.length - losing.length} keep every word the oracle shows`);
  expect(losing).toEqual([]);
});

test('the comparison can fail: a dropped word is found', () => {
  const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hej världen' }] }] };
  const expected = words(renderRichText(doc as Parameters<typeof renderRichText>[0]));
  expect([...expected].filter(([w]) => !words('<p>Hej</p>').has(w))).toEqual([['världen', 1]]);
});

test("alignment, direction and a code block's language come out as Storyblok's renderer writes them", () => {
  const doc = {
    type: 'doc',
    content: [
      { type: 'paragraph', attrs: { textAlign: 'center' }, content: [{ type: 'text', text: 'mitten' }] },
      { type: 'heading', attrs: { level: 2, textAlign: 'justify', dir: 'rtl' }, content: [{ type: 'text', text: 'rubrik' }] },
      { type: 'code_block', attrs: { class: 'language-javascript' }, content: [{ type: 'text', text: 'let a' }] },
    ],
  };
  const oracle = renderRichText(doc as Parameters<typeof renderRichText>[0]);
  const attributes = (html: string) =>
    [...html.matchAll(/<(p|h2|code)\b([^>]*)>/g)].map(([, tag, attrs]) => [
      tag,
      [...attrs!.matchAll(/\s([a-z-]+)="([^"]*)"/g)].map(([, k, v]) => `${k}=${v!.replace(/;$/, '').replace(/:\s*/g, ': ')}`).sort(),
    ]);
  expect(attributes(ours(doc))).toEqual(attributes(oracle));
  expect(attributes(oracle)).toEqual([
    ['p', ['style=text-align: center']],
    ['h2', ['dir=rtl', 'style=text-align: justify']],
    ['code', ['class=language-javascript']],
  ]);
});

test('our output of every document carries no script, event handler or unsafe URL', () => {
  for (const { doc } of documents) {
    const html = ours(doc);
    expect(html).not.toMatch(/<script|<iframe|\son[a-z]+=|javascript:|data:text/i);
    for (const [, url] of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) expect(url).toMatch(/^(https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/);
  }
});
