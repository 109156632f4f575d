/**
 * What an editor reads in a diagnostic: the schema's limits in plain words, not the validator's
 * ("must NOT have fewer than 1 characters").
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { EMPTY_LINK_ITEM } from '~/engine';
import { shorten } from '~/engine/resolve/resolver';
import { resolveBloks } from '../helpers/engine';

const hero = (fields: Record<string, unknown>) => ({ _uid: 'h1', component: 'Hero', title: 'Rubrik', ...fields });
const messages = (raw: unknown[]) => resolveBloks(raw, { locale: 'sv' }).diagnostics.map((d) => d.message);

describe("the schema's limits in an editor's words", () => {
  test('an empty required text must not be empty; a long one names its limit', () => {
    expect(messages([hero({ title: '' })]).join('\n')).toMatch(/^must not be empty\b/m);
    expect(messages([hero({ title: 'x'.repeat(161) })]).join('\n')).toMatch(/^must be at most 160 characters long\b/m);
  });

  test.each([
    ['left untouched (Storyblok keeps an empty paragraph)', [{ type: 'paragraph' }]],
    ['an empty heading', [{ type: 'heading', attrs: { level: 2, textAlign: null } }]],
    ['a space', [{ type: 'paragraph', content: [{ type: 'text', text: ' ' }] }]],
    ['a no-break space in bold', [{ type: 'paragraph', content: [{ type: 'text', text: '\u00a0', marks: [{ type: 'bold' }] }] }]],
    ['a line break', [{ type: 'paragraph', content: [{ type: 'hard_break' }] }, { type: 'paragraph' }]],
    ['a bare line break', [{ type: 'hard_break' }]],
    ['an empty list item', [{ type: 'bullet_list', content: [{ type: 'list_item', content: [{ type: 'paragraph' }] }] }]],
    ['an empty quote', [{ type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: '\u200b' }] }] }]],
    ['a code block of spaces', [{ type: 'code_block', content: [{ type: 'text', text: '   ' }] }]],
    ['a table of empty cells', [{ type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableCell', content: [{ type: 'paragraph' }] }] }] }]],
    ['a blok node without bloks', [{ type: 'blok', attrs: { id: 'b', body: [] } }]],
    ['an image without a src', [{ type: 'paragraph', content: [{ type: 'image', attrs: { src: '' } }] }]],
  ])('a required rich text %s says the text is empty, as the untouched field does', (_, content) => {
    const emptied = { _uid: 't2', component: 'TextSection', text: { type: 'doc', content } };
    const { bloks, diagnostics } = resolveBloks([emptied], { locale: 'sv' });
    expect(bloks).toEqual([]);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        pointer: '/0/text',
        message: expect.stringMatching(/^The text is empty: write it, or remove the block; /) as string,
      }),
    ]);
  });

  test('a Markdown text of a no-break or zero-width space is no text, as in rich text', () => {
    for (const text of ['\u00a0', '\u200b \n']) {
      const { bloks, diagnostics } = resolveBloks([{ _uid: 'd', component: 'Downloads', heading: 'Material', text, items: [] }], { locale: 'sv' });
      expect(diagnostics).toEqual([]);
      expect((bloks[0] as { text?: unknown }).text).toBeUndefined();
    }
  });

  test('blank entries of a list of texts (tags left as "") are no entries: no empty pill, no empty keyword', () => {
    const { bloks, diagnostics } = resolveBloks([{ _uid: 'te', component: 'Teaser', title: 'Nyhet', tags: [' ', '', 'Produkt', '\u200b'] }], { locale: 'sv' });
    expect(diagnostics).toEqual([]);
    expect((bloks[0] as { tags: string[] }).tags).toEqual(['Produkt']);
  });

  test('a text where an object belongs is quoted; a rich-text blok that is none says it was left out', () => {
    expect(messages([hero({ ctas: ['Läs mer'] })])).toEqual(['Expected an object, not "Läs mer"; it was dropped']);
    expect(messages([hero({ ctas: [' '] })])).toEqual([]); // a blank entry is no entry
    const text = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Före' }] },
        { type: 'blok', attrs: { id: 'b', body: [{}] } },
      ],
    };
    expect(messages([{ _uid: 't', component: 'TextSection', text }])).toEqual(['Expected a blok: an object with a "component"; it was left out']);
  });

  test('a rich-text field holding a blank string (a zero-width space) is empty too, not a paragraph of nothing', () => {
    const { bloks, diagnostics } = resolveBloks([{ _uid: 't', component: 'TextSection', text: '\u200b' }], { locale: 'sv' });
    expect(bloks).toEqual([]);
    expect(diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(/^The text is empty: write it, or remove the block/)]);
  });

  test("Markdown held in a rich-text field claims its anchors' ids in the page's order: the section's own id first", () => {
    const { bloks } = resolveBloks(
      [{ _uid: 'p', component: 'ProductCards', anchor: 'villkor', title: 'Villkor', text: 'Se <a id="villkor"></a>**villkoren**', cards: [] }],
      { locale: 'sv' },
    );
    expect(JSON.stringify(bloks)).toContain('"anchor":"villkor"');
    expect(JSON.stringify(bloks)).toContain('{"type":"anchor","id":"villkor-2"}');
  });

  test('a text that shows something is kept: an emoji, an image, a rule, a blok', () => {
    const kept = [
      [{ type: 'paragraph', content: [{ type: 'emoji', attrs: { name: 'smile', emoji: '😄' } }] }],
      [{ type: 'paragraph', content: [{ type: 'text', text: ' ' }] }, { type: 'horizontal_rule' }],
      [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Rubrik' }] }],
      // A space carrying an anchor: a link's target.
      [{ type: 'paragraph', content: [{ type: 'text', text: ' ', marks: [{ type: 'anchor', attrs: { id: 'mal' } }] }] }],
    ];
    for (const content of kept) {
      const { bloks } = resolveBloks([{ _uid: 't3', component: 'TextSection', text: { type: 'doc', content } }], { locale: 'sv' });
      expect(bloks, JSON.stringify(content)).toHaveLength(1);
    }
  });

  test("an image field's file that is no image: a photo added by URL from elsewhere is refused for where it is, a library file for what it is", () => {
    const asset = (filename: string) => ({ id: null, alt: 'Kontor', filename, fieldtype: 'asset', meta_data: {}, is_external_url: true });
    const [external] = messages([hero({ image: asset('https://images.unsplash.com/photo-1519389950473-47ba0277781c?ixlib=rb-4.0.3&w=1200&q=80') })]);
    expect(external).toMatch(
      /^The image "https:\/\/images\.unsplash\.com\/photo-.*" is on images\.unsplash\.com: images are shown only from .*; it was left out/,
    );
    expect(external).not.toMatch(/is not an image/);
    const [pdf] = messages([hero({ image: asset('https://a.storyblok.com/f/1/x/abc/villkor.pdf') })]);
    expect(pdf).toMatch(/^"villkor\.pdf" is not an image \(JPEG, PNG, GIF, WebP, AVIF or SVG\), and this field shows one; it was left out/);
  });

  test('a text over its limit is cut short with a warning, counted in characters as the validator counts them', () => {
    const { bloks, diagnostics } = resolveBloks([hero({ title: `${'ord '.repeat(39)}sista` })], { locale: 'sv' });
    expect(bloks).toHaveLength(1);
    expect(diagnostics.map((d) => [d.severity, d.message])).toEqual([
      ['warning', 'must be at most 160 characters long; it is shown cut short, ending in "…": shorten it'],
    ]);
    expect(shorten('😀'.repeat(10), 5)).toBe('😀😀😀😀…');
    expect(shorten('kort', 4)).toBe('kort');
    expect(shorten('ett två, tre', 11)).toBe('ett två…');
    expect(shorten('abcdefghij', 1)).toBe('…');
  });

  test('no validator wording reaches an editor', () => {
    const all = messages([hero({ title: '' }), hero({ title: 'x'.repeat(161) })]).join('\n');
    expect(all).not.toMatch(/must NOT have/);
  });
});

describe('a rich-text link that leads nowhere says so', () => {
  const section = (attrs: Record<string, unknown>) => ({
    _uid: 't1',
    component: 'TextSection',
    text: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Läs mer', marks: [{ type: 'link', attrs }] }] }],
    },
  });

  test('a link to a deleted story (Storyblok keeps the uuid, the address is gone): the text stays, with a warning', () => {
    const { bloks, diagnostics } = resolveBloks(
      [section({ href: '', uuid: 'c8bbb7fd-0229-4cdb-8bd5-6b07b7c7b916', linktype: 'story', anchor: null, target: '_self' })],
      {
        locale: 'sv',
      },
    );
    expect(JSON.stringify(bloks)).toContain('Läs mer');
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', message: expect.stringContaining('a story that no longer has an address') as string }),
    ]);
  });

  test('an empty URL link, or a story link where no story was chosen (no uuid): the text stays, with a warning that says so', () => {
    for (const attrs of [
      { href: '', linktype: 'url', target: null },
      { href: '', uuid: null, linktype: 'story', anchor: null, target: '_self' },
    ]) {
      const { diagnostics } = resolveBloks([section(attrs)], { locale: 'sv' });
      expect(diagnostics.map((d) => d.message)).toEqual(['The link has no target: the text is kept without the link']);
    }
  });

  test('a link item placed in the text with its link left empty: the words stay, with a warning; with a link, none', () => {
    const withItems = (items: unknown[]) => ({
      _uid: 't2',
      component: 'TextSection',
      text: { type: 'doc', content: [{ type: 'blok', attrs: { id: 'b', body: items } }] },
    });
    const empty = { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' };
    const { bloks, diagnostics } = resolveBloks([withItems([{ _uid: 'li', component: 'LinkItem', text: 'Villkoren', link: empty }])], { locale: 'sv' });
    expect(JSON.stringify(bloks)).toContain('Villkoren');
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', pointer: '/0/text/content/0/attrs/body', message: `"Villkoren": ${EMPTY_LINK_ITEM}` }),
    ]);
    const url = { linktype: 'url', url: 'https://example.com', cached_url: 'https://example.com', fieldtype: 'multilink', id: '' };
    expect(resolveBloks([withItems([{ _uid: 'li', component: 'LinkItem', text: 'Villkoren', link: url }])], { locale: 'sv' }).diagnostics).toEqual([]);
  });
});

describe("Storyblok's plumbing in a custom field plugin's value", () => {
  test('the plugin name and _uid beside the data are left out without a word; an unknown key of the data still warns', async () => {
    const { resolveStory } = await import('../helpers/engine');
    const raw = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../site/content/sv/partner/koppla.json'), 'utf8')) as {
      story: { content: Record<string, unknown> };
    };
    const story = structuredClone(raw.story);
    const partner = story.content.partner as Record<string, unknown>;
    story.content.partner = { _uid: '3f0c4a2e-1d5b-4c8e-9a7f-2b6d8e1c0a94', plugin: 'flodvik-partner', ...partner };
    const clean = resolveStory(story, { locale: 'sv' });
    expect(clean.diagnostics).toEqual([]);
    expect(clean.tree?.content).toMatchObject({ partner: { name: partner.name, oauth_auth_path: partner.oauth_auth_path } });
    expect(clean.tree?.content).not.toHaveProperty('partner.plugin');

    story.content.partner = { plugin: 'flodvik-partner', ...partner, colour: 'blå' };
    expect(resolveStory(story, { locale: 'sv' }).diagnostics.map((d) => d.message)).toEqual([expect.stringContaining('Unknown field "colour"')]);
  });
});

describe('section ids', () => {
  test('sections without an anchor (empty, or the field missing) claim no id and say nothing; named ones stay unique', () => {
    const cards = (uid: string, anchor?: string) => ({
      _uid: uid,
      component: 'ProductCards',
      ...(anchor === undefined ? {} : { anchor }),
      cards: [{ _uid: `${uid}-c`, component: 'ProductCard', title: 'Flexkredit' }],
    });
    const { bloks, diagnostics } = resolveBloks([cards('a', ''), cards('b'), cards('c', ''), cards('d', 'produkter'), cards('e', 'produkter')], {
      locale: 'sv',
    });
    expect(bloks.map((b) => (b as { anchor?: string }).anchor)).toEqual(['', '', '', 'produkter', 'produkter-2']);
    expect(diagnostics.map((d) => d.message)).toEqual([
      `The id "produkter" is taken on this page; this section's id is "produkter-2" (links to #produkter-2 lead here)`,
    ]);
  });
});
