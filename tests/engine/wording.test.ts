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

  test('a required rich text left empty (Storyblok keeps an empty document) says the text is empty', () => {
    const emptied = { _uid: 't2', component: 'TextSection', text: { type: 'doc', content: [{ type: 'paragraph' }] } };
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

  test('an empty URL link: the text stays, with a warning', () => {
    const { diagnostics } = resolveBloks([section({ href: '', linktype: 'url', target: null })], { locale: 'sv' });
    expect(diagnostics.map((d) => d.message)).toEqual(['The link has no target: the text is kept without the link']);
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
