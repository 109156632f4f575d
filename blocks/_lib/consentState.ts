/**
 * Where a page keeps its consent state (see consent.ts), in a module of its own: the layout's boot
 * island (site/templates/Marketing.client.tsx) ships with every page and must not bring consent.ts along.
 */
export const CONSENT_STATE_ATTRIBUTE = 'data-consent-state';
export const CONSENT_ASK = 'ask';
