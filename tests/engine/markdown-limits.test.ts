import { describe, expect, test } from 'vitest';
import type { RichNode, RichTextDoc } from '~/engine';
import { resolveStory } from '../helpers/engine';
import { MAX_MARKDOWN_CHARS } from '~/engine/markdown';
import { letters, pathological, prose } from './pathological';

/** The words a reader gets from a resolved document (image descriptions included). */
function textOf(nodes: RichNode[]): string {
  const parts: string[] = [];
  const inline = (content: Extract<RichNode, { type: 'paragraph' }>['content']) => {
    for (const n of content) {
      for (const leaf of n.type === 'link' ? n.content : [n]) parts.push(leaf.type === 'text' ? leaf.text : leaf.type === 'image' ? leaf.asset.alt : ' ');
    }
  };
  const walk = (list: RichNode[]) => {
    for (const n of list) {
      if (n.type === 'paragraph' || n.type === 'heading') inline(n.content);
      else if (n.type === 'bullet_list' || n.type === 'ordered_list') n.content.forEach((item) => walk(item.content));
      else if (n.type === 'blockquote') walk(n.content);
      else if (n.type === 'code_block') parts.push(n.text);
      else if (n.type === 'table') [...n.head, ...n.body].forEach((r) => r.cells.forEach((c) => walk(c.content)));
      parts.push('\n');
    }
  };
  walk(nodes);
  return parts.join('');
}

function resolveMarkdown(text: string) {
  const story = { story: { full_slug: 'sv/x', content: { _uid: 'p', component: 'Page', body: [{ _uid: 'd', component: 'Downloads', text }] } } };
  const result = resolveStory(story, { locale: 'sv' });
  const body = (result.tree?.content as { body?: Array<{ text?: RichTextDoc }> } | undefined)?.body;
  return { result, doc: body?.[0]?.text };
}

describe('pathological Markdown resolves to a document that keeps every letter', () => {
  test.each(Object.entries(pathological))('%s', (name, input) => {
    const { result, doc } = resolveMarkdown(input);
    expect(result.diagnostics.filter((d) => d.message.includes('could not be read') || d.message.startsWith('The engine failed'))).toEqual([]);
    expect(doc?.type).toBe('doc');
    const out = textOf(doc!.content);
    if (name.startsWith('5 000 reference definitions')) {
      // Definitions are not shown; each use becomes a link with its label.
      expect(JSON.stringify(doc).match(/"kind":"internal"/g)).toHaveLength(5_000);
    } else {
      // Every letter outside a complete HTML tag (a tag's name and attributes are not shown).
      expect(letters(out)).toBe(letters(input.replace(/<\/?[a-z][^<>]*>/gi, '')));
    }
  });
});

describe('length limit', () => {
  test('1 MB of prose: the first part is Markdown, the rest plain paragraphs, with an error saying so', () => {
    const input = prose(1_000_000);
    const { result, doc } = resolveMarkdown(input);
    const limit = result.diagnostics.filter((d) => d.message.includes(`${MAX_MARKDOWN_CHARS.toLocaleString('en')} read as Markdown`));
    expect(limit).toHaveLength(1);
    expect(limit[0]).toMatchObject({ severity: 'error', component: 'Downloads', pointer: '/content/body/0/text' });
    expect(doc!.content.filter((n) => n.type === 'heading').length).toBeGreaterThan(100);
    expect(doc!.content.filter((n) => n.type === 'table').length).toBeGreaterThan(100);
    // Nothing lost: every letter of the text outside link targets reaches the reader.
    expect(letters(textOf(doc!.content))).toBeGreaterThanOrEqual(letters(input.replace(/\]\(\/sv\/om-oss\)/g, ']')));
  });

  test('a text under the limit is read whole, with no diagnostic', () => {
    const { result } = resolveMarkdown(prose(MAX_MARKDOWN_CHARS - 1000));
    expect(result.diagnostics).toEqual([]);
  });
});
