/**
 * Timing and layout constants of the interactive behaviour (SPEC §9), in one place so
 * machines, islands and CSS tokens cannot drift apart.
 */

/** A loading button's dots advance one step every 300 ms. */
export const LOADING_DOT_STEP_MS = 300;

/**
 * A lead form gives up on a save that has not answered after 30 s and is usable again (issue 14):
 * the HTTP call itself keeps SPEC's timeout 0, the form does not wait forever for it.
 */
export const LEAD_SUBMIT_GIVE_UP_MS = 30_000;

/** Scroll events reach the header at most once per 100 ms (the last position is never lost). */
export const SCROLL_THROTTLE_MS = 100;

/** Below this window width the header is always opaque (mobile layout): 64em in the stylesheets, measured by blocks/_lib/layoutWidth.ts. */
export const DESKTOP_BREAKPOINT_PX = 1024;

/** Page Up and Page Down move a calculator slider five stops (SPEC §9: keyboard page multiplier 5). */
export const SLIDER_PAGE_STOPS = 5;
