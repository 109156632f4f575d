/**
 * Cookie consent: the categories, the first-party cookie that stores a choice, and the browser-side
 * state every island reads (the tag manager, the chat, the review widget).
 *
 * The state lives on <html data-consent-state>: the inline bootstrap script in the page head sets it
 * from the cookie before the first paint (so the banner shows without a flash and without a layout
 * shift, and pages stay the same for everyone on the server), and `saveConsent` changes it.
 * Values: "ask" (no valid choice: the banner shows) or the granted categories, space separated,
 * always starting with "necessary".
 */

import { CONSENT_ASK, CONSENT_CHANGE_EVENT, CONSENT_READER, CONSENT_STATE_ATTRIBUTE, pageConsentState } from './consentState';

export { CONSENT_ASK, CONSENT_CHANGE_EVENT, CONSENT_READER, CONSENT_STATE_ATTRIBUTE };

export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing', 'chat'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/** The categories a visitor may refuse. */
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;
export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ['analytics', 'marketing', 'chat'];

export const CONSENT_COOKIE = 'consent';
/** A choice is kept 180 days (6 months), then asked again. */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export type ConsentChoice = Record<OptionalCategory, boolean>;

/**
 * The granted categories of a cookie header, or null when it holds no valid choice for this policy
 * version (missing, malformed, another version, older than the maximum age). Self-contained on
 * purpose: the head's inline script runs this very function's source (see site/lib/consentScript.ts).
 */
export function grantedFromCookie(cookies: string, cookieName: string, version: string, nowSeconds: number, maxAgeSeconds: number): string | null {
  const parts = cookies.split(';');
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] || '';
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== cookieName) continue;
    let value = '';
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
    // <version>|<flags>|<seconds>, read from the right: the version is the editors' text and may hold a "|".
    const last = value.lastIndexOf('|');
    const middle = last > 0 ? value.lastIndexOf('|', last - 1) : -1;
    if (middle < 0 || value.slice(0, middle) !== version) return null;
    const at = Number(value.slice(last + 1));
    if (!(at > 0) || at > nowSeconds + 86400 || nowSeconds - at > maxAgeSeconds) return null;
    const flags = value.slice(middle + 1, last);
    if (!/^[amc]*$/.test(flags)) return null;
    let granted = 'necessary';
    if (flags.indexOf('a') >= 0) granted += ' analytics';
    if (flags.indexOf('m') >= 0) granted += ' marketing';
    if (flags.indexOf('c') >= 0) granted += ' chat';
    return granted;
  }
  return null;
}

const FLAG: Record<OptionalCategory, string> = { analytics: 'a', marketing: 'm', chat: 'c' };

/** The cookie's value: `<policy version>|<flags>|<unix seconds>`, URL-encoded. */
export function consentCookieValue(choice: ConsentChoice, version: string, nowSeconds: number): string {
  const flags = OPTIONAL_CATEGORIES.filter((c) => choice[c])
    .map((c) => FLAG[c])
    .join('');
  return encodeURIComponent(`${version}|${flags}|${Math.floor(nowSeconds)}`);
}

/** The whole `document.cookie` assignment: first party, whole site, 180 days, Lax, Secure over https. */
export function consentCookie(choice: ConsentChoice, version: string, nowSeconds: number, secure: boolean): string {
  return `${CONSENT_COOKIE}=${consentCookieValue(choice, version, nowSeconds)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The choice a granted-categories string says ("necessary analytics" → analytics only). */
export function choiceOf(granted: string | null | undefined): ConsentChoice {
  const set = new Set((granted ?? '').split(' '));
  return { analytics: set.has('analytics'), marketing: set.has('marketing'), chat: set.has('chat') };
}

export const grantedOf = (choice: ConsentChoice) => ['necessary', ...OPTIONAL_CATEGORIES.filter((c) => choice[c])].join(' ');

export const ACCEPT_ALL: ConsentChoice = Object.freeze({ analytics: true, marketing: true, chat: true });
export const REJECT_ALL: ConsentChoice = Object.freeze({ analytics: false, marketing: false, chat: false });

type ConsentModeValue = 'granted' | 'denied';
export type ConsentModeState = Record<
  'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage' | 'functionality_storage' | 'personalization_storage' | 'security_storage',
  ConsentModeValue
>;

/** Google Consent Mode v2: what a choice grants (security storage is necessary, so always granted). */
export function consentModeFor(choice: ConsentChoice): ConsentModeState {
  const g = (on: boolean): ConsentModeValue => (on ? 'granted' : 'denied');
  return {
    ad_storage: g(choice.marketing),
    ad_user_data: g(choice.marketing),
    ad_personalization: g(choice.marketing),
    analytics_storage: g(choice.analytics),
    functionality_storage: g(choice.chat),
    personalization_storage: g(choice.marketing),
    security_storage: 'granted',
  };
}

/**
 * The cookies the tags of a category leave (Google Analytics', Google Ads' and Meta's first-party ones), which a
 * withdrawn consent takes away: Consent Mode stops the tags writing them, not the browser keeping them.
 */
const TAG_COOKIES: Partial<Record<OptionalCategory, RegExp>> = {
  analytics: /^(?:_ga|_ga_[\w-]+|_gid|_gat(?:_[\w-]+)?)$/,
  marketing: /^(?:_gcl_[\w-]+|_fbp|_fbc)$/,
};

/**
 * The `document.cookie` writes that expire the tag cookies of the categories a choice refuses, on this host and
 * each parent domain (the tags write theirs on the site's registrable domain, `.flodvik.se`).
 */
export function expiredTagCookies(cookies: string, hostname: string, choice: ConsentChoice): string[] {
  const names = cookies
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => OPTIONAL_CATEGORIES.some((category) => !choice[category] && TAG_COOKIES[category]?.test(name)));
  const labels = hostname.split('.');
  const domains = labels.length > 1 && !/^[\d.]+$/.test(hostname) ? labels.slice(0, -1).map((_, i) => labels.slice(i).join('.')) : [];
  return [...new Set(names)].flatMap((name) => [`${name}=; Max-Age=0; Path=/`, ...domains.map((domain) => `${name}=; Max-Age=0; Path=/; Domain=${domain}`)]);
}

/** The defaults pushed before any tag: everything denied but security storage. */
export const CONSENT_MODE_DEFAULTS: ConsentModeState = consentModeFor(REJECT_ALL);

// --- In the browser -----------------------------------------------------------------------------

/**
 * The consent state of this page: null while the visitor has not chosen (or no bootstrap ran, as in
 * a test rendering a block alone), else the choice.
 */
export function currentConsent(): ConsentChoice | null {
  if (typeof document === 'undefined') return null;
  const state = pageConsentState();
  return state === null || state === CONSENT_ASK ? null : choiceOf(state);
}

/** Whether a category is granted now ("necessary" always is). */
export function hasConsent(category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  return currentConsent()?.[category] ?? false;
}

export function subscribeConsent(onChange: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
}

/** A stable snapshot for useSyncExternalStore: the attribute's text ("ask", or the granted categories). */
export const consentSnapshot = () => pageConsentState() ?? CONSENT_ASK;

/** Stores a choice: the cookie, the page's state attribute, then tells every listener. */
export function saveConsent(choice: ConsentChoice, version: string): void {
  try {
    document.cookie = consentCookie(choice, version, Date.now() / 1000, window.location.protocol === 'https:');
  } catch {
    // A browser refusing cookies still gets the choice for this page.
  }
  document.documentElement.setAttribute(CONSENT_STATE_ATTRIBUTE, grantedOf(choice));
  try {
    for (const expired of expiredTagCookies(document.cookie, window.location.hostname, choice)) document.cookie = expired;
  } catch {
    // As above.
  }
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
}
