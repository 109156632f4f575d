'use client';

import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  categories,
  collapseMachine,
  isOpen,
  readKept,
  selectedCategory,
  visibleItemIds,
  type CollapseItemInput,
  type CollapseKept,
} from '~/machines/collapse/collapse.machine';
import { formatCount, type PluralForms } from '~/rules/money';
import { keepInEntry, readEntryState } from '../_lib/entryState';
import { useHydrated } from '../_lib/hydrated';
import { CollapseItemContext, type CollapseItemState } from './collapseItem';
import styles from './CollapseList.module.css';
import type { ItemHeadingLevel } from './title';

/**
 * A collapsible list filtered by category (SPEC §2 and §4; FAQ and job sections): the collapse
 * machine holds which items are open and which category is selected (the first by default); the
 * category filter above the list chooses it, and each Disclosure inside reads its state.
 *
 * The filter is a native radio group (one category at a time): Tab lands on the selected category,
 * the arrow keys move and select, screen readers say "radio button, 2 of 4, checked" inside the
 * group named by its legend, all without a line of keyboard code. Each radio is styled as a pill.
 * Picking one replaces the list below: a polite live region says how many items the category holds
 * ("4 frågor om Villkor"), which the radio's own name and state do not (WCAG 4.1.3). It is empty until
 * the visitor picks one, so nothing is said on load.
 *
 * What the visitor chose is kept with the history entry (blocks/_lib/entryState.ts, under `keepAs`): Back through
 * the router, which draws the page anew, shows the category and the answers as they were left, so the scroll
 * position it restores points at the same question. A page the browser loads anew (a reload) is hydrated as the
 * server drew it (the browser's own form restoration re-checks the category, which the list then follows).
 */
export function CollapseList({
  items,
  filterLabel,
  shownLabel,
  locale,
  keepAs,
  headingLevel = 3,
  children,
}: {
  items: readonly CollapseItemInput[];
  /**
   * The list's name in its history entry's kept state: its page's path and the section's id. The path, because a link
   * is followed by drawing the new page before the router writes its entry, so the entry read then is the page's
   * being left (whose copy, duplicated in Storyblok, may hold a section of the same id).
   */
  keepAs: string;
  filterLabel: string;
  /** What the live region says once a category is picked: "{count}" items of "{category}". */
  shownLabel: PluralForms;
  locale: string;
  /** The items' heading level: 3 under a section title; a section without one must not skip a level. */
  headingLevel?: ItemHeadingLevel;
  children: ReactNode;
}) {
  // Drawn by the router (not hydrating markup the server drew): as the visitor left it in this history entry.
  const drawnHere = useHydrated();
  const [kept] = useState(() => (drawnHere ? readKept(readEntryState(keptName(keepAs))) : undefined));
  const [snapshot, send] = useMachine(collapseMachine, { input: { items, kept } });
  const { selectedCategory: chosen, openIds } = snapshot.context;
  // From the first commit on, whichever way the list was drawn: a list hydrated after a reload (as the server drew it)
  // replaces what the entry kept from before the reload, which Back would otherwise bring back over it.
  useEffect(() => {
    const choices: CollapseKept = { category: chosen, openIds };
    keepInEntry(keptName(keepAs), choices);
  }, [chosen, openIds, keepAs]);
  const visible = useMemo(() => new Set(visibleItemIds(snapshot)), [snapshot]);
  const state: CollapseItemState = {
    isVisible: (id) => visible.has(id),
    isOpen: (id) => isOpen(snapshot, id),
    toggle: (id) => send({ type: 'TOGGLE', id }),
    level: headingLevel,
  };
  const all = categories(snapshot);
  const selected = selectedCategory(snapshot);
  const name = useId(); // one radio group per list
  const [picked, setPicked] = useState(false);
  const pick = (category: string) => {
    setPicked(true);
    send({ type: 'SELECT_CATEGORY', category });
  };
  // A category picked before the list hydrated (a slow phone): its radio checked itself and the list stayed. In the
  // commit that hydrates it, the list follows the radio the page has checked.
  const filter = useRef<HTMLFieldSetElement>(null);
  const pickedEarly = useEffectEvent(() => {
    const checked = filter.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    if (checked !== undefined && checked !== selected) pick(checked);
  });
  useLayoutEffect(() => pickedEarly(), []);
  const shown = picked && selected !== null ? formatCount(visible.size, shownLabel, locale).replaceAll('{category}', selected) : '';
  return (
    <>
      {all.length > 1 && (
        <fieldset ref={filter} className={styles.filter} role="radiogroup">
          <legend className="visually-hidden">{filterLabel}</legend>
          {all.map((category) => (
            <label key={category} className={styles.category}>
              <input type="radio" className={styles.radio} name={name} value={category} checked={category === selected} onChange={() => pick(category)} />
              <span className={styles.pill}>{category}</span>
            </label>
          ))}
        </fieldset>
      )}
      {all.length > 1 && (
        <p role="status" className="visually-hidden" data-category-shown="">
          {shown}
        </p>
      )}
      <CollapseItemContext value={state}>
        <div className={styles.list}>{children}</div>
      </CollapseItemContext>
    </>
  );
}

const keptName = (keepAs: string) => `collapse:${keepAs}`;
