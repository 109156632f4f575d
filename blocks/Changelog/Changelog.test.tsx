import { expect, test } from 'vitest';
import { resolved, textOf } from '~/tests/helpers/blocks';
import { renderBloks, testContext } from '~/tests/helpers/render';

const link = (url: string) => ({ linktype: 'url', url, cached_url: url });
const changelog = resolved([
  {
    _uid: 'cl',
    component: 'Changelog',
    title: 'Nyheter',
    releases: [
      {
        _uid: 'r-sep',
        component: 'ChangelogRelease',
        date: '2026-09-01 00:00',
        items: [{ _uid: 'c', component: 'ChangelogItem', type: 'CHORE', text: 'Uppgraderingar' }],
      },
      {
        _uid: 'r-nov',
        component: 'ChangelogRelease',
        date: '2026-11-01 00:00',
        title: 'November',
        items: [
          { _uid: 'a', component: 'ChangelogItem', type: 'FEAT', text: 'BankID', link: link('https://tracker.example/browse/FLX-123') },
          { _uid: 'b', component: 'ChangelogItem', type: 'FIX', text: 'Avrundning', link: link('https://github.com/o/r/issues/456') },
          { _uid: 'd', component: 'ChangelogItem', type: 'FIX', text: 'Utan ärende', link: link('https://status.example/incidents') },
        ],
      },
      { _uid: 'r-oct', component: 'ChangelogRelease', date: '2026-10-15', items: [] },
    ],
  },
]);

test('releases are listed newest first with their dates, whatever the content order', () => {
  const dates = [...renderBloks(changelog, testContext('en')).matchAll(/<time[^>]*>([^<]+)</g)].map((m) => m[1]);
  expect(dates).toEqual(['1 November 2026', '15 October 2026', '1 September 2026']);
});

test('items show their type as Feature, Fix or Chore and their ticket reference as the link', () => {
  const text = textOf(renderBloks(changelog, testContext('en')));
  expect(text).toContain('Feature BankID Ticket FLX-123');
  expect(text).toContain('Fix Avrundning Ticket #456');
  expect(text).toContain('Fix Utan ärende Details');
  expect(text).toContain('Chore Uppgraderingar');
});

test('in Swedish the link words are Swedish; the types keep their names (SPEC §3: FEAT is shown as Feature)', () => {
  const text = textOf(renderBloks(changelog, testContext('sv')));
  expect(text).toContain('Feature BankID Ärende FLX-123');
  expect(text).toContain('Fix Utan ärende Detaljer');
});

test('the English type names on a Swedish page say they are English, so a Swedish voice does not misread them', () => {
  expect(renderBloks(changelog, testContext('sv'))).toMatch(/<span[^>]*data-type="FEAT"[^>]*lang="en"[^>]*>Feature<\/span>/);
  expect(renderBloks(changelog, testContext('en'))).not.toMatch(/data-type="FEAT"[^>]*lang=/);
});
