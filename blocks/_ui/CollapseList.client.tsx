'use client';

import { useMachine } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import { categories, collapseMachine, isOpen, selectedCategory, visibleItemIds, type CollapseItemInput } from '~/machines/collapse/collapse.machine';
import styles from './CollapseList.module.css';
import { CollapseItemContext, type CollapseItemState } from './Disclosure.client';

/**
 * A collapsible list filtered by category (SPEC §2 and §4; FAQ and job sections): the collapse
 * machine holds which items are open and which category is selected (the first by default); the
 * category buttons above the list choose it, and each Disclosure inside reads its state.
 */
export function CollapseList({
  items,
  filterLabel,
  headingLevel = 3,
  className,
  children,
}: {
  items: readonly CollapseItemInput[];
  filterLabel: string;
  /** The items' heading level: 3 under a section title; a section without one must not skip a level. */
  headingLevel?: 2 | 3;
  className?: string;
  children: ReactNode;
}) {
  const [snapshot, send] = useMachine(collapseMachine, { input: { items } });
  const visible = useMemo(() => new Set(visibleItemIds(snapshot)), [snapshot]);
  const state: CollapseItemState = {
    isVisible: (id) => visible.has(id),
    isOpen: (id) => isOpen(snapshot, id),
    toggle: (id) => send({ type: 'TOGGLE', id }),
    level: headingLevel,
  };
  const all = categories(snapshot);
  const selected = selectedCategory(snapshot);
  return (
    <>
      {all.length > 1 && (
        <ToggleButtonGroup
          aria-label={filterLabel}
          className={styles.filter}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={selected === null ? [] : [selected]}
          onSelectionChange={(keys: Set<Key>) => {
            const [category] = [...keys];
            if (typeof category === 'string') send({ type: 'SELECT_CATEGORY', category });
          }}
        >
          {all.map((category) => (
            <ToggleButton key={category} id={category} className={styles.category}>
              {category}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <CollapseItemContext value={state}>
        <div className={className}>{children}</div>
      </CollapseItemContext>
    </>
  );
}
