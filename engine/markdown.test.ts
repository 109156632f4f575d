import { describe, expect, test } from 'vitest';
import { parseMarkdown } from './markdown';

const env = { link: { locale: 'sv', locales: ['sv', 'en'], placeholders: { '{{BORROWER_APP_URL}}': 'https://app.example.test' } } };
const md = (s: string) => parseMarkdown(s, env).content;
const text = (t: string, marks: unknown[] = []) => ({ type: 'text', text: t, marks });

describe('parseMarkdown', () => {
  test('paragraphs, and a single newline is a space', () => {
    expect(md('ett\ntvå\n\ntre')).toEqual([
      { type: 'paragraph', content: [text('ett två')] },
      { type: 'paragraph', content: [text('tre')] },
    ]);
  });
  test('headings start at level 2', () => {
    expect(md('# A\n### B')).toEqual([
      { type: 'heading', level: 2, content: [text('A')] },
      { type: 'heading', level: 3, content: [text('B')] },
    ]);
  });
  test('emphasis, code and nested marks', () => {
    expect(md('**fet _och kursiv_** `a*b`')).toEqual([
      {
        type: 'paragraph',
        content: [text('fet ', [{ type: 'bold' }]), text('och kursiv', [{ type: 'bold' }, { type: 'italic' }]), text(' '), text('a*b', [{ type: 'code' }])],
      },
    ]);
  });
  test('snake_case and lone stars stay text', () => {
    expect(md('min_fil_namn och 2 * 3 * 4')).toEqual([{ type: 'paragraph', content: [text('min_fil_namn och 2 * 3 * 4')] }]);
  });
  test('links are resolved like content links, with balanced parentheses', () => {
    expect(md('[om](/om-oss) [wiki](https://x.example/a_(b))')).toEqual([
      {
        type: 'paragraph',
        content: [
          { type: 'link', link: { kind: 'internal', href: '/sv/om-oss' }, content: [text('om')] },
          text(' '),
          { type: 'link', link: { kind: 'external', href: 'https://x.example/a_(b)' }, content: [text('wiki')] },
        ],
      },
    ]);
  });
  test('a refused link keeps its text and is reported', () => {
    const refused: string[] = [];
    const doc = parseMarkdown('[klick](javascript:alert(1))', { ...env, report: (_severity, message) => refused.push(message) });
    expect(doc.content).toEqual([{ type: 'paragraph', content: [text('klick')] }]);
    expect(refused).toHaveLength(1);
  });
  test('a link around an image without alt text alone is named after its address, with a warning', () => {
    const warnings: string[] = [];
    const doc = parseMarkdown('[![](https://a.storyblok.com/f/1/200x100/abc/logo.png)](https://partner.example.com/om-oss) [![Logotyp](/logo.png)](/om)', {
      ...env,
      report: (_severity, message) => warnings.push(message),
    });
    const para = doc.content[0] as Extract<(typeof doc.content)[number], { type: 'paragraph' }>;
    const alts = para.content.flatMap((n) => (n.type === 'link' ? n.content.flatMap((leaf) => (leaf.type === 'image' ? [leaf.asset.alt] : [])) : []));
    expect(alts).toEqual(['om-oss', 'Logotyp']);
    expect(warnings).toEqual([expect.stringMatching(/^A linked image has no alt text, .* named "om-oss"/)]);
  });
  test('a footnote ([^1], GFM) is shown as written with a warning, not made a link to a page named after its note', () => {
    const warnings: string[] = [];
    const doc = parseMarkdown('Räntan är rörlig.[^1] Se [villkor][v].\n\n[^1]: Enligt [prislistan](/priser).\nGäller 2026.\n\n[v]: /villkor', {
      ...env,
      report: (_severity, message) => warnings.push(message),
    });
    expect(doc.content).toEqual([
      {
        type: 'paragraph',
        content: [text('Räntan är rörlig.[^1] Se '), { type: 'link', link: { kind: 'internal', href: '/sv/villkor' }, content: [text('villkor')] }, text('.')],
      },
      {
        type: 'paragraph',
        content: [
          text('[^1]: Enligt '),
          { type: 'link', link: { kind: 'internal', href: '/sv/priser' }, content: [text('prislistan')] },
          text('. Gäller 2026.'),
        ],
      },
    ]);
    expect(warnings).toEqual(['Markdown footnotes ([^1]) are not supported: the notes and their markers are shown as written']);
    // It ends where a paragraph ends: what follows is read as usual, and each note is a paragraph.
    const blocks = (source: string) => md(source).map((n) => n.type);
    expect(blocks('[^1]: en not\n# Rubrik')).toEqual(['paragraph', 'heading']);
    expect(blocks('[^1]: en not\n```\nkod\n```')).toEqual(['paragraph', 'code_block']);
    expect(md('[^1]: första\n[^2]: andra')).toEqual([
      { type: 'paragraph', content: [text('[^1]: första')] },
      { type: 'paragraph', content: [text('[^2]: andra')] },
    ]);
    expect(md('- [^1]: x\n- andra punkten')).toEqual([
      {
        type: 'bullet_list',
        content: [
          { type: 'list_item', content: [{ type: 'paragraph', content: [text('[^1]: x')] }] },
          { type: 'list_item', content: [{ type: 'paragraph', content: [text('andra punkten')] }] },
        ],
      },
    ]);
    // Indented four spaces it is code, as CommonMark has it; no warning.
    const quiet: string[] = [];
    expect(parseMarkdown('    [^1]: x', { ...env, report: (_s, m) => quiet.push(m) }).content).toEqual([{ type: 'code_block', text: '[^1]: x' }]);
    expect(quiet).toEqual([]);
  });
  test('lists, quotes, code blocks and rules', () => {
    const nodes = md('- a\n- b\n\n1. x\n2. y\n\n> citat\n\n```\n<b>kod</b>\n```\n\n---');
    expect(nodes.map((n) => n.type)).toEqual(['bullet_list', 'ordered_list', 'blockquote', 'code_block', 'horizontal_rule']);
    expect(nodes[3]).toEqual({ type: 'code_block', text: '<b>kod</b>' });
  });
  test("a fence's language is kept from its info string's first word; an indented block has none", () => {
    expect(md('```ts title="x.ts"\nlet a = 1\n```\n\n    indragen')).toEqual([
      { type: 'code_block', text: 'let a = 1', language: 'ts' },
      { type: 'code_block', text: 'indragen' },
    ]);
    expect(md('```"><img>\nx\n```')).toEqual([{ type: 'code_block', text: 'x' }]);
  });
  describe('HTML typed into the Markdown is never passed on, and never shown as tags', () => {
    const withReports = (s: string) => {
      const reports: Array<[string, string]> = [];
      const doc = parseMarkdown(s, { ...env, report: (severity, message) => reports.push([severity, message]) });
      return { content: doc.content, reports };
    };
    test('<br>, <a href> and the formatting tags become what Markdown would write, without a report', () => {
      const { content, reports } = withReports('Rad ett<br>rad <b>två</b> och <A HREF="/om-oss">vår <em>sida</em></a><br/>, <sup>2</sup>');
      expect(content).toEqual([
        {
          type: 'paragraph',
          content: [
            text('Rad ett'),
            { type: 'hard_break' },
            text('rad '),
            text('två', [{ type: 'bold' }]),
            text(' och '),
            { type: 'link', link: { kind: 'internal', href: '/sv/om-oss' }, content: [text('vår '), text('sida', [{ type: 'italic' }])] },
            { type: 'hard_break' },
            text(', '),
            text('2', [{ type: 'superscript' }]),
          ],
        },
      ]);
      expect(reports).toEqual([]);
    });
    test('an <a href> the link rules refuse keeps its words, reported; a stray </a> closes nothing', () => {
      const { content, reports } = withReports('<a href="javascript:alert(1)">klick</a></a> [ok](/x)');
      expect(content).toEqual([
        { type: 'paragraph', content: [text('klick '), { type: 'link', link: { kind: 'internal', href: '/sv/x' }, content: [text('ok')] }] },
      ]);
      expect(reports).toEqual([['error', expect.stringContaining('"javascript:" is not allowed') as string]]);
    });
    test('an HTML anchor (<a id>, <a name>) marks the text after it, so a link to it lands there: in its paragraph, or the next one (a heading)', () => {
      const { content, reports } = withReports(
        '[Till villkoren](#villkor)\n\n<a id="villkor"></a>\n## Villkor\n\nSe <a name="kontakt">Kontakt</a>, <a href="/om-oss" id="om">oss</a>',
      );
      expect(content).toEqual([
        { type: 'paragraph', content: [{ type: 'link', link: { kind: 'anchor', href: '#villkor' }, content: [text('Till villkoren')] }] },
        { type: 'heading', level: 2, content: [text('Villkor', [{ type: 'anchor', id: 'villkor' }])] },
        {
          type: 'paragraph',
          content: [
            text('Se '),
            text('Kontakt', [{ type: 'anchor', id: 'kontakt' }]),
            text(', '),
            { type: 'link', link: { kind: 'internal', href: '/sv/om-oss' }, content: [text('oss', [{ type: 'anchor', id: 'om' }])] },
          ],
        },
      ]);
      expect(reports).toEqual([]);
    });
    test("an HTML anchor's id is unique on the page (the ids given out so far are passed in); one with no text after it, or no letters, is reported", () => {
      const reports: string[] = [];
      const anchorIds = new Set(['villkor']);
      const doc = parseMarkdown('<a id="villkor"></a>Villkor <a id="!!"></a>x <a id="sist"></a>', {
        ...env,
        anchorIds,
        report: (_, message) => reports.push(message),
      });
      expect(doc.content).toEqual([{ type: 'paragraph', content: [text('Villkor ', [{ type: 'anchor', id: 'villkor-2' }]), text('x ')] }]);
      expect([...anchorIds]).toEqual(['villkor', 'villkor-2', 'sist']);
      expect(reports).toEqual([
        'The anchor "!!" has no letters or digits: it is left out',
        'The anchor "sist" has no text after it: it is left out, and a link to #sist leads nowhere',
      ]);
    });
    test('blank pieces make nothing: a paragraph of a no-break or zero-width space (as entities), a table of empty cells, a link around a space', () => {
      const { content } = withReports('&nbsp;\n\n&#8203;\n\n| |\n|-|\n| |\n\nLäs [ ](/villkor)mer');
      expect(content).toEqual([{ type: 'paragraph', content: [text('Läs '), text(' '), text('mer')] }]);
    });
    test('an anchor before an image marks the image; one on a line of its own, unclosed (an HTML block), the text after it', () => {
      const image = withReports('<a id="karta"></a>\n\n![Karta](https://a.storyblok.com/f/1/800x600/abc/karta.png)\n\nAdress');
      expect(image.content[0]).toMatchObject({ type: 'paragraph', content: [text('', [{ type: 'anchor', id: 'karta' }]), { type: 'image' }] });
      expect(image.content[1]).toEqual({ type: 'paragraph', content: [text('Adress')] });
      const block = withReports('<a name="kontakt">\n\n## Kontakt');
      expect(block.content).toEqual([{ type: 'heading', level: 2, content: [text('Kontakt', [{ type: 'anchor', id: 'kontakt' }])] }]);
      expect(block.reports).toEqual([]);
    });
    test('a code block of blank lines is nothing, as in rich text', () => {
      expect(md('```\n   \n```\n\nText')).toEqual([{ type: 'paragraph', content: [text('Text')] }]);
    });
    test('any other tag is left out with its words kept, reported once by name; a comment says nothing', () => {
      const { content, reports } = withReports('Ett <span class="x">ord</span> och <font>ett</font> <!-- dold --> till');
      expect(content).toEqual([{ type: 'paragraph', content: [text('Ett ord och ett  till')] }]);
      expect(reports).toEqual([
        ['warning', expect.stringMatching(/^HTML in Markdown is not shown as HTML: <span>, <font> left out, their text kept/) as string],
      ]);
    });
    test('an HTML block becomes its words as plain paragraphs; scripts, styles and comments go', () => {
      const { content, reports } = withReports(
        '<div class="box">\n<p>Hej &amp; välkommen<br>till oss</p>\n</div>\n\n<script>alert(1)</script>\n\n<!-- <span>anteckning</span> -->\n\nSlut',
      );
      expect(content).toEqual([
        { type: 'paragraph', content: [text('Hej & välkommen'), { type: 'hard_break' }, text('till oss')] },
        { type: 'paragraph', content: [text('Slut')] },
      ]);
      expect(reports).toEqual([['warning', expect.stringContaining(': <div>, <p>, <script> left out') as string]]);
    });
    test("an HTML block's words stay apart where its elements end: a summary, a table cell, a rule", () => {
      // The document's words in order, a line break as "\n", paragraphs apart by "|".
      const words = (source: string) =>
        md(source)
          .map((block) => JSON.stringify(block).replace(/\{"type":"hard_break"\}/g, '{"text":"\\n"}'))
          .map((json) => [...json.matchAll(/"text":("(?:[^"\\]|\\.)*")/g)].map((m) => JSON.parse(m[1]!) as string).join(''))
          .join('|');
      expect(words('<details><summary>Mer</summary>dolt innehåll</details>')).toBe('Mer\ndolt innehåll');
      expect(words('<table><tr><td>Ränta</td><td>5 %</td></tr></table>')).toBe('Ränta 5 %');
      expect(words('<div>Ett<hr>Två</div>')).toBe('Ett\nTvå');
    });
    test('HTML in a code span or block stays code', () => {
      expect(md('`<b>x</b>`')).toEqual([{ type: 'paragraph', content: [text('<b>x</b>', [{ type: 'code' }])] }]);
    });
  });
  test('hard breaks from two trailing spaces or a backslash', () => {
    expect(md('a  \nb\\\nc')).toEqual([{ type: 'paragraph', content: [text('a'), { type: 'hard_break' }, text('b'), { type: 'hard_break' }, text('c')] }]);
  });
  test('deeply nested quotes and emphasis do not overflow the stack', () => {
    expect(() => md('>'.repeat(5000) + ' x')).not.toThrow();
    expect(() => md('**'.repeat(5000) + 'x')).not.toThrow();
    expect(() => md('['.repeat(5000) + 'x')).not.toThrow();
  });
});

test("a Markdown image's size comes from its Storyblok URL", () => {
  const doc = parseMarkdown('![Kontoret](https://a.storyblok.com/f/123/1200x300/9f8e7d6c5b/banner.png)', {
    link: { locale: 'sv', locales: ['sv', 'en'], placeholders: {} },
  });
  expect(JSON.stringify(doc)).toContain('"width":1200,"height":300');
});

test('a Markdown image from another host than the asset library shows its description as text, with an error naming the host', () => {
  const reports: string[] = [];
  const doc = parseMarkdown('![Kontoret](https://cdn.example.com/bild.png)', { ...env, report: (_s, m) => reports.push(m) });
  expect(JSON.stringify(doc)).not.toContain('cdn.example.com');
  expect(JSON.stringify(doc)).toContain('Kontoret');
  expect(reports).toEqual([expect.stringContaining('is on cdn.example.com')]);
});
