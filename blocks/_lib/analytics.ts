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

/** The event the contact form sends on success (SPEC §4). */
export const LEAD_FORM_EVENT = 'lead-form';

/** A calculator's first change by the visitor, once per calculator and page view: `{ event, calculator: 'flex' | 'weekly' | 'invoice' }`, no personal data. */
export const CALCULATOR_CHANGE_EVENT = 'calculator_change';
