/**
 * What a closed disclosure panel's `hidden` says (Disclosure.client.tsx, and the head script that answers taps before
 * hydration, site/lib/earlyTapsScript.ts): skipped, yet found by find-in-page. A module of its own: the chrome's
 * chunk shares blocks/_lib/earlyTaps.ts and has no use for it.
 */
export const CLOSED_PANEL = 'until-found';
