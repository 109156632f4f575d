import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Diagnostic } from '~/engine';
import { buildContext, reportDiagnostic } from './context';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const diagnostic: Diagnostic = { severity: 'error', component: 'TextSection', uid: '', pointer: '/content/body/3/title', message: 'must not be empty' };

describe('what a page could not show, in the server log', () => {
  test("names the page: the same pointer is in every locale's copy of it", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    buildContext('en', 'about-us').report?.({ diagnostic });
    buildContext('sv', 'om-oss').report?.({ diagnostic });
    expect(log.mock.calls.map(([line]) => line)).toEqual([
      '[content] /en/about-us: ERROR TextSection at /content/body/3/title: must not be empty',
      '[content] /sv/om-oss: ERROR TextSection at /content/body/3/title: must not be empty',
    ]);
  });

  test('a warning is for content:check and the preview, not the log', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    buildContext('sv', 'index').report?.({ diagnostic: { ...diagnostic, severity: 'warning' } });
    expect(log).not.toHaveBeenCalled();
  });

  test("a page's content error is logged once a minute with a count of the renders between, not at every render (a page rendered per request)", () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
    const missingTitle: Diagnostic = {
      severity: 'error',
      component: 'Hero',
      uid: 'h1',
      pointer: '/content/body/0/title',
      message: 'Required field "title" is missing',
    };
    const page = `/sv/kampanj-${Date.now()}`;
    for (let i = 0; i < 3; i += 1) reportDiagnostic({ diagnostic: missingTitle, page });
    // Another page's, and another error of the same page, are lines of their own; a warning is no error, never logged.
    reportDiagnostic({ diagnostic: missingTitle, page: `${page}-2` });
    reportDiagnostic({ diagnostic: { ...missingTitle, pointer: '/content/body/1/title' }, page });
    reportDiagnostic({ diagnostic: { ...missingTitle, severity: 'warning' }, page: `${page}-3` });
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^\\[content\\] ${page}: .*/content/body/0/title`)),
      expect.stringMatching(new RegExp(`^\\[content\\] ${page}-2: `)),
      expect.stringMatching(/\/content\/body\/1\/title/),
    ]);
    // A minute later (on a clock that only goes forward), the next render says it again, with the count.
    const saidBy = performance.now();
    vi.useFakeTimers({ toFake: ['performance'] });
    vi.advanceTimersByTime(saidBy + 61_000);
    reportDiagnostic({ diagnostic: missingTitle, page });
    expect(lines[3]).toMatch(/\(and 2 more like it in the minute before\)$/);
  });
});
