import { renderRichText } from '@storyblok/richtext';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import type { EngineContext } from './render/registry';
import { RichText } from './render/RichText';
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
/** Our HTML of a document, rendered without the site's parts (plain <a> and <img>). */
const html = (doc: RichTextDoc) =>
  renderToStaticMarkup(createElement(RichText<object>, { doc, ctx: { environment: 'production', registry: {} } as unknown as EngineContext<object> }))
    .replace(/^<div>/, '')
    .replace(/<\/div>$/, '');
/** Storyblok's own renderer's HTML of a document (the oracle). */
const oracle = (content: unknown[]) => renderRichText({ type: 'doc', content } as Parameters<typeof renderRichText>[0]);

describe('sanitizeRichText keeps every word', () => {
  test('a link that is refused keeps its text, with an error naming the mark', () => {
    const { doc, reports } = run([{ type: 'paragraph', content: [t('klicka', [{ type: 'link', attrs: { href: 'javascript:alert(1)', linktype: 'url' } }])] }]);
    expect(doc.content).toEqual([{ type: 'paragraph', content: [{ type: 'text', text: 'klicka', marks: [] }] }]);
    expect(reports).toEqual([['error', '/text/content/0/content/0/marks/0/attrs', expect.stringContaining('the text is kept without the link') as string]]);
  });

  test("adjacent links to the same address with another rel or title stay two links, each with the editor's attributes, as Storyblok renders them", () => {
    const href = 'https://partner.example/erbjudande';
    const link = (custom?: Record<string, string>) => ({ type: 'link', attrs: { href, linktype: 'url', target: null, ...(custom ? { custom } : {}) } });
    const content = [
      { type: 'paragraph', content: [t('Läs mer hos ', [link()]), t('vår partner', [link({ rel: 'sponsored' })])] },
      { type: 'paragraph', content: [t('Ett ', [link({ title: 'x' })]), t('två', [link({ title: 'y' })]), t(' tre', [link({ title: 'y' })])] },
    ];
    const { doc, reports } = run(content);
    expect(reports).toEqual([]);
    const links = doc.content.map((n) => (n.type === 'paragraph' ? n.content.map((c) => (c.type === 'link' ? [c.link, c.content.length] : c.type)) : []));
    expect(links).toEqual([
      [
        [{ kind: 'external', href }, 1],
        [{ kind: 'external', href, rel: 'sponsored' }, 1],
      ],
      [
        [{ kind: 'external', href, title: 'x' }, 1],
        [{ kind: 'external', href, title: 'y' }, 2],
      ],
    ]);
    expect(html(doc)).toBe(oracle(content));
    expect(html(doc)).toContain(`<a href="${href}">Läs mer hos </a><a href="${href}" rel="sponsored">vår partner</a>`);
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
    expect(starts).toEqual([0, 3, 1, 1, 1]);
  });

  test('an ordered list starts only at a non-negative integer, a number or a string of digits; "", false, null or a negative number start at 1', () => {
    const list = (order: unknown) => ({
      type: 'ordered_list',
      attrs: { order },
      content: [{ type: 'list_item', content: [{ type: 'paragraph', content: [t('x')] }] }],
    });
    const orders = ['', false, null, -1, -2, '-3', 2.5, '4', ' 7 ', '07', 0, '0', true, [], {}, '1e3', '9'.repeat(400), 1e12];
    const { doc } = run(orders.map(list));
    expect(doc.content.map((n) => (n.type === 'ordered_list' ? n.start : undefined))).toEqual([1, 1, 1, 1, 1, 1, 1, 4, 7, 7, 0, 0, 1, 1, 1, 1, 1e9, 1e9]);
    // Rendered: a list from 1 carries no start (not start="0"); one from 0 does.
    const rendered = html(run([list(''), list(null), list(0)]).doc);
    expect(rendered.match(/<ol[^>]*>/g)).toEqual(['<ol>', '<ol>', '<ol start="0">']);
  });

  test('a level-1 heading is shown as level 2, with one warning a document; other levels, and none, without a word', () => {
    const h = (level: unknown, text = 'Rubrik') => ({ type: 'heading', attrs: { level }, content: [t(text)] });
    const { doc, reports } = run([h(2), h(1, 'Första'), h(null), h('x'), h(1, 'Andra'), { type: 'blockquote', content: [h(1, 'Citerad')] }, h(7), h(1, '')]);
    expect(doc.content.map((n) => (n.type === 'heading' ? n.level : n.type))).toEqual([2, 2, 2, 2, 2, 'blockquote', 6]);
    expect(html(doc)).toContain('<h2>Första</h2>');
    expect(reports).toEqual([
      [
        'warning',
        '/text/content/1/attrs/level',
        "A heading of level 1 is shown as level 2: the page's title is its only level-1 heading; choose level 2 for the text's top headings",
      ],
    ]);
    // Once per document: another document says it again.
    expect(run([h(1)]).reports).toHaveLength(1);
    expect(run([h(2), h(3), h(6), h(undefined)]).reports).toEqual([]);
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

  test('a quote, a list item and a code block keep their direction; a direction the editor cannot set is left out', () => {
    const p = (text: string) => ({ type: 'paragraph', content: [t(text)] });
    const content = [
      { type: 'blockquote', attrs: { dir: 'rtl' }, content: [p('مرحبا بالعالم')] },
      {
        type: 'bullet_list',
        content: [
          { type: 'list_item', attrs: { dir: 'rtl' }, content: [p('שלום')] },
          { type: 'list_item', attrs: { dir: 'auto' }, content: [p('auto')] },
          { type: 'list_item', attrs: { dir: 'sideways' }, content: [p('fel')] },
        ],
      },
      { type: 'ordered_list', attrs: { order: 1 }, content: [{ type: 'list_item', attrs: { dir: 'ltr' }, content: [p('ett')] }] },
      { type: 'code_block', attrs: { dir: 'rtl', language: 'js' }, content: [t('let a')] },
      { type: 'blockquote', attrs: { dir: 'rtl"><script>' }, content: [p('fel')] },
    ];
    const { doc, reports } = run(content);
    expect(reports).toEqual([]);
    expect(doc.content[0]).toMatchObject({ type: 'blockquote', dir: 'rtl' });
    expect(doc.content[1]).toMatchObject({ type: 'bullet_list', content: [{ dir: 'rtl' }, { dir: 'auto' }, {}] });
    expect(doc.content[1]!.type === 'bullet_list' && doc.content[1]!.content[2]).not.toHaveProperty('dir');
    expect(doc.content[2]).toMatchObject({ type: 'ordered_list', content: [{ dir: 'ltr' }] });
    expect(doc.content[3]).toEqual({ type: 'code_block', text: 'let a', language: 'js', dir: 'rtl' });
    expect(doc.content[4]).not.toHaveProperty('dir');

    const ours = html(doc);
    expect(ours).toContain('<blockquote dir="rtl"><p>مرحبا بالعالم</p></blockquote>');
    expect(ours).toContain('<li dir="rtl"><p>שלום</p></li><li dir="auto"><p>auto</p></li><li><p>fel</p></li>');
    expect(ours).toContain('<ol><li dir="ltr"><p>ett</p></li></ol>');
    // On the block, so its lines align to their direction (Storyblok's renderer writes it on the inline <code>).
    expect(ours).toContain('<pre dir="rtl"><code class="language-js">let a</code></pre>');
    // Where the editor could set them, as Storyblok's renderer writes them.
    const valid = content.slice(0, 3).map((n) => (n.type === 'bullet_list' ? { ...n, content: n.content!.slice(0, 2) } : n));
    const tags = (h: string) => h.match(/<(blockquote|li)\b[^>]*>/g);
    expect(tags(html(run(valid).doc))).toEqual(tags(oracle(valid)));
    expect(tags(oracle(valid))).toEqual(['<blockquote dir="rtl">', '<li dir="rtl">', '<li dir="auto">', '<li dir="ltr">']);
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

describe('the markup a visitor gets', () => {
  test('a table: the header row in <thead> with column headers, a row of header cells leading with row headers, spans kept', () => {
    const cell = (type: string, text: string, attrs: object = {}) => ({
      type,
      attrs: { colspan: 1, rowspan: 1, colwidth: null, ...attrs },
      content: [{ type: 'paragraph', content: [t(text)] }],
    });
    const { doc, reports } = run([
      {
        type: 'table',
        content: [
          { type: 'tableRow', content: [cell('tableHeader', 'Lån'), cell('tableHeader', 'Ränta'), cell('tableHeader', 'Avgift')] },
          { type: 'tableRow', content: [cell('tableHeader', 'Flex'), cell('tableCell', '5 %', { colspan: 2 })] },
          { type: 'tableRow', content: [cell('tableHeader', 'Vecka'), cell('tableCell', '4 %', { rowspan: 2, colwidth: [120] }), cell('tableCell', '1,9 %')] },
        ],
      },
    ]);
    expect(reports).toEqual([]);
    expect(html(doc)).toBe(
      '<div data-rich-table="" role="region" aria-label="Lån, Ränta, Avgift" tabindex="0"><table>' +
        '<thead><tr><th scope="col"><p>Lån</p></th><th scope="col"><p>Ränta</p></th><th scope="col"><p>Avgift</p></th></tr></thead>' +
        '<tbody><tr><th scope="row"><p>Flex</p></th><td colSpan="2"><p>5 %</p></td></tr>' +
        '<tr><th scope="row"><p>Vecka</p></th><td rowSpan="2"><p>4 %</p></td><td><p>1,9 %</p></td></tr></tbody></table></div>',
    );
  });

  test("the simple marks as their elements; colour, highlight and a style class dropped without a word (the site's design sets colours)", () => {
    const marks = ['strike', 'underline', 'code', 'superscript', 'subscript', 'highlight', 'textStyle', 'styled'];
    const { doc, reports } = run([{ type: 'paragraph', content: marks.map((m) => t(m, [{ type: m, attrs: { color: '#ff0000', class: 'rod' } }])) }]);
    expect(reports).toEqual([]);
    expect(html(doc)).toBe('<p><s>strike</s><u>underline</u><code>code</code><sup>superscript</sup><sub>subscript</sub>highlighttextStylestyled</p>');
  });

  test('an e-mail link mark becomes mailto:, an asset link its file', () => {
    const link = (attrs: object) => ({ type: 'link', attrs: { target: null, uuid: null, anchor: null, ...attrs } });
    const { doc, reports } = run([
      {
        type: 'paragraph',
        content: [
          t('mejla', [link({ href: 'hej@flodvik.se', linktype: 'email' })]),
          t(' '),
          t('villkoren', [link({ href: 'https://a.storyblok.com/f/1/villkor.pdf', linktype: 'asset' })]),
        ],
      },
    ]);
    expect(reports).toEqual([]);
    expect(html(doc)).toBe('<p><a href="mailto:hej@flodvik.se">mejla</a> <a href="https://a.storyblok.com/f/1/villkor.pdf">villkoren</a></p>');
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

  test('without its own alt text, the asset library\'s; with neither, decorative (alt=""); its title is kept and shown', () => {
    const src = 'https://a.storyblok.com/f/1/800x600/abc/x.jpg';
    const leaf = (attrs: Record<string, unknown>) => ({ type: 'image', attrs: { src, ...attrs } });
    const library = { alt: 'Beskrivning från biblioteket' };
    const content = [
      {
        type: 'paragraph',
        content: [
          leaf({ alt: null, meta_data: library }),
          leaf({ alt: '', meta_data: library, title: ' Titel ' }),
          leaf({ alt: '  ', meta_data: library }),
          leaf({ alt: 'Egen text', meta_data: library }),
          leaf({ alt: '', title: '', meta_data: { alt: '' } }),
          leaf({ meta_data: null }),
        ],
      },
    ];
    const { doc, reports } = run(content);
    expect(reports).toEqual([]);
    const para = doc.content[0] as Extract<RichTextDoc['content'][number], { type: 'paragraph' }>;
    expect(para.content.map((n) => (n.type === 'image' ? [n.asset.alt, n.asset.title] : n.type))).toEqual([
      ['Beskrivning från biblioteket', undefined],
      ['Beskrivning från biblioteket', 'Titel'],
      ['Beskrivning från biblioteket', undefined],
      ['Egen text', undefined],
      ['', undefined],
      ['', undefined],
    ]);
    const imgs = html(doc).match(/<img[^>]*>/g)!;
    expect(imgs[0]).toContain('alt="Beskrivning från biblioteket"');
    expect(imgs[1]).toContain('title="Titel"');
    expect(imgs[4]).toContain('alt=""');
    expect(imgs[4]).not.toContain('title=');
  });

  test("a link around images without alt text alone is named: the first image takes its own title, else a name from the link's address, with a warning; a link's title names it already", () => {
    const src = 'https://a.storyblok.com/f/1/800x600/abc/logo.png';
    const leaf = (alt: string, title = '') => ({ type: 'image', attrs: { src, alt, title } });
    const link = (href: string, custom?: object) => ({
      type: 'link',
      attrs: { href, linktype: 'url', target: null, uuid: null, anchor: null, ...(custom && { custom }) },
    });
    const linked = (node: object, mark: object) => ({ ...node, marks: [mark] });
    const { doc, reports } = run([
      { type: 'paragraph', content: [linked(leaf(''), link('https://partner.example.com/om-oss'))] },
      { type: 'paragraph', content: [linked(leaf('', 'Partnerns logotyp'), link('https://partner.example.com/'))] },
      { type: 'paragraph', content: [linked(leaf(''), link('#kontakt'))] },
      // Named already: by the link's title, the image's own alt text, or words in the link.
      { type: 'paragraph', content: [linked(leaf(''), link('https://partner.example.com/', { title: 'Partnerns webbplats' }))] },
      { type: 'paragraph', content: [linked(leaf('Partnerns logotyp'), link('https://partner.example.com/a'))] },
      { type: 'paragraph', content: [linked(leaf(''), link('https://partner.example.com/b')), linked(t('Partnern'), link('https://partner.example.com/b'))] },
    ]);
    const links = html(doc).match(/<a[^>]*>.*?<\/a>/g)!;
    expect(links[0]).toMatch(/^<a href="https:\/\/partner\.example\.com\/om-oss"><img [^>]*alt="om-oss"/);
    expect(links[1]).toMatch(/<img [^>]*alt="Partnerns logotyp"/);
    expect(links[2]).toMatch(/^<a href="#kontakt"><img [^>]*alt="kontakt"/);
    expect(links[3]).toMatch(/^<a [^>]*title="Partnerns webbplats"><img [^>]*alt=""/);
    expect(links[4]).toContain('alt="Partnerns logotyp"');
    expect(links[5]).toMatch(/<img [^>]*alt=""[^>]*>Partnern<\/a>$/);
    expect(reports).toEqual([
      [
        'warning',
        '/text/content/0/content',
        expect.stringMatching(/^A linked image has no alt text, .* it is named "om-oss"; describe where the link leads/) as string,
      ],
      ['warning', '/text/content/1/content', expect.stringMatching(/named "Partnerns logotyp"/) as string],
      ['warning', '/text/content/2/content', expect.stringMatching(/named "kontakt"/) as string],
    ]);
  });

  test('from another host than the asset library is left out, with an error naming the host', () => {
    const { doc, reports } = run([{ type: 'paragraph', content: [image('https://cdn.example.com/bild.png'), t('Text')] }]);
    expect(JSON.stringify(doc)).not.toContain('cdn.example.com');
    expect(reports).toEqual([
      ['error', '/text/content/0/content/0/attrs', expect.stringMatching(/is on cdn\.example\.com: .*; the image is left out$/) as string],
    ]);
  });
});

describe('blank pieces in a text that shows something are left out, not drawn empty', () => {
  const p = (...content: unknown[]) => ({ type: 'paragraph', content });
  test('a heading, a list item, a quote and a code block of blank words; a link around a space (no name to read)', () => {
    const link = { type: 'link', attrs: { href: '/villkor', linktype: 'url' } };
    const { doc, reports } = run([
      { type: 'heading', attrs: { level: 2 }, content: [t(' ')] },
      p(t('Text'), t(' ', [link])),
      {
        type: 'bullet_list',
        content: [
          { type: 'list_item', content: [p(t(' '))] },
          { type: 'list_item', content: [p(t('Punkt'))] },
        ],
      },
      { type: 'blockquote', content: [p(t('\u00a0'))] },
      { type: 'code_block', content: [t('   ')] },
      { type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableCell', content: [p({ type: 'hard_break' })] }] }] },
    ]);
    expect(reports).toEqual([]);
    expect(html(doc)).toBe('<p>Text </p><ul><li><p>Punkt</p></li></ul>');
  });

  test('what shows stays: a rule, an emoji, an image, a blank paragraph between two (the editor’s spacing)', () => {
    const { doc } = run([p(t('Ett')), p(t(' ')), { type: 'horizontal_rule' }, p({ type: 'emoji', attrs: { name: 'smile', emoji: '😄' } }), p(t('Två'))]);
    expect(html(doc)).toBe('<p>Ett</p><p> </p><hr/><p>😄</p><p>Två</p>');
  });
});

describe('blank text that carries an anchor is a place a link jumps to', () => {
  test('it stays, with its id, where blank text alone is left out', () => {
    const anchor = (id: string) => ({ type: 'anchor', attrs: { id } });
    const { doc } = run([
      { type: 'heading', attrs: { level: 2 }, content: [t(' ', [anchor('mal')])] },
      { type: 'paragraph', content: [t('Målet', [anchor('mal')])] },
    ]);
    expect(html(doc)).toBe('<h2><span id="mal"> </span></h2><p><span id="mal-2">Målet</span></p>');
  });
});
