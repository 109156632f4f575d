import vm from 'node:vm';
import { expect, test } from 'vitest';
import { ACCEPT_ALL, CONSENT_MODE_DEFAULTS, consentCookieValue } from '~/blocks/_lib/consent';
import { consentBootstrapScript } from './consentScript';

/** Runs the head script in a bare context with a cookie jar; returns the data layer and <html>'s state. */
function run(script: string, cookie: string | (() => string)) {
  const attributes: Record<string, string> = {};
  const document = {
    get cookie() {
      return typeof cookie === 'function' ? cookie() : cookie;
    },
    documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value), style: { setProperty: () => undefined } },
    addEventListener: () => undefined,
  };
  const window: { dataLayer?: unknown[] } = {};
  vm.runInNewContext(script, { window, document, Date });
  return { dataLayer: (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)), state: attributes['data-consent-state'] };
}

test('pushes the Consent Mode defaults as an arguments object, first, and asks without a choice', () => {
  const { dataLayer, state } = run(consentBootstrapScript('2026-01'), '');
  expect(dataLayer).toEqual([['consent', 'default', CONSENT_MODE_DEFAULTS]]);
  expect(state).toBe('ask');
});

test('a stored choice of this version sets the state; another version asks again', () => {
  const cookie = `consent=${consentCookieValue(ACCEPT_ALL, '2026-01', Date.now() / 1000)}`;
  expect(run(consentBootstrapScript('2026-01'), cookie).state).toBe('necessary analytics marketing chat');
  expect(run(consentBootstrapScript('2026-02'), cookie).state).toBe('ask');
});

test('a throwing cookie jar leaves the state "ask"; a hostile version cannot end the script element', () => {
  expect(
    run(consentBootstrapScript('1'), () => {
      throw new Error('cookies disabled');
    }).state,
  ).toBe('ask');
  const script = consentBootstrapScript('</script><script>alert(1)</script>');
  expect(script).not.toContain('</script');
  expect(run(script, '').state).toBe('ask');
});
