'use client';

import { useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { earlyTapProps, goLive } from '../_lib/earlyTaps';
import { NavContext } from '../_ui/NavContext';
import styles from './GlobalNavigationDropdownItem.module.css';

/**
 * A dropdown of the navigation (SPEC §2): a disclosure button and its sub-items. The bar's island
 * keeps which sections are open (machines/mobileMenu): expanded in the burger menu, a dropdown panel
 * on wide windows. Outside a bar (a block rendered alone) it stays closed. A tap before the bar has hydrated (a slow
 * link) is noted by the head script and answered once it has (blocks/_lib/earlyTaps.ts, EARLY_TAP).
 */
export function NavDropdown({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  const nav = useContext(NavContext);
  const open = nav?.isSectionOpen(id) ?? false;
  const listId = `nav-${id}`;
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => goLive(button.current), []);
  return (
    <div className={styles.dropdown} data-open={open || undefined} data-nav-dropdown={id}>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => nav?.toggleSection(id)}
        {...earlyTapProps}
      >
        {label}
      </button>
      <ul id={listId} className={styles.items} hidden={!open}>
        {children}
      </ul>
    </div>
  );
}
