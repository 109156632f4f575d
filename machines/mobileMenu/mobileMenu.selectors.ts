/** The mobile menu machine's selectors, apart from the machine so that the bar reads them without loading xstate. */
import type { MobileMenuSnapshot } from './mobileMenu.machine';

export const isOpen = (snapshot: MobileMenuSnapshot): boolean => snapshot.matches('open');

export const isSectionOpen = (snapshot: MobileMenuSnapshot, id: string): boolean => snapshot.context.openSections.includes(id);

/** The menu fills the window below the bar; never negative (a bar taller than the window). */
export const menuHeight = (snapshot: MobileMenuSnapshot): number => Math.max(0, snapshot.context.windowHeight - snapshot.context.barHeight);
