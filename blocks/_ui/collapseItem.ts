import { createContext } from 'react';
import type { ItemHeadingLevel } from './title';

/** What a list of disclosures (machines/collapse) tells each item: whether it shows and whether it is open. */
export interface CollapseItemState {
  isVisible: (id: string) => boolean;
  isOpen: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Heading level of the items: 3 under a section title, 2 in a section without one (blocks/_ui/title.ts). */
  level?: ItemHeadingLevel;
}

/**
 * Apart from Disclosure.client, so that CollapseList's chunk and the disclosures' chunk (each loaded
 * through its own lazy boundary) share this small module rather than each carrying a disclosure.
 */
export const CollapseItemContext = createContext<CollapseItemState | null>(null);
