import { describe, expect, test } from 'vitest';
import type { AnyBlok } from '~/codegen/generated/types';
import { discover } from '~/codegen/discover';
import { defaultOptions } from '~/codegen/index';
import { editableAttributes } from '~/engine/render/editable';
import { resolveBloks } from '../helpers/engine';
import { renderBloks, testContext } from '../helpers/render';

/**
 * Storyblok's Visual Editor selects a block by the attributes on its root element. Every registered
 * block, rendered from each of its schema's examples as draft content (each blok carrying the
 * `_editable` marker draft answers have), must put them on its outermost element: a new block is
 * covered the moment its schema exists, and one whose root drops them fails here.
 */
const STORY_ID = 4711;
const { schemas } = discover(defaultOptions);
const blocks = schemas.filter((s) => s.kind === 'block');

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const marker = (component: string, uid: string) => `<!--#storyblok#${JSON.stringify({ name: component, space: '1', uid, id: String(STORY_ID) })}-->`;

/** A draft answer's copy of the content: every object with a component and a _uid gets its marker. */
function asDraft(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asDraft);
  if (!isObj(value)) return value;
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asDraft(v)]));
  if (typeof value.component === 'string' && typeof value._uid === 'string') out._editable = marker(value.component, value._uid);
  return out;
}

/** The first element the HTML opens, skipping what React hoists or marks (preloads, comments). */
function rootTag(html: string): string {
  const tags = html.matchAll(/<([a-z][a-z0-9-]*)\b[^>]*>/gi);
  for (const [tag, name] of tags) if (!['link', 'script', 'style', 'meta', 'template'].includes(name!.toLowerCase())) return tag;
  return '';
}

describe('editable attributes', () => {
  test('are what storyblokEditable makes of the marker, and nothing without one', () => {
    expect(editableAttributes({ _editable: marker('Hero', 'h1') })).toEqual({
      'data-blok-c': JSON.stringify({ name: 'Hero', space: '1', uid: 'h1', id: String(STORY_ID) }),
      'data-blok-uid': `${STORY_ID}-h1`,
    });
    expect(editableAttributes({})).toEqual({});
    expect(editableAttributes({ _editable: 'not a marker' })).toEqual({});
  });

  describe.each(blocks.map((s) => [s.name, s.schema.examples as unknown[]] as const))('block %s', (name, examples) => {
    test.each(examples.map((e, i) => [i, e] as const))('example %i: the root element carries them in draft content', (_, example) => {
      const draft = asDraft(structuredClone(example)) as { _uid: string };
      const { bloks } = resolveBloks([draft], { locale: 'sv', editable: true });
      expect(bloks).toHaveLength(1);
      const root = rootTag(renderBloks(bloks as AnyBlok[], testContext('sv', 'preview')));
      expect(root, `${name}'s root element must carry the editor's attributes (pass them on in its wrapper)`).toContain(
        `data-blok-uid="${STORY_ID}-${draft._uid}"`,
      );
    });
  });

  /** The `_uid`s of the bloks inside a blok (not its own), at any depth: rich text's blok nodes too. */
  function nestedUids(value: unknown, top = true): string[] {
    if (Array.isArray(value)) return value.flatMap((v) => nestedUids(v, false));
    if (!isObj(value)) return [];
    const own = !top && typeof value.component === 'string' && typeof value._uid === 'string' ? [value._uid] : [];
    return [...own, ...Object.values(value).flatMap((v) => nestedUids(v, false))];
  }

  describe.each(blocks.map((s) => [s.name, s.schema.examples as unknown[]] as const))('block %s', (name, examples) => {
    test.each(examples.map((e, i) => [i, e] as const))('example %i: every blok inside it is selectable on its own too', (_, example) => {
      const draft = asDraft(structuredClone(example));
      const { bloks } = resolveBloks([draft], { locale: 'sv', editable: true });
      const html = renderBloks(bloks as AnyBlok[], testContext('sv', 'preview'));
      const unselectable = nestedUids(bloks[0]).filter((uid) => !html.includes(`data-blok-uid="${STORY_ID}-${uid}"`));
      expect(unselectable, `${name}: the editor's attributes of these bloks inside it (pass editableAttributes(item) to each one's element)`).toEqual([]);
    });
  });

  test('calls to action and link items (shared objects held as bloks) are selectable on their own in draft content', () => {
    const link = { linktype: 'url', url: 'https://example.com', cached_url: 'https://example.com', fieldtype: 'multilink' };
    const draft = asDraft([
      { _uid: 'hero', component: 'Hero', title: 'Rubrik', ctas: [{ _uid: 'cta-1', component: 'Cta', text: 'Ansök', link }] },
      { _uid: 'links', component: 'LinkSection', links: [{ _uid: 'item-1', component: 'LinkItem', text: 'Villkor', link }] },
      // A link item placed in rich text, which the text shows as a paragraph holding its link.
      {
        _uid: 'text',
        component: 'TextSection',
        text: { type: 'doc', content: [{ type: 'blok', attrs: { id: 'b', body: [{ _uid: 'item-2', component: 'LinkItem', text: 'Läs mer', link }] } }] },
      },
    ]) as unknown[];
    const { bloks, diagnostics } = resolveBloks(draft, { locale: 'sv', editable: true });
    expect(diagnostics).toEqual([]);
    const html = renderBloks(bloks as AnyBlok[], testContext('sv', 'preview'));
    for (const uid of ['hero', 'cta-1', 'links', 'item-1', 'text', 'item-2']) expect(html).toContain(`data-blok-uid="${STORY_ID}-${uid}"`);
    expect(renderBloks(resolveBloks(draft, { locale: 'sv' }).bloks as AnyBlok[], testContext('sv'))).not.toContain('data-blok');
  });

  test('published content carries none: the marker is dropped unless the resolver is asked to keep it', () => {
    const example = asDraft(structuredClone(blocks.find((s) => s.name === 'Hero')!.schema.examples as unknown[])[0]);
    const { bloks } = resolveBloks([example], { locale: 'sv' });
    expect(renderBloks(bloks as AnyBlok[], testContext('sv'))).not.toContain('data-blok');
  });
});
