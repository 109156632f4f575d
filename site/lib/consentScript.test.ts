import vm from 'node:vm';
import { expect, test } from 'vitest';
import {
  ACCEPT_ALL,
  CONSENT_CHANGE_EVENT,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_MODE_DEFAULTS,
  CONSENT_READER,
  consentCookie,
  consentCookieValue,
  grantedFromCookie,
  REJECT_ALL,
} from '~/blocks/_lib/consent';
import { CONSENT_EARLY_CLICKS } from '~/blocks/_lib/consentState';
import { consentBootstrapScript } from './consentScript';

/** The head script of a site whose dialog offers every category, or no chat (`chat: false`). */
const boot = (version: string, { chat = true } = {}) =>
  consentBootstrapScript({
    version,
    categories: (['necessary', 'analytics', 'marketing', ...(chat ? ['chat' as const] : [])] as const).map((id) => ({ id, title: id, text: '' })),
  });

/** Runs the head script in a bare context with a cookie jar; returns the data layer and <html>'s state. */
function run(script: string, cookie: string | (() => string)) {
  const attributes: Record<string, string> = {};
  const documentListeners: Record<string, ((event: { target: unknown }) => void)[]> = {};
  const main = { focused: 0, focus: () => (main.focused += 1) };
  let jar = cookie;
  const written: string[] = [];
  const document = {
    get cookie() {
      return typeof jar === 'function' ? jar() : jar;
    },
    set cookie(value: string) {
      written.push(value);
    },
    documentElement: {
      setAttribute: (name: string, value: string) => (attributes[name] = value),
      getAttribute: (name: string) => attributes[name] ?? null,
      hasAttribute: (name: string) => name in attributes,
      style: { setProperty: () => undefined },
    },
    activeElement: null as unknown,
    getElementById: (id: string) => (id === 'main' ? main : null),
    addEventListener: (type: string, listener: (event: { target: unknown }) => void) => (documentListeners[type] ??= []).push(listener),
  };
  const listeners: Record<string, ((event: { persisted?: boolean }) => void)[]> = {};
  const events: string[] = [];
  const window: Record<string, unknown> & { dataLayer?: unknown[] } = {
    addEventListener: (type: string, listener: (event: { persisted?: boolean }) => void) => (listeners[type] ??= []).push(listener),
    dispatchEvent: (event: { type: string }) => events.push(event.type),
  };
  class Event {
    constructor(readonly type: string) {}
  }
  vm.runInNewContext(script, { window, document, Date, Event, location: { protocol: 'https:' } });
  return {
    dataLayer: (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
    get state() {
      return attributes['data-consent-state'];
    },
    window,
    events,
    document,
    main,
    written,
    /** A click on an element of the page (a stand-in with the DOM's closest and getAttribute). */
    click(target: unknown) {
      for (const listener of documentListeners.click ?? []) listener({ target });
    },
    /** The visitor's cookie changes elsewhere, then the page comes back (persisted: from the back/forward cache). */
    pageshow(newCookie: string, persisted: boolean) {
      jar = newCookie;
      for (const listener of listeners.pageshow ?? []) listener({ persisted });
    },
  };
}

test('pushes the Consent Mode defaults as an arguments object, first, and asks without a choice', () => {
  const { dataLayer, state } = run(boot('2026-01'), '');
  expect(dataLayer).toEqual([['consent', 'default', CONSENT_MODE_DEFAULTS]]);
  expect(state).toBe('ask');
});

test('a stored choice of this version sets the state; another version asks again', () => {
  const cookie = `consent=${consentCookieValue(ACCEPT_ALL, '2026-01', Date.now() / 1000)}`;
  expect(run(boot('2026-01'), cookie).state).toBe('necessary analytics marketing chat');
  expect(run(boot('2026-02'), cookie).state).toBe('ask');
});

test('a throwing cookie jar leaves the state "ask"; a hostile version cannot end the script element', () => {
  expect(
    run(boot('1'), () => {
      throw new Error('cookies disabled');
    }).state,
  ).toBe('ask');
  const script = boot('</script><script>alert(1)</script>');
  expect(script).not.toContain('</script');
  expect(run(script, '').state).toBe('ask');
});

test('a page back from the back/forward cache reads the cookie again: a choice made on another page since holds, and the listeners hear of it', () => {
  const granted = `consent=${consentCookieValue(ACCEPT_ALL, '2026-01', Date.now() / 1000)}`;
  const withdrawn = `consent=${consentCookieValue(REJECT_ALL, '2026-01', Date.now() / 1000)}`;
  const page = run(boot('2026-01'), granted);
  page.pageshow(withdrawn, false); // an ordinary load ran the script afresh: nothing to do
  expect(page.state).toBe('necessary analytics marketing chat');
  page.pageshow(withdrawn, true);
  expect(page.state).toBe('necessary');
  expect(page.events).toEqual([CONSENT_CHANGE_EVENT]);
  page.pageshow(withdrawn, true); // unchanged: no news
  expect(page.events).toHaveLength(1);
  // The reader stays on window, for the islands to put the state back should it go (consent.ts).
  expect((page.window[CONSENT_READER] as () => string)()).toBe('necessary');
});

test('clicks on the consent controls before the marketing layer listens are kept for it; Accept all and Reject all take effect at once, before and after', () => {
  const page = run(boot('2026-01'), '');
  const banner = { contains: (el: unknown) => el === accept || el === reject };
  /** A control of the page: its attributes, inside the banner or not; `closest` as the DOM's for the selectors the script asks. */
  const control = (attributes: Record<string, string>, inBanner: boolean) => {
    const el = {
      getAttribute: (name: string) => attributes[name] ?? null,
      hasAttribute: (name: string) => name in attributes,
      closest: (selector: string) =>
        selector === '[data-consent-banner]' ? (inBanner ? banner : null) : Object.keys(attributes).some((a) => selector.includes(`[${a}`)) ? el : null,
    };
    return el;
  };
  const accept = control({ 'data-consent': 'accept-all' }, true);
  const reject = control({ 'data-consent': 'reject-all' }, true);
  const settings = control({ 'data-consent-settings': '' }, false);
  const other = { closest: () => null };
  expect(page.state).toBe('ask');
  page.click(other);
  page.click(settings);
  expect(page.state).toBe('ask');
  page.document.activeElement = accept;
  page.click(accept);
  expect(page.state).toBe('necessary analytics marketing chat');
  expect(page.main.focused).toBe(1); // focus was in the banner, which goes
  // The choice replaced the dialog the settings would have opened.
  expect(page.window[CONSENT_EARLY_CLICKS]).toEqual([accept]);
  // The cookie is written at once, as consent.ts writes it, with the browser's time (and Secure over https).
  expect(page.written).toHaveLength(1);
  const now = Math.floor(Date.now() / 1000);
  const [pair, ...attributes] = page.written[0]!.split('; ');
  expect(attributes).toEqual(consentCookie(ACCEPT_ALL, '2026-01', now, true).split('; ').slice(1));
  expect(grantedFromCookie(pair!, 'consent', '2026-01', now, CONSENT_MAX_AGE_SECONDS)).toBe('necessary analytics marketing chat');
  expect(Math.abs(Number(decodeURIComponent(pair!).split('|')[2]) - now)).toBeLessThanOrEqual(1);
  // The marketing layer has taken them over: no more are kept, and a choice still shows at once (focus elsewhere stays).
  page.window[CONSENT_EARLY_CLICKS] = null;
  page.document.activeElement = null;
  page.click(reject);
  expect(page.state).toBe('necessary');
  expect(page.window[CONSENT_EARLY_CLICKS]).toBeNull();
  expect(page.main.focused).toBe(1);
  expect(grantedFromCookie(page.written[1]!.split('; ')[0]!, 'consent', '2026-01', now, CONSENT_MAX_AGE_SECONDS)).toBe('necessary');
});

test('where the site has no chat, "Accept all" grants what the site offers: the state and the cookie leave the chat out', () => {
  const page = run(boot('2026-01', { chat: false }), '');
  const accept = {
    getAttribute: (name: string) => (name === 'data-consent' ? 'accept-all' : null),
    hasAttribute: () => false,
    closest: (selector: string) => (selector === '[data-consent-banner]' ? null : selector.includes('[data-consent') ? accept : null),
  };
  page.click(accept);
  expect(page.state).toBe('necessary analytics marketing');
  const now = Math.floor(Date.now() / 1000);
  expect(grantedFromCookie(page.written[0]!.split('; ')[0]!, 'consent', '2026-01', now, CONSENT_MAX_AGE_SECONDS)).toBe('necessary analytics marketing');
});
