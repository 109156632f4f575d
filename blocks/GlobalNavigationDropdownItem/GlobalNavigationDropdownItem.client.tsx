'use client';

import { useContext, type ReactNode } from 'react';
import { NavContext } from '../_ui/NavContext';
import styles from './GlobalNavigationDropdownItem.module.css';

/**
 * A dropdown of the navigation (SPEC §2): a disclosure button and its sub-items. The bar's island
 * keeps which sections are open (machines/mobileMenu): expanded in the burger menu, a dropdown panel
 * on wide windows. Outside a bar (a block rendered alone) it stays closed.
 */
export function NavDropdown({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  const nav = useContext(NavContext);
  const open = nav?.isSectionOpen(id) ?? false;
  const listId = `nav-${id}`;
  return (
    <div className={styles.dropdown} data-open={open || undefined} data-nav-dropdown={id}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={listId} onClick={() => nav?.toggleSection(id)}>
        {label}
      </button>
      <ul id={listId} className={styles.items} hidden={!open}>
        {children}
      </ul>
    </div>
  );
}
