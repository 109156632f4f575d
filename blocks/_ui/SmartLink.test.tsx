import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import type { ResolvedLink } from '~/engine/types';
import { PAGE_LINK_ATTRIBUTE, SEND_STATUS_ATTRIBUTE } from '../_lib/pageLinks';
import { NEW_TAB_HINT_ID, SmartLink } from './SmartLink';

const render = (children: string | undefined) =>
  renderToStaticMarkup(<SmartLink link={{ kind: 'external', href: 'https://example.com/om/kontakt/' }}>{children}</SmartLink>);

test("a link with text is named by its text; without, or with spaces alone, by the address's last path segment (SPEC §2)", () => {
  expect(render('Kontakta oss')).not.toContain('aria-label');
  for (const empty of [undefined, '', ' ', '\u00a0', '\u200b'])
    expect(render(empty), JSON.stringify(empty)).toMatch(/^<a href="https:\/\/example.com\/om\/kontakt\/" aria-label="kontakt">/);
});

test('a link an editor set to open in a new tab is described by the page\'s "opens in a new tab" text; other links are not', () => {
  const newTab = (describedBy?: string) =>
    renderToStaticMarkup(
      <SmartLink link={{ kind: 'external', href: 'https://jira.example/browse/FLO-1', target: '_blank' }} aria-describedby={describedBy}>
        FLO-1
      </SmartLink>,
    );
  expect(newTab()).toContain(`aria-describedby="${NEW_TAB_HINT_ID}"`);
  expect(newTab('note')).toContain(`aria-describedby="note ${NEW_TAB_HINT_ID}"`);
  expect(newTab()).toContain('target="_blank"');
  expect(render('Kontakta oss')).not.toContain('aria-describedby');
});

test('a link to a page of the site is server markup marked as a page link; the send-status flag marks internal and external links (SPEC §2)', () => {
  const markup = (link: ResolvedLink, sendStatus = false) =>
    renderToStaticMarkup(
      <SmartLink link={link} sendStatus={sendStatus}>
        x
      </SmartLink>,
    );
  expect(markup({ kind: 'internal', href: '/sv/kontakt' })).toBe(`<a href="/sv/kontakt" ${PAGE_LINK_ATTRIBUTE}="">x</a>`);
  expect(markup({ kind: 'internal', href: '/sv/kontakt' }, true)).toBe(`<a href="/sv/kontakt" ${PAGE_LINK_ATTRIBUTE}="" ${SEND_STATUS_ATTRIBUTE}="">x</a>`);
  expect(markup({ kind: 'external', href: 'https://app.example/' }, true)).toBe(`<a href="https://app.example/" ${SEND_STATUS_ATTRIBUTE}="">x</a>`);
  expect(markup({ kind: 'external', href: 'https://app.example/' })).toBe('<a href="https://app.example/">x</a>');
  for (const kind of ['anchor', 'email', 'phone', 'asset'] as const)
    expect(markup({ kind, href: '#x' } as ResolvedLink, true), kind).toBe('<a href="#x">x</a>');
});
