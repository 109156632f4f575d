import { renderToString } from 'react-dom/server';
import type { AnyBlok } from '~/codegen/generated/types';
import { expect, test } from 'vitest';
import { headingBlockLevel, itemHeadingLevel } from '~/blocks/_ui/title';
import { resolveBloks, resolveStory } from '~/tests/helpers/engine';
import { renderStory, testContext } from '~/tests/helpers/render';
import { PageBody } from './PageBody';

const faq = (uid: string, title?: string) => ({
  _uid: uid,
  component: 'FaqSection',
  ...(title ? { title } : {}),
  items: [
    {
      _uid: `${uid}-q`,
      component: 'FaqItem',
      title: 'Vem kan ansöka?',
      text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Aktiebolag.' }] }] },
      categories: 'Ansökan',
    },
  ],
});
const heading = (uid: string, tag: string) => ({ _uid: uid, component: 'Heading', text: 'Vanliga frågor', tag });

/** The page's headings in order, as [level, text]. */
function outline(bloks: unknown[]) {
  const { bloks: resolved } = resolveBloks(bloks, { locale: 'sv' });
  const html = renderToString(<PageBody bloks={resolved} ctx={testContext('sv')} />);
  return [...html.matchAll(/<h([1-6])[^>]*>(.*?)<\/h\1>/g)].map((m) => [Number(m[1]), m[2]!.replace(/<[^>]+>/g, '')]);
}

test('questions under a Heading block right above their untitled section are a level below it, not its equals', () => {
  expect(outline([heading('h', 'h2'), faq('f')])).toEqual([
    [2, 'Vanliga frågor'],
    [3, 'Vem kan ansöka?'],
  ]);
  expect(outline([heading('h', 'h3'), faq('f')]).map(([level]) => level)).toEqual([3, 4]);
});

test('a section of its own title keeps its items under that title; one with neither starts at h2', () => {
  expect(outline([faq('f', 'Frågor')]).map(([level]) => level)).toEqual([2, 3]);
  expect(outline([faq('f')]).map(([level]) => level)).toEqual([2]);
  // A Heading that is a paragraph introduces nothing.
  expect(outline([heading('h', 'p'), faq('f')]).map(([level]) => level)).toEqual([2]);
});

test('levels stay within h2–h5 (items below an h4 Heading are h5, not its equals), and a Heading whose size the title rule refuses gives none', () => {
  expect(itemHeadingLevel(undefined, 1)).toBe(2);
  expect(itemHeadingLevel(undefined, 4)).toBe(5);
  expect(itemHeadingLevel(undefined, 6)).toBe(5);
  expect(itemHeadingLevel('Titel', 4)).toBe(3);
  expect(headingBlockLevel({ tag: '', sizes: { base: 'text-xl' } })).toBeUndefined();
  expect(headingBlockLevel({ tag: '', sizes: { base: 'text-4xl' } })).toBe(2);
  expect(headingBlockLevel({ tag: 'h1' })).toBe(1);
});

test('a section left out for having nothing to show does not stand between a Heading and the section it introduces', () => {
  // Published, the empty section draws nothing: the Heading sits right above the questions, which are a level below it.
  const empty = { _uid: 'e', component: 'UspSection' };
  expect(outline([heading('h', 'h2'), empty, faq('f')])).toEqual([
    [2, 'Vanliga frågor'],
    [3, 'Vem kan ansöka?'],
  ]);
  expect(outline([heading('h', 'h2'), empty, { ...empty, _uid: 'e2' }, faq('f')]).map(([level]) => level)).toEqual([2, 3]);
});

test('a blog article and a partner hero page pass a Heading to the section below it as pages do, and draw the opening themselves', () => {
  const levels = (html: string) => [...html.matchAll(/<h([1-6])[^>]*>(.*?)<\/h\1>/g)].map((m) => [Number(m[1]), m[2]!.replace(/<[^>]+>/g, '')]);
  const image = { filename: 'https://a.storyblok.com/f/1/800x600/abc/bild.jpg', alt: 'Bild' };
  const hero = { _uid: 'm', component: 'Hero', title: 'Kassaflöde', image };
  for (const [component, field] of [
    ['BlogArticle', 'content'],
    ['PartnerHeroPage', 'body'],
  ] as const) {
    const story = {
      name: 'Artikel',
      slug: 'artikel',
      full_slug: 'sv/blogg/artikel',
      content: { _uid: 'a', component, title: 'Artikel', [field]: [hero, heading('h', 'h2'), faq('f')] },
    };
    const { tree } = resolveStory(story, { locale: 'sv' });
    const html = renderStory(tree!, null, testContext('sv'));
    expect(html, component).toContain('bild.jpg');
    const headings = levels(html);
    const at = headings.findIndex(([, text]) => text === 'Vanliga frågor');
    expect(headings.slice(at, at + 2), component).toEqual([
      [2, 'Vanliga frågor'],
      [3, 'Vem kan ansöka?'],
    ]);
    // No section of the body takes the opening image's priority from the template's own header.
    expect(html, component).not.toMatch(/fetch[pP]riority="high"[^>]*bild\.jpg|bild\.jpg[^>]*fetch[pP]riority="high"/);
  }
});

test('draft content: a card stands in the place of each blok left out, between two sections too, once', () => {
  const blok = (component: string, uid: string, fields: object) => ({
    _uid: uid,
    component,
    _editable: `<!--#storyblok#{"name": "${component}", "space": "1", "uid": "${uid}", "id": "7"}-->`,
    ...fields,
  });
  const story = {
    id: 7,
    full_slug: 'sv/utkast',
    content: blok('Page', 'page', {
      body: [
        blok('Heading', 'first', { text: 'Först', tag: 'h2' }),
        blok('Heading', 'emptied', { text: '' }),
        blok('FaqSection', 'faq', {
          title: 'Frågor',
          items: [blok('FaqItem', 'q1', { title: 'Ett?' }), blok('FaqItem', 'q2', { title: '' }), blok('FaqItem', 'q3', { title: 'Tre?' })],
        }),
        blok('Heading', 'middle', { text: '' }),
        blok('Heading', 'last', { text: 'Sist', tag: 'h2' }),
        blok('Heading', 'tail', { text: '' }),
      ],
    }),
  };
  const { tree, dropped } = resolveStory(story, { editable: true, locale: 'sv' });
  const body = (tree!.content as { body: AnyBlok[] }).body;
  const html = renderToString(<PageBody bloks={body} ctx={testContext('sv', 'preview', { dropped })} />);
  const order = ['Först', 'uid="7-emptied"', 'Frågor', 'Ett?', 'uid="7-q2"', 'Tre?', 'uid="7-middle"', 'Sist', 'uid="7-tail"'];
  const positions = order.map((text) => html.indexOf(text));
  expect(
    positions.every((p) => p >= 0),
    JSON.stringify(positions),
  ).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  expect(html.match(/data-diagnostic="dropped"/g)).toHaveLength(4);
});
