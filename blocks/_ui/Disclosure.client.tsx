'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Disclosure as AriaDisclosure, DisclosurePanel } from 'react-aria-components/Disclosure';
import { Heading } from 'react-aria-components/Heading';
import type { EditableAttributes } from '~/engine/render/editable';
import styles from './Disclosure.module.css';

/** What a list of disclosures (machines/collapse) tells each item: whether it shows and whether it is open. */
export interface CollapseItemState {
  isVisible: (id: string) => boolean;
  isOpen: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Heading level of the items: 3 under a section title, 2 in a section without one. */
  level?: 2 | 3;
}

export const CollapseItemContext = createContext<CollapseItemState | null>(null);

/**
 * A question-and-answer style disclosure (FAQ items, job items) on react-aria's Disclosure: the
 * trigger is a button inside a heading, the panel is linked to it and, when closed, stays in the
 * page as hidden="until-found" (find-in-page and search engines still see it). Inside a
 * CollapseList the machine decides visibility and open state; alone, it keeps its own.
 */
export function Disclosure({
  id,
  summary,
  open,
  level,
  children,
  ...editable
}: EditableAttributes & { id: string; summary: ReactNode; open: boolean; level?: 2 | 3 | 4; children: ReactNode }) {
  const list = useContext(CollapseItemContext);
  const headingLevel = level ?? list?.level ?? 3;
  if (list && !list.isVisible(id)) return null;
  const state = list ? { isExpanded: list.isOpen(id), onExpandedChange: () => list.toggle(id) } : { defaultExpanded: open };
  return (
    <AriaDisclosure {...editable} id={id} className={styles.item} {...state}>
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.summary}>
          {summary}
        </Button>
      </Heading>
      <DisclosurePanel className={styles.answer}>
        <div className={styles.answerInner}>{children}</div>
      </DisclosurePanel>
    </AriaDisclosure>
  );
}
