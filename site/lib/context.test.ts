import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Diagnostic } from '~/engine';
import { buildContext } from './context';

afterEach(() => vi.restoreAllMocks());

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
});
