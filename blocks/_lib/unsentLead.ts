/**
 * What a visitor typed into a lead form and has not sent, kept for the browser tab (sessionStorage): a visit to
 * another page and Back (the router draws the page anew, and the form with it), or a reload, finds it there again.
 * Forgotten once the lead is sent, and with the tab. Only the form's own fields, each within its length limit.
 */
import { LEAD_FIELD_LIMITS, type LeadFormField } from '~/contracts/lead';

export type UnsentValues = Partial<Record<LeadFormField, string>>;

/** What each form's key starts with (the privacy page names it). */
export const UNSENT_LEAD_STORAGE = 'flodvik:unsent-lead';
const PREFIX = `${UNSENT_LEAD_STORAGE}:`;

/** The tab's storage, or null where there is none (a server, storage turned off, a sandboxed frame). */
function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The key of one form on one page (its path and its id). */
export const unsentKey = (page: string, form: string) => `${PREFIX}${page}#${form}`;

/** The values kept for a form: only its fields, as strings within their limits; nothing when none is kept or readable. */
export function readUnsent(key: string, fields: readonly LeadFormField[], storage: Storage | null = tabStorage()): UnsentValues {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const values: UnsentValues = {};
  for (const field of fields) {
    const value = (parsed as Record<string, unknown>)[field];
    if (typeof value === 'string' && value !== '' && value.length <= LEAD_FIELD_LIMITS[field]) values[field] = value;
  }
  return values;
}

/** Keeps a form's values (those not empty), or forgets them when every one is empty. A full or refusing storage keeps nothing. */
export function writeUnsent(key: string, values: UnsentValues, storage: Storage | null = tabStorage()): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'string' && value !== ''));
  try {
    if (Object.keys(kept).length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(kept));
  } catch {
    // Quota exceeded or storage refused: the form works as before, only Back loses what was typed.
  }
}
