import { describe, expect, test } from 'vitest';
import { getStrings } from '~/site/i18n';
import { changelogTypeLabel, newestFirst, ticketReference, titleAddsToDate } from './changelog';

describe('ticketReference', () => {
  test.each([
    ['https://tracker.flodvik.example/browse/FLX-123', 'FLX-123'],
    ['https://tracker.flodvik.example/browse/FLOW-412?focusedCommentId=9#comment', 'FLOW-412'],
    ['https://linear.example/flodvik/issue/PAY-7/rate-rounding', 'PAY-7'],
    ['https://tracker.example/projects/AB2_C-19', 'AB2_C-19'],
    ['https://github.com/flodvik-demo/site/issues/456', '#456'],
    ['https://github.com/flodvik-demo/site/pull/87', '#87'],
    ['https://github.com/flodvik-demo/site/pull/87/files', '#87'],
    ['https://gitea.example/flodvik/site/pulls/12', '#12'],
    ['https://gitlab.example/flodvik/site/-/issues/31', '#31'],
    ['https://gitlab.example/flodvik/site/-/merge_requests/12', '!12'],
    // Jira takes a key in any case after "browse"; its boards name the issue in the query.
    ['https://tracker.flodvik.example/browse/flx-123', 'FLX-123'],
    ['https://flodvik.atlassian.net/jira/software/projects/FLX/boards/1?selectedIssue=FLX-77', 'FLX-77'],
  ])('%s → %s', (href, reference) => {
    expect(ticketReference(href)).toBe(reference);
  });

  test.each([
    'https://flodvik.example/blogg/covid-19-och-kassaflode', // a lower-case slug is not an issue key
    'https://github.com/flodvik-demo/site/issues', // the list, not one issue
    'https://github.com/flodvik-demo/site/issues/0',
    'https://tracker.flodvik.example/browse/?key=FLX-1', // keys in other query parameters are not read
    'https://flodvik.example/blogg/browse/covid-19x', // not a key after "browse"
    'https://tracker.example/boards/1?selectedIssue=not a key',
    'https://example.com/',
    '/sv/nyheter',
    '',
  ])('%s has no reference', (href) => {
    expect(ticketReference(href)).toBeUndefined();
  });

  test('a Jira key wins over a number elsewhere in the path', () => {
    expect(ticketReference('https://tracker.example/issues/5/FLX-9')).toBe('FLX-9');
  });
});

describe('changelogTypeLabel', () => {
  test('FEAT is shown as Feature, FIX as Fix, CHORE as Chore in English', () => {
    const en = getStrings('en');
    expect((['FEAT', 'FIX', 'CHORE'] as const).map((t) => changelogTypeLabel(t, en))).toEqual(['Feature', 'Fix', 'Chore']);
  });

  test('on Swedish pages too the types are Feature, Fix and Chore, as SPEC §3 names them', () => {
    const sv = getStrings('sv');
    const labels = (['FEAT', 'FIX', 'CHORE'] as const).map((t) => changelogTypeLabel(t, sv));
    expect(labels).toEqual(['Feature', 'Fix', 'Chore']);
  });
});

describe('newestFirst', () => {
  test('orders releases by date, newest first, keeping content order for equal dates', () => {
    const releases = [
      { id: 'a', date: '2026-09-01 00:00' },
      { id: 'b', date: '2026-11-01 00:00' },
      { id: 'c', date: '2026-10-15' },
      { id: 'd', date: '2026-11-01 00:00' },
    ];
    expect(newestFirst(releases).map((r) => r.id)).toEqual(['b', 'd', 'c', 'a']);
    expect(releases.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']); // the content is not mutated
  });

  test("dates written in other forms are compared as the instants they name (a date without a zone is Sweden's time)", () => {
    const releases = [
      { id: 'utc-late-evening', date: '2026-10-01T23:30:00Z' }, // 01:30 on 2 October in Sweden
      { id: 'sweden-past-midnight', date: '2026-10-02 00:30' },
      { id: 'day-alone', date: '2026-10-02' },
      { id: 'offset', date: '2026-10-02T03:00:00+02:00' },
    ];
    expect(newestFirst(releases).map((r) => r.id)).toEqual(['offset', 'utc-late-evening', 'sweden-past-midnight', 'day-alone']);
  });
});

describe('a release title next to its date', () => {
  test('repeating the month and year adds nothing; anything more does', () => {
    expect(titleAddsToDate('August 2026', '25 August 2026')).toBe(false);
    expect(titleAddsToDate('augusti 2026', '25 augusti 2026')).toBe(false);
    expect(titleAddsToDate('AUGUST, 2026', '25 August 2026')).toBe(false);
    expect(titleAddsToDate('Faster payouts', '25 August 2026')).toBe(true);
    expect(titleAddsToDate('August 2026 release', '25 August 2026')).toBe(true);
    expect(titleAddsToDate('  ', '25 August 2026')).toBe(false);
  });
});
