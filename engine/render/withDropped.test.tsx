import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { expect, test } from 'vitest';
import type { AnyBlok } from '~/codegen/generated/types';
import type { DroppedBlok } from '../types';
import { withDropped } from './RenderBlocks';

const bloks = [
  { _uid: 'a', component: 'Heading', text: 'A' },
  { _uid: 'b', component: 'Heading', text: 'B' },
] as unknown as AnyBlok[];
const keys = ['a', 'b'];
const rendered = [<p key="a">A</p>, <p key="b">B</p>];
const emptied: DroppedBlok = { component: 'Heading', uid: 'x', after: 'a', before: 'b', editable: '', reasons: ['text — must not be empty'] };

/** Each blok's place in the list: [its key, what stands there before the blok itself]. */
function places(node: ReactNode): Array<[string | null, number]> {
  const list = (node as ReactElement<{ children: ReactNode[] }>).props.children[0] as ReactElement<{ children: [ReactNode, ReactNode] }>[];
  return list.map((place) => {
    expect(place.type).toBe(Fragment);
    const [cards, blok] = place.props.children;
    expect(isValidElement(blok)).toBe(true);
    return [place.key, Array.isArray(cards) ? cards.length : 0];
  });
}

test('each blok keeps its key and its shape whether a card stands before it or not (live editing keeps its state)', () => {
  const ctx = { environment: 'preview', registry: {} } as never;
  expect(places(withDropped(bloks, keys, ctx, rendered))).toEqual([
    ['a', 0],
    ['b', 0],
  ]);
  expect(places(withDropped(bloks, keys, { ...(ctx as object), dropped: [emptied] } as never, rendered))).toEqual([
    ['a', 0],
    ['b', 1],
  ]);
});
