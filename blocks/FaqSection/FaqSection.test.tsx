import { isValidElement, type ReactNode } from 'react';
import { expect, test } from 'vitest';
import { createActor } from 'xstate';
import type { FaqSection } from '~/codegen/generated/types';
import { collapseMachine, isOpen, type CollapseItemInput } from '~/machines/collapse/collapse.machine';
import { resolved, textOf } from '~/tests/helpers/blocks';
import { renderBloks, testContext } from '~/tests/helpers/render';
import type { BlockContext } from '../_ui/context';
import FaqSectionBlock from './FaqSection';

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

/** A FAQ whose two questions share a `_uid`, as after an editor copied one in Storyblok (storyblok/storyblok#137). */
const copied = (first: { open?: boolean } = {}, second: { categories?: string; open?: boolean } = {}) =>
  resolved([
    {
      _uid: 'faq',
      component: 'FaqSection',
      title: 'Vanliga frågor',
      items: [
        { _uid: 'same', component: 'FaqItem', title: 'Vem kan ansöka?', text: doc('Aktiebolag.'), categories: 'Ansökan', ...first },
        { _uid: 'same', component: 'FaqItem', title: 'Vad kostar det?', text: doc('Du ser priset först.'), categories: 'Ansökan', ...second },
      ],
    },
  ]) as [FaqSection & { component: 'FaqSection' }];

/** Each question as the server renders it: its item's id, its question, whether it shows open, whether it is hidden. */
const questions = (html: string) =>
  [...html.matchAll(/<div id="([^"]*)"([^>]*)><h3[^>]*><button[^>]*aria-expanded="(\w+)"[^>]*>(.*?)<\/button>/g)].map((m) => ({
    id: m[1]!,
    question: textOf(m[4]!),
    expanded: m[3] === 'true',
    hidden: /\bhidden=""/.test(m[2]!),
  }));

/** The items the section hands its collapse list (the machine's input), found in the element tree the block returns. */
function listItems(node: unknown): readonly CollapseItemInput[] | undefined {
  if (Array.isArray(node)) return node.map(listItems).find(Boolean);
  if (!isValidElement<{ items?: readonly CollapseItemInput[]; children?: ReactNode }>(node)) return undefined;
  return node.props.items ?? listItems(node.props.children);
}

test('two questions with the same _uid get ids of their own', () => {
  const ids = questions(renderBloks(copied(), testContext())).map((q) => q.id);
  expect(ids).toHaveLength(2);
  expect(new Set(ids).size).toBe(2);
  expect(ids[0]).toBe('same'); // the first keeps the id content gives it
});

test('one click on a question opens its answer only, when another question has the same _uid', () => {
  const page = copied();
  const ctx: BlockContext = testContext();
  // The list's machine as the section starts it, and the questions as they render on the same page.
  const items = listItems(FaqSectionBlock({ blok: page[0], ctx }));
  const rendered = questions(renderBloks(page, ctx));
  const actor = createActor(collapseMachine, { input: { items: items! } }).start();
  const open = () => rendered.map((q) => isOpen(actor.getSnapshot(), q.id));
  expect(open()).toEqual([false, false]);
  // A click on a question's button: its Disclosure sends TOGGLE with its own id (Disclosure.client.tsx).
  actor.send({ type: 'TOGGLE', id: rendered[0]!.id });
  expect(open()).toEqual([true, false]);
  actor.send({ type: 'TOGGLE', id: rendered[1]!.id });
  expect(open()).toEqual([true, true]);
  actor.send({ type: 'TOGGLE', id: rendered[0]!.id });
  expect(open()).toEqual([false, true]);
});

test('a question open on arrival opens only itself, not the one that shares its _uid', () => {
  expect(questions(renderBloks(copied({ open: true }), testContext())).map((q) => q.expanded)).toEqual([true, false]);
});

test('with a category selected, a question of another category is hidden even when it shares a _uid with a shown one', () => {
  const shown = questions(renderBloks(copied({}, { categories: 'Villkor' }), testContext()));
  expect(shown.map((q) => [q.question, q.hidden])).toEqual([
    ['Vem kan ansöka?', false],
    ['Vad kostar det?', true],
  ]);
});

test("an answer's headings sit below its question's (h2 and h3 in the text: h4 and h5 under an h3 question), the section's title above both", () => {
  const heading = (level: number, text: string) => ({ type: 'heading', attrs: { level }, content: [{ type: 'text', text }] });
  const answer = {
    type: 'doc',
    content: [heading(2, 'Villkor'), { type: 'bullet_list', content: [{ type: 'list_item', content: [heading(3, 'Löptid')] }] }],
  };
  const lowEnough = { type: 'doc', content: [heading(5, 'Redan rätt')] };
  // Each answer's only heading inside a quote, a table cell, a list: still that text's highest, moved to h4.
  const only = (node: object) => ({ type: 'doc', content: [node] });
  const quoted = only({ type: 'blockquote', content: [heading(2, 'Citerat')] });
  const tabled = only({ type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableCell', attrs: {}, content: [heading(2, 'I tabellen')] }] }] });
  const listed = only({ type: 'bullet_list', content: [{ type: 'list_item', content: [heading(3, 'I listan')] }] });
  const page = resolved([
    {
      _uid: 'faq',
      component: 'FaqSection',
      title: 'Vanliga frågor',
      items: [
        { _uid: 'q1', component: 'FaqItem', title: 'Vad gäller?', text: answer },
        { _uid: 'q2', component: 'FaqItem', title: 'Och mer?', text: lowEnough },
        { _uid: 'q3', component: 'FaqItem', title: 'Citat?', text: quoted },
        { _uid: 'q4', component: 'FaqItem', title: 'Tabell?', text: tabled },
        { _uid: 'q5', component: 'FaqItem', title: 'Lista?', text: listed },
      ],
    },
  ]);
  const levels = [...renderBloks(page, testContext()).matchAll(/<h([1-6])\b[^>]*>(.*?)<\/h\1>/g)].map((m) => `h${m[1]} ${textOf(m[2]!)}`);
  expect(levels).toEqual([
    'h2 Vanliga frågor',
    'h3 Vad gäller?',
    'h4 Villkor',
    'h5 Löptid',
    'h3 Och mer?',
    'h5 Redan rätt',
    'h3 Citat?',
    'h4 Citerat',
    'h3 Tabell?',
    'h4 I tabellen',
    'h3 Lista?',
    'h4 I listan',
  ]);
});
