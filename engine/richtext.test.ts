import { describe, expect, test } from 'vitest';
import { MAX_RICH_TEXT_CHARS, plainTextOf, sanitizeRichText } from './richtext';
import type { RichTextDoc } from './types';

const run = (content: unknown[]) => {
  const reports: Array<[string, string, string]> = [];
  const doc = sanitizeRichText(
    { type: 'doc', content },
    { link: { locale: 'sv', locales: ['sv', 'en'], placeholders: {} }, report: (s, p, m) => reports.push([s, p, m]), resolveBloks: () => [] },
    '/text',
  );
  return { doc, reports };
};
const words = (doc: RichTextDoc) =>
  JSON.stringify(doc)
    .match(/"text":"[^"]*"/g)
    ?.join('') ?? '';
const t = (text: string, marks?: unknown[]) => ({ type: 'text', text, ...(marks ? { marks } : {}) });

describe('sanitizeRichText keeps every word', () => {
  test('a link that is refused keeps its text, with an error naming the mark', () => {
    const { doc, reports } = run([{ type: 'paragraph', content: [t('klicka', [{ type: 'link', attrs: { href: 'javascript:alert(1)', linktype: 'url' } }])] }]);
    expect(doc.content).toEqual([{ type: 'paragraph', content: [{ type: 'text', text: 'klicka', marks: [] }] }]);
    expect(reports).toEqual([['error', '/text/content/0/content/0/marks/0/attrs', expect.stringContaining('the text is kept without the link') as string]]);
  });

  test('adjacent text with the same link becomes one link; a different link starts another', () => {
    const link = (href: string) => ({ type: 'link', attrs: { href, linktype: 'url' } });
    const { doc } = run([{ type: 'paragraph', content: [t('a ', [link('/x')]), t('b', [link('/x'), { type: 'bold' }]), t('c', [link('/y')])] }]);
    const para = doc.content[0] as Extract<RichTextDoc['content'][number], { type: 'paragraph' }>;
    expect(para.content.map((n) => (n.type === 'link' ? [n.link.href, n.content.length] : n.type))).toEqual([
      ['/sv/x', 2],
      ['/sv/y', 1],
    ]);
  });

  test('a number written as a text node is shown as its digits (Management API content), in the plain text too', () => {
    const { doc, reports } = run([{ type: 'paragraph', content: [t('Pris: '), { type: 'text', text: 1995 }, t(' kr')] }]);
    expect(words(doc)).toBe('"text":"Pris: ""text":"1995""text":" kr"');
    expect(reports).toEqual([]);
    expect(plainTextOf({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 12.5 }] }] }).trim()).toBe('12.5');
  });

  test('a story link fetched with resolve_links goes to the linked story’s slug, which is newer than its href', () => {
    const link = (href: string) => ({ type: 'link', attrs: { href, linktype: 'story', uuid: 'u1', story: { uuid: 'u1', full_slug: 'sv/ny-slug' } } });
    const { doc, reports } = run([{ type: 'paragraph', content: [t('Ny sida', [link('/gammal-slug')]), t(' och '), t('tom', [link('')])] }]);
    const para = doc.content[0] as Extract<RichTextDoc['content'][number], { type: 'paragraph' }>;
    expect(para.content.flatMap((n) => (n.type === 'link' ? [n.link.href] : []))).toEqual(['/sv/ny-slug', '/sv/ny-slug']);
    expect(reports).toEqual([]);
  });

  test('an ordered list starts where the editor numbered it, 0 included; a missing or odd number starts at 1', () => {
    const list = (order: unknown) => ({
      type: 'ordered_list',
      attrs: { order },
      content: [{ type: 'list_item', content: [{ type: 'paragraph', content: [t('x')] }] }],
    });
    const starts = run([list(0), list(3), list(undefined), list('x'), list(-2)]).doc.content.map((n) => (n.type === 'ordered_list' ? n.start : undefined));
    expect(starts).toEqual([0, 3, 1, 1, 0]);
  });

  test("a paragraph's or heading's alignment and direction are kept; values the editor cannot set are not", () => {
    const { doc, reports } = run([
      { type: 'paragraph', attrs: { textAlign: 'center' }, content: [t('mitten')] },
      { type: 'heading', attrs: { level: 3, textAlign: 'right', dir: 'rtl' }, content: [t('höger')] },
      { type: 'paragraph', attrs: { textAlign: 'center; color: red', dir: 'sideways' }, content: [t('fel')] },
      { type: 'paragraph', attrs: { textAlign: null }, content: [t('vanlig')] },
    ]);
    expect(doc.content.map((n) => ({ ...n, content: undefined }))).toEqual([
      { type: 'paragraph', align: 'center', content: undefined },
      { type: 'heading', level: 3, align: 'right', dir: 'rtl', content: undefined },
      { type: 'paragraph', content: undefined },
      { type: 'paragraph', content: undefined },
    ]);
    expect(reports).toEqual([]);
  });

  test("a code block's language, from Tiptap's attribute or an older document's class; a name unfit for a class is left out", () => {
    const code = (attrs: unknown) => ({ type: 'code_block', attrs, content: [t('x = 1')] });
    const { doc } = run([code({ language: 'ts' }), code({ class: 'hljs language-c++' }), code({ language: 'a b"><script>' }), code({ class: 'language-' })]);
    expect(doc.content).toEqual([
      { type: 'code_block', text: 'x = 1', language: 'ts' },
      { type: 'code_block', text: 'x = 1', language: 'c++' },
      { type: 'code_block', text: 'x = 1' },
      { type: 'code_block', text: 'x = 1' },
    ]);
  });

  test('content nested 1 000 levels deep keeps its words as plain paragraphs, with one warning', () => {
    let node: unknown = { type: 'paragraph', content: [t('djupt')] };
    for (let i = 0; i < 1000; i++) node = { type: 'blockquote', content: [node] };
    const { doc, reports } = run([node]);
    expect(words(doc)).toContain('djupt');
    expect(reports.filter((r) => r[2].includes('nested deeper'))).toHaveLength(1);
  });

  test(`text past ${MAX_RICH_TEXT_CHARS} characters is kept as plain paragraphs, with one error`, () => {
    const block = (i: number) => ({ type: 'paragraph', content: [t(`${'x'.repeat(999)} ${i}`, [{ type: 'bold' }])] });
    const { doc, reports } = run(Array.from({ length: 300 }, (_, i) => block(i)));
    expect(doc.content).toHaveLength(300);
    expect(words(doc)).toContain(' 299');
    expect(reports.filter((r) => r[0] === 'error')).toHaveLength(1);
    const last = doc.content[299] as Extract<RichTextDoc['content'][number], { type: 'paragraph' }>;
    expect(last.content[0]).toMatchObject({ type: 'text', marks: [] });
  });

  test('an image with an unsafe src is left out with an error; a table cell outside a row still shows', () => {
    const { doc, reports } = run([
      { type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'x' } },
      { type: 'table', content: [{ type: 'tableCell', content: [{ type: 'paragraph', content: [t('lös cell')] }] }] },
    ]);
    expect(reports.some((r) => r[0] === 'error' && r[2].includes('the image is left out'))).toBe(true);
    expect(words(doc)).toContain('lös cell');
  });

  test('plainTextOf reads arbitrarily deep documents without recursion', () => {
    let node: unknown = t('botten');
    for (let i = 0; i < 100_000; i++) node = { type: 'x', content: [node] };
    expect(plainTextOf(node)).toBe('botten');
  });
});

describe('a rich-text image', () => {
  // The node Storyblok's rich-text editor stores for an image from the asset library.
  const image = (src: string) => ({
    type: 'image',
    attrs: { id: 18273645, alt: 'Kontoret', src, title: '', source: '', copyright: '', meta_data: {} },
  });
  const assetOf = (src: string) => {
    const { doc } = run([{ type: 'paragraph', content: [image(src)] }]);
    const para = doc.content[0] as Extract<RichTextDoc['content'][number], { type: 'paragraph' }>;
    return (para.content[0] as Extract<(typeof para.content)[number], { type: 'image' }>).asset;
  };

  test('reserves the size its Storyblok URL names, not a fixed one', () => {
    expect(assetOf('https://a.storyblok.com/f/123/1200x300/9f8e7d6c5b/banner.png')).toMatchObject({ width: 1200, height: 300 });
    expect(assetOf('https://a.storyblok.com/f/123/640x960/9f8e7d6c5b/portrait.jpg')).toMatchObject({ width: 640, height: 960 });
  });

  test('after an image-service resize, the size delivered', () => {
    expect(assetOf('https://a.storyblok.com/f/123/1200x300/9f8e7d6c5b/banner.png/m/600x0')).toMatchObject({ width: 600, height: 150 });
  });

  test('without a size in its URL, none (the renderer decides)', () => {
    const asset = assetOf('/demo/bild.png');
    expect(asset).not.toHaveProperty('width');
    expect(asset).not.toHaveProperty('height');
  });

  test('from another host than the asset library is left out, with an error naming the host', () => {
    const { doc, reports } = run([{ type: 'paragraph', content: [image('https://cdn.example.com/bild.png'), t('Text')] }]);
    expect(JSON.stringify(doc)).not.toContain('cdn.example.com');
    expect(reports).toEqual([
      ['error', '/text/content/0/content/0/attrs', expect.stringMatching(/is on cdn\.example\.com: .*; the image is left out$/) as string],
    ]);
  });
});
