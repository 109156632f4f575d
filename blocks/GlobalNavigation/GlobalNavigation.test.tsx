import { describe, expect, test } from 'vitest';
import { resolved, textOf } from '~/tests/helpers/blocks';
import { renderBloks, testContext } from '~/tests/helpers/render';

const url = (u: string) => ({ linktype: 'url', url: u });
const rawNav = {
  _uid: 'nav',
  component: 'GlobalNavigation',
  items: [
    { _uid: 'i1', component: 'GlobalNavigationItem', text: 'Blogg', label: 'Nytt', link: { linktype: 'story', cached_url: 'blogg/' } },
    {
      _uid: 'd1',
      component: 'GlobalNavigationDropdownItem',
      text: 'Produkter',
      items: (['briefcase', 'calendar', 'chart', 'factoring', 'lock', 'rocket', 'scale', 'support', 'warning'] as const).map((icon) => ({
        _uid: `s-${icon}`,
        component: 'GlobalNavigationSubItem',
        text: `Länk ${icon}`,
        icon,
        link: { linktype: 'story', cached_url: icon },
      })),
    },
  ],
  phone: '010-000 00 00',
  login: [{ _uid: 'l', component: 'Cta', text: 'Logga in', link: url('https://app.example.test/login') }],
  register: [{ _uid: 'r', component: 'Cta', text: 'Kom igång', link: url('https://app.example.test/registrera'), trackingId: 'nav-register' }],
};
const nav = resolved([rawNav]);

describe('the environment badge', () => {
  test.each([
    ['development', 'LO'],
    ['preview', 'PR'],
  ] as const)('shows %s as %s', (environment, badge) => {
    expect(renderBloks(nav, testContext('sv', environment))).toMatch(new RegExp(`data-env-badge="true">${badge}</span>`));
  });

  test('never shows in production', () => {
    expect(renderBloks(nav, testContext('sv', 'production'))).not.toContain('data-env-badge');
  });
});

describe('the bar', () => {
  const html = renderBloks(nav, testContext('sv'));

  test('has the phone as a tel: link in international form (it dials from abroad too), the login link and the register button', () => {
    expect(html).toContain('href="tel:+46100000000" aria-label="Ring oss på 010-000 00 00"');
    expect(html).toMatch(/href="https:\/\/app.example.test\/login"[^>]*>Logga in</);
    expect(html).toMatch(/href="https:\/\/app.example.test\/registrera"[^>]*data-tracking-id="nav-register"[^>]*>Kom igång</);
  });

  test('dropdown sub-items each have an icon and text, for every icon the specification names', () => {
    expect(html.match(/<svg /g)!.length).toBeGreaterThanOrEqual(9);
    for (const icon of ['briefcase', 'calendar', 'chart', 'factoring', 'lock', 'rocket', 'scale', 'support', 'warning'])
      expect(textOf(html)).toContain(`Länk ${icon}`);
  });

  test('a plain item carries its label badge', () => {
    expect(textOf(html)).toContain('Blogg Nytt');
  });

  test('without items (none added, or every one left out) draws no empty list and no navigation landmark; the actions stay', () => {
    const bare = renderBloks(resolved([{ ...rawNav, items: [] }]), testContext('sv'));
    // One list: the language menu's.
    expect(bare.match(/<ul/g)).toHaveLength(1);
    expect(html.match(/<ul/g)!.length).toBeGreaterThan(1);
    expect(bare).not.toContain('<nav');
    expect(textOf(bare)).toContain('Logga in');
    expect(html).toContain('<nav');
  });
});
