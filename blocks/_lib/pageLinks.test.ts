import { describe, expect, test } from 'vitest';
import { clientNavigationTarget, PAGE_LINK_ATTRIBUTE, routedPath, servedHref, sitePath } from './pageLinks';

const here = { origin: 'https://www.flodvik.se', pathname: '/sv/flexkredit', search: '?amount=150000' };
const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, { target = '', attributes = [PAGE_LINK_ATTRIBUTE] }: { target?: string; attributes?: string[] } = {}) => ({
  href: new URL(href, here.origin).href,
  target,
  hasAttribute: (name: string) => attributes.includes(name),
});

describe('clientNavigationTarget: which clicks the router takes', () => {
  test('a page link clicked with the main button goes to its path, query and fragment', () => {
    expect(clientNavigationTarget(click, link('/sv/kontakt'), here)).toBe('/sv/kontakt');
    expect(clientNavigationTarget(click, link('/sv/kontakt?utm_source=x#form'), here)).toBe('/sv/kontakt?utm_source=x#form');
    expect(clientNavigationTarget(click, link('https://www.flodvik.se/sv'), here)).toBe('/sv');
    expect(clientNavigationTarget(click, link('/sv/kontakt', { target: '_self' }), here)).toBe('/sv/kontakt');
    // The page itself without a fragment, or with another query: the router loads it again.
    expect(clientNavigationTarget(click, link('/sv/flexkredit'), here)).toBe('/sv/flexkredit');
    expect(clientNavigationTarget(click, link('/sv/flexkredit?amount=200000#faq'), here)).toBe('/sv/flexkredit?amount=200000#faq');
  });

  test('a new tab or window, another button, or a click a handler took is left to the browser', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(clientNavigationTarget({ ...click, [key]: true }, link('/sv/kontakt'), here), key).toBeNull();
    expect(clientNavigationTarget({ ...click, button: 1 }, link('/sv/kontakt'), here)).toBeNull();
    expect(clientNavigationTarget({ ...click, defaultPrevented: true }, link('/sv/kontakt'), here)).toBeNull();
    expect(clientNavigationTarget(click, link('/sv/kontakt', { target: '_blank' }), here)).toBeNull();
    expect(clientNavigationTarget(click, link('/sv/kontakt', { target: 'other' }), here)).toBeNull();
  });

  test('links that are not page links, downloads, other sites and other languages load as links do', () => {
    expect(clientNavigationTarget(click, link('/sv/kontakt', { attributes: [] }), here)).toBeNull();
    expect(clientNavigationTarget(click, link('/sv/rapport.pdf', { attributes: [PAGE_LINK_ATTRIBUTE, 'download'] }), here)).toBeNull();
    expect(clientNavigationTarget(click, link('https://app.flodvik.se/sv/kontakt'), here)).toBeNull();
    expect(clientNavigationTarget(click, link('http://www.flodvik.se/sv/kontakt'), here)).toBeNull();
    // Another language has its own root layout (lang, the consent banner): a page load sets it up.
    expect(clientNavigationTarget(click, link('/en/contact'), here)).toBeNull();
    expect(clientNavigationTarget(click, link('/en'), { ...here, pathname: '/sv' })).toBeNull();
    expect(clientNavigationTarget(click, link('/sv'), { ...here, pathname: '/sv' })).toBe('/sv');
  });

  test("a fragment of the page being shown is the browser's to scroll to; of another page, the router's", () => {
    expect(clientNavigationTarget(click, link('/sv/flexkredit?amount=150000#faq'), here)).toBeNull();
    expect(clientNavigationTarget(click, link('/sv/flexkredit#faq'), here)).toBe('/sv/flexkredit#faq');
    expect(clientNavigationTarget(click, link('/sv/kontakt#form'), here)).toBe('/sv/kontakt#form');
  });
});

test('sitePath: a link on this site as path, query and fragment; null off the site or unreadable', () => {
  expect(sitePath({ href: 'https://www.flodvik.se/sv/kontakt?x=1#y' }, here)).toBe('/sv/kontakt?x=1#y');
  expect(sitePath({ href: '/sv/jobb' }, here)).toBe('/sv/jobb');
  expect(sitePath({ href: 'mailto:hej@flodvik.se' }, here)).toBeNull();
  expect(sitePath({ href: 'https://example.com/sv' }, here)).toBeNull();
  expect(sitePath({ href: 'http://[' }, here)).toBeNull();
});

test('routedPath: what a prefetch may fetch is what a click would route, whatever the keys', () => {
  expect(routedPath(link('/sv/kontakt#form'), here)).toBe('/sv/kontakt#form');
  expect(routedPath(link('/sv/flexkredit?amount=150000#faq'), here)).toBe('/sv/flexkredit?amount=150000#faq');
  for (const other of [
    link('/en/contact'),
    link('/sv/kontakt', { target: '_blank' }),
    link('/sv/kontakt', { attributes: [] }),
    link('https://app.flodvik.se/sv'),
  ])
    expect(routedPath(other, here), other.href).toBeNull();
});

test('servedHref: a send-status link keeps the href its page gave it across rewrites, and takes a new one the page gives it', () => {
  const served = 'https://app.example/erbjudande?amount=250000';
  const written = `${served}&utm_source=nyhetsbrev`;
  expect(servedHref(served, undefined)).toBe(served);
  expect(servedHref(written, { served, written })).toBe(served); // the second click on an unchanged link
  // The calculator's slider moved: React wrote the offer's new href over the rewritten one.
  expect(servedHref('https://app.example/erbjudande?amount=300000', { served, written })).toBe('https://app.example/erbjudande?amount=300000');
});
