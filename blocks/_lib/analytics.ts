/**
 * The analytics data layer (a tag manager reads window.dataLayer). Pushing never throws: a page
 * without a tag manager just collects the events.
 */
export type DataLayerEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  try {
    window.dataLayer ??= [];
    window.dataLayer.push(event);
  } catch {
    // A frozen or replaced dataLayer must not break the form that reports to it.
  }
}

/**
 * A Google tag command (`gtag('consent', 'update', {...})`): gtag.js and the tag manager read
 * commands only as an `arguments` object, never as an array, so this pushes `arguments` itself.
 */
export function gtag(..._command: unknown[]): void {
  if (typeof window === 'undefined') return;
  try {
    window.dataLayer ??= [];
    // eslint-disable-next-line prefer-rest-params -- the tag manager tells commands from events by the Arguments object
    window.dataLayer.push(arguments);
  } catch {
    // as above
  }
}

/**
 * The marketing layer's events. Like every event here, none carries personal data: paths without their query,
 * tracking ids from content, fixed words.
 * - `page_view` on a client-side navigation (site/templates/TagManager.client.tsx, once consent loads it):
 *   `{ page_path, page_locale }` (the first page view is the tag manager's own);
 * - `cta_click` on a link with a trackingId (site/templates/AppShell.client.tsx, every click): `{ trackingId, page_path }`;
 * - `register_status` on the register/get-started button (SPEC §2; AppShell, every click): `{ status: 'started', trackingId, page_path }`;
 * - `consent_update` after a choice: `{ analytics, marketing, chat }` as booleans.
 */
export const PAGE_VIEW_EVENT = 'page_view';
export const CTA_CLICK_EVENT = 'cta_click';
export const REGISTER_STATUS_EVENT = 'register_status';
export const CONSENT_UPDATE_EVENT = 'consent_update';

/** The event the contact form sends on success (SPEC §4): `{ event, source }`, never the lead's id (a named person's record). */
export const LEAD_FORM_EVENT = 'lead-form';

/** A calculator's first change by the visitor, once per calculator and page view: `{ event, calculator: 'flex' | 'weekly' | 'invoice' }`, no personal data. */
export const CALCULATOR_CHANGE_EVENT = 'calculator_change';
