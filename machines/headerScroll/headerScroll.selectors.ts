/**
 * The header scroll machine's selectors, apart from the machine so that an island can read them
 * without loading xstate: the bar asks `isOpaque` of its own first measurement until the machine
 * runs (it starts on the visitor's first scroll, resize or interaction).
 */
import { DESKTOP_BREAKPOINT_PX } from '../constants';
import type { HeaderScrollContext } from './headerScroll.machine';

/** A snapshot, or the context the machine would start from. */
export interface HeaderScrollLook {
  context: Pick<HeaderScrollContext, 'scrollY' | 'windowWidth' | 'barHeight'>;
}

const isNarrow = ({ context }: HeaderScrollLook): boolean => context.windowWidth < DESKTOP_BREAKPOINT_PX;

const isScrolledPastBar = ({ context }: HeaderScrollLook): boolean => context.scrollY > context.barHeight;

/** Opaque and shadowed. */
export const isOpaque = (snapshot: HeaderScrollLook): boolean => isNarrow(snapshot) || isScrolledPastBar(snapshot);
