/**
 * A blok an editor is working on that the resolver leaves out of draft content (a required field emptied while
 * typing): the list draws a card in its place, selectable in the Visual Editor like the blok, instead of nothing.
 */
import { describe, expect, test } from 'vitest';
import type { AnyBlok } from '~/codegen/generated/types';
import { droppedPlaces } from '~/engine/render/RenderBlocks';
import type { DroppedBlok } from '~/engine';
import { resolveStory } from '../helpers/engine';
import { renderBloks, testContext } from '../helpers/render';

const editable = (uid: string, name: string) => `<!--#storyblok#${JSON.stringify({ name, space: '1', uid, id: '7' })}-->`;
const blok = (component: string, uid: string, fields: Record<string, unknown>) => ({ component, _uid: uid, _editable: editable(uid, component), ...fields });

const story = {
  id: 7,
  uuid: 'u-7',
  name: 'Utkast',
  slug: 'utkast',
  full_slug: 'sv/utkast',
  content: blok('Page', 'page', {
    body: [
      blok('Heading', 'first', { text: 'Först' }),
      blok('Heading', 'emptied', { text: '' }),
      blok('FaqSection', 'faq', {
        title: 'Frågor',
        items: [blok('FaqItem', 'q1', { title: 'Ett?' }), blok('FaqItem', 'q2', { title: '' }), blok('FaqItem', 'q3', { title: 'Tre?' })],
      }),
      blok('Heading', 'last', { text: 'Sist' }),
      blok('Heading', 'tail', { text: '' }),
    ],
  }),
};

/** The draft story with another page body. */
const storyWith = (body: unknown[]) => ({ ...story, content: blok('Page', 'page', { body }) });

describe('bloks left out of draft content', () => {
  test('the resolver says which, where (the kept neighbours on each side) and why; published content gets none', () => {
    const { tree, dropped } = resolveStory(story, { editable: true, locale: 'sv' });
    expect(tree).not.toBeNull();
    expect(dropped).toEqual([
      expect.objectContaining({ component: 'Heading', uid: 'emptied', after: 'first', before: 'faq', editable: editable('emptied', 'Heading') }),
      expect.objectContaining({ component: 'FaqItem', uid: 'q2', after: 'q1', before: 'q3' }),
      expect.objectContaining({ component: 'Heading', uid: 'tail', after: 'last', before: null }),
    ]);
    expect(dropped![0]!.reasons.join('\n')).toMatch(/\/content\/body\/1\/text — /);
    expect(dropped![1]!.reasons.join('\n')).toMatch(/\/content\/body\/2\/items\/1\/title — /);
    expect(resolveStory(story, { locale: 'sv' }).dropped).toBeUndefined();
  });

  test('each list draws a card in the place of its own, selectable like the blok, where diagnostics show', () => {
    const { tree, dropped } = resolveStory(story, { editable: true, locale: 'sv' });
    const body = (tree!.content as { body: AnyBlok[] }).body;
    const html = renderBloks(body, testContext('sv', 'preview', { dropped }));
    const order = ['Först', 'data-blok-uid="7-emptied"', 'Frågor', 'Ett?', 'data-blok-uid="7-q2"', 'Tre?', 'Sist', 'data-blok-uid="7-tail"'];
    const positions = order.map((text) => html.indexOf(text));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(html.match(/data-diagnostic="dropped"/g)).toHaveLength(3);
    expect(html).toContain('Not shown: FaqItem (_uid q2)');
    // Production shows none (it never has any: published content carries no editor markers).
    expect(renderBloks(body, testContext('sv', 'production', { dropped }))).not.toContain('data-diagnostic');
  });

  test("in a section whose bloks are a list's items, the card is a list item of its own", () => {
    const numbers = storyWith([
      blok('NumberSection', 'numbers', {
        title: 'Siffror',
        items: [blok('NumberItem', 'n1', { value: '24 h', label: 'till besked' }), blok('NumberItem', 'n2', { value: '', label: 'tömt' })],
      }),
    ]);
    const { tree, dropped } = resolveStory(numbers, { editable: true, locale: 'sv' });
    expect(dropped).toEqual([expect.objectContaining({ component: 'NumberItem', uid: 'n2', after: 'n1', before: null })]);
    const html = renderBloks((tree!.content as { body: AnyBlok[] }).body, testContext('sv', 'preview', { dropped }));
    // An <aside> directly in the <ul> is invalid HTML, and a screen reader would count one item fewer.
    expect(html).toMatch(/<\/li><li><aside role="note"[^>]*data-diagnostic="dropped"[^>]*>.*?<\/aside><\/li><\/ul>/);
  });

  test("a blok dropped for its own field still has its items checked: every error at once, the items' in its card, no card of theirs", () => {
    const changelog = storyWith([
      blok('Changelog', 'log', {
        releases: [
          blok('ChangelogRelease', 'r1', {
            date: '',
            items: [blok('ChangelogItem', 'c1', { type: 'FEAT', text: '' }), blok('ChangelogItem', 'c2', { type: 'FIX', text: 'Rättat' })],
          }),
          blok('ChangelogRelease', 'r2', { date: '2026-11-01 00:00', items: [blok('ChangelogItem', 'c3', { type: 'FIX', text: 'Bra' })] }),
        ],
      }),
    ]);
    const { diagnostics, dropped } = resolveStory(changelog, { editable: true, locale: 'sv' });
    const errors = diagnostics.filter((d) => d.severity === 'error').map((d) => d.pointer);
    expect(errors).toEqual(expect.arrayContaining(['/content/body/0/releases/0/date', '/content/body/0/releases/0/items/0/text']));
    // The release is left out with its items: one card, the release's, saying both.
    expect(dropped).toEqual([expect.objectContaining({ component: 'ChangelogRelease', uid: 'r1', after: null, before: 'r2' })]);
    expect(dropped![0]!.reasons.join('\n')).toMatch(/releases\/0\/date — [\s\S]*releases\/0\/items\/0\/text — /);
    // Published content: the same errors for the log and content:check.
    const published = resolveStory(changelog, { locale: 'sv' }).diagnostics.map((d) => d.pointer);
    expect(published).toContain('/content/body/0/releases/0/items/0/text');
  });

  test("a link item or call to action left out of a block's own list (shared objects held as bloks) has its card in its place; a section left out takes its items' cards with it", () => {
    const link = (uid: string, text: string) => blok('LinkItem', uid, { text, link: { linktype: 'url', url: `https://example.com/${uid}` } });
    const cta = (uid: string, text: string) => blok('Cta', uid, { text, link: { linktype: 'url', url: `https://example.com/${uid}` } });
    const draft = storyWith([
      blok('Hero', 'hero', {
        title: 'Lån för företag',
        breadcrumbs: [link('b1', 'Start'), link('b2', '')],
        ctas: [cta('c1', ''), cta('c2', 'Ansök')],
      }),
      blok('LinkSection', 'links', { title: 'Länkar', links: [link('l1', 'Ett'), link('l2', ''), link('l3', 'Tre')] }),
      blok('Hero', 'gone', { title: '', ctas: [cta('g1', 'Kvar'), cta('g2', '')] }),
    ]);
    const { tree, dropped } = resolveStory(draft, { editable: true, locale: 'sv' });
    expect(dropped).toEqual([
      expect.objectContaining({ component: 'LinkItem', uid: 'b2', after: 'b1', before: null }),
      expect.objectContaining({ component: 'Cta', uid: 'c1', after: null, before: 'c2' }),
      expect.objectContaining({ component: 'LinkItem', uid: 'l2', after: 'l1', before: 'l3' }),
      // The opening left out (its title emptied): its own card, none of its calls to action's.
      expect.objectContaining({ component: 'Hero', uid: 'gone', after: 'links', before: null }),
    ]);
    expect(dropped![2]!.reasons.join('\n')).toMatch(/\/content\/body\/1\/links\/1\/text — /);
    const html = renderBloks((tree!.content as { body: AnyBlok[] }).body, testContext('sv', 'preview', { dropped }));
    const order = ['Start', 'data-blok-uid="7-b2"', 'data-blok-uid="7-c1"', 'Ansök', 'Ett', 'data-blok-uid="7-l2"', 'Tre', 'data-blok-uid="7-gone"'];
    const positions = order.map((text) => html.indexOf(text));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(html.match(/data-diagnostic="dropped"/g)).toHaveLength(4);
    // In the lists of links, the card is a list item of its own.
    expect(html).toMatch(/<li><aside role="note"[^>]*data-blok-uid="7-l2"/);
    expect(html).not.toContain('Kvar');
    expect(renderBloks((tree!.content as { body: AnyBlok[] }).body, testContext('sv', 'production', { dropped }))).not.toContain('data-diagnostic');
  });

  test('a card lands only where both neighbours match, never in another list that shares a uid', () => {
    const kept = (uid: string) => ({ component: 'Heading', _uid: uid }) as unknown as AnyBlok;
    const d = (after: string | null, before: string | null): DroppedBlok => ({ component: 'Heading', uid: 'x', editable: '', after, before, reasons: [] });
    const places = (list: string[], dropped: DroppedBlok[]) => droppedPlaces(list.map(kept), dropped).map((cards) => cards.length);
    expect(places(['a', 'b'], [d(null, 'a'), d('a', 'b'), d('b', null)])).toEqual([1, 1, 1]);
    // Another list holding "b" after something else, or ending at another blok: no card there.
    expect(places(['z', 'b'], [d('a', 'b')])).toEqual([0, 0, 0]);
    expect(places(['a', 'c'], [d('b', null)])).toEqual([0, 0, 0]);
    // A list whose every blok went: nowhere to put them (the diagnostics panel says why).
    expect(places([], [d(null, null)])).toEqual([0]);
    // Nor in a list of items without a `_uid` (link items a script wrote): no neighbour of theirs can be named.
    expect(droppedPlaces([{}, {}], [d(null, null)]).map((cards) => cards.length)).toEqual([0, 0, 0]);
  });

  test('a blok left out of rich text has its card in the text, between the words and bloks around it; the text stays', () => {
    const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
    const cta = (uid: string, label: string) => blok('Cta', uid, { text: label, link: { linktype: 'url', url: 'https://example.com/' + uid } });
    const text = {
      type: 'doc',
      content: [
        paragraph('Före'),
        {
          type: 'blok',
          attrs: {
            id: 'b',
            body: [cta('c1', 'Ansök'), blok('Heading', 'h-emptied', { text: '' }), cta('c2', 'Ring oss'), blok('Hero', 'hero-in-text', { title: 'Nej' })],
          },
        },
        paragraph('Efter'),
      ],
    };
    const draft = storyWith([blok('TextSection', 'text', { title: 'Text', text })]);
    const { tree, dropped, diagnostics } = resolveStory(draft, { editable: true, locale: 'sv' });
    // Its card is the text's own, not a list's: nothing for the lists to place.
    expect(dropped).toBeUndefined();
    expect(diagnostics.filter((d) => d.severity === 'error').map((d) => d.pointer)).toEqual([
      expect.stringMatching(/^\/content\/body\/0\/text\/content\/1\/attrs\/body\/1/),
      expect.stringMatching(/^\/content\/body\/0\/text\/content\/1\/attrs\/body\/3/),
    ]);
    const body = (tree!.content as { body: AnyBlok[] }).body;
    const html = renderBloks(body, testContext('sv', 'preview'));
    const order = ['Före', 'Ansök', 'data-blok-uid="7-h-emptied"', 'Ring oss', 'data-blok-uid="7-hero-in-text"', 'Efter'];
    const positions = order.map((word) => html.indexOf(word));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(html).toContain('Not shown: Heading (_uid h-emptied)');
    expect(html).toContain('Not shown: Hero (_uid hero-in-text)');
    expect(html.match(/data-diagnostic="dropped"/g)).toHaveLength(2);
    // The site shows none, and published content has none to show.
    expect(renderBloks(body, testContext('sv', 'production'))).not.toContain('data-diagnostic');
    const published = resolveStory(draft, { locale: 'sv' }).tree!;
    expect(JSON.stringify(published)).not.toContain('"dropped"');
  });
});
