import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { graphCoverage } from '../testing/graphCoverage';
import { categories, collapseMachine, isOpen, readKept, selectedCategory, visibleItemIds, type CollapseItemInput } from './collapse.machine';

const faq: CollapseItemInput[] = [
  { id: 'q1', categories: 'Loans, Invoices' },
  { id: 'q2', categories: 'Invoices', open: true },
  { id: 'q3', categories: ' Loans ,' },
  { id: 'q4', categories: 'Account' },
];

function started(items: readonly CollapseItemInput[] = faq) {
  return createActor(collapseMachine, { input: { items } }).start();
}

describe('collapse', () => {
  it('lists every category once, in order of first appearance, parsed from content', () => {
    expect(categories(started().getSnapshot())).toEqual(['Loans', 'Invoices', 'Account']);
  });

  it('selects the first category by default and shows its items', () => {
    const snapshot = started().getSnapshot();
    expect(selectedCategory(snapshot)).toBe('Loans');
    expect(visibleItemIds(snapshot)).toEqual(['q1', 'q3']);
  });

  it('shows the items of the selected category', () => {
    const actor = started();
    actor.send({ type: 'SELECT_CATEGORY', category: 'Invoices' });
    expect(selectedCategory(actor.getSnapshot())).toBe('Invoices');
    expect(visibleItemIds(actor.getSnapshot())).toEqual(['q1', 'q2']);
  });

  it('ignores a category that no item has', () => {
    const actor = started();
    actor.send({ type: 'SELECT_CATEGORY', category: 'Nope' });
    expect(selectedCategory(actor.getSnapshot())).toBe('Loans');
  });

  it('shows every item when no item has a category', () => {
    const snapshot = started([{ id: 'a' }, { id: 'b', categories: ' , ' }, { id: 'c', categories: null }]).getSnapshot();
    expect(categories(snapshot)).toEqual([]);
    expect(selectedCategory(snapshot)).toBeNull();
    expect(visibleItemIds(snapshot)).toEqual(['a', 'b', 'c']);
  });

  it('shows an item without a category under every category', () => {
    const actor = started([...faq, { id: 'general', categories: '' }]);
    expect(visibleItemIds(actor.getSnapshot())).toEqual(['q1', 'q3', 'general']);
    actor.send({ type: 'SELECT_CATEGORY', category: 'Account' });
    expect(visibleItemIds(actor.getSnapshot())).toEqual(['q4', 'general']);
  });

  it('opens the items content marks open', () => {
    const snapshot = started().getSnapshot();
    expect(isOpen(snapshot, 'q2')).toBe(true);
    expect(isOpen(snapshot, 'q1')).toBe(false);
  });

  it('toggles items independently', () => {
    const actor = started();
    actor.send({ type: 'TOGGLE', id: 'q1' });
    actor.send({ type: 'TOGGLE', id: 'q3' });
    expect(isOpen(actor.getSnapshot(), 'q1')).toBe(true);
    expect(isOpen(actor.getSnapshot(), 'q3')).toBe(true);
    actor.send({ type: 'TOGGLE', id: 'q1' });
    expect(isOpen(actor.getSnapshot(), 'q1')).toBe(false);
    expect(isOpen(actor.getSnapshot(), 'q3')).toBe(true);
  });

  it('keeps an item open while its category is not shown', () => {
    const actor = started();
    actor.send({ type: 'TOGGLE', id: 'q3' });
    actor.send({ type: 'SELECT_CATEGORY', category: 'Account' });
    actor.send({ type: 'SELECT_CATEGORY', category: 'Loans' });
    expect(isOpen(actor.getSnapshot(), 'q3')).toBe(true);
  });

  it('ignores a toggle of an unknown item', () => {
    const actor = started();
    actor.send({ type: 'TOGGLE', id: 'nope' });
    expect(actor.getSnapshot().context.openIds).toEqual(['q2']);
  });

  it('starts as the visitor left it in this history entry (Back): the kept category and open items, where the content still has them', () => {
    const actor = started();
    actor.send({ type: 'SELECT_CATEGORY', category: 'Account' });
    actor.send({ type: 'TOGGLE', id: 'q4' });
    actor.send({ type: 'TOGGLE', id: 'q2' }); // closed, though content marks it open
    const { selectedCategory: category, openIds } = actor.getSnapshot().context; // what CollapseList keeps
    const kept = { category, openIds };
    expect(kept).toEqual({ category: 'Account', openIds: ['q4'] });
    const back = createActor(collapseMachine, { input: { items: faq, kept: readKept(JSON.parse(JSON.stringify(kept))) } })
      .start()
      .getSnapshot();
    expect(selectedCategory(back)).toBe('Account');
    expect(visibleItemIds(back)).toEqual(['q4']);
    expect(back.context.openIds).toEqual(['q4']);
    // An editor removed the category and an item since: the first category, and the open items that are left.
    const changed = createActor(collapseMachine, { input: { items: faq.slice(0, 3), kept: { category: 'Account', openIds: ['q4', 'q1'] } } })
      .start()
      .getSnapshot();
    expect(selectedCategory(changed)).toBe('Loans');
    expect(changed.context.openIds).toEqual(['q1']);
  });

  it('reads back only a kept value of the right shape', () => {
    expect(readKept({ category: null, openIds: [] })).toEqual({ category: null, openIds: [] });
    for (const value of [
      undefined,
      null,
      'x',
      [],
      { category: 1, openIds: [] },
      { category: 'a' },
      { category: 'a', openIds: [1] },
      { category: 'a', openIds: 'q1' },
    ]) {
      expect(readKept(value), JSON.stringify(value)).toBeUndefined();
    }
  });

  it('graph paths reach every state and every transition', () => {
    const coverage = graphCoverage(collapseMachine, [
      {
        name: 'two items, two categories',
        input: {
          items: [
            { id: 'a', categories: 'x' },
            { id: 'b', categories: 'x,y', open: true },
          ],
        },
        events: [
          { type: 'TOGGLE', id: 'a' },
          { type: 'TOGGLE', id: 'b' },
          { type: 'TOGGLE', id: 'unknown' },
          { type: 'SELECT_CATEGORY', category: 'y' },
          { type: 'SELECT_CATEGORY', category: 'x' },
          { type: 'SELECT_CATEGORY', category: 'unknown' },
        ],
      },
    ]);
    expect(coverage.disagreements).toEqual([]);
    expect(coverage.states.covered).toEqual(coverage.states.expected);
    expect(coverage.transitions.covered).toEqual(coverage.transitions.expected);
    expect(coverage.transitions.expected).toHaveLength(2);
  });
});
