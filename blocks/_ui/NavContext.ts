// Read by client islands only (the bar and its dropdowns), so it needs no boundary of its own.
import { createContext } from 'react';

/** What the navigation bar's island tells the dropdowns inside it (machines/mobileMenu sections). */
export interface NavState {
  isSectionOpen: (id: string) => boolean;
  toggleSection: (id: string) => void;
}

export const NavContext = createContext<NavState | null>(null);
