import { describe, expect, test } from 'vitest';
import { parseRedirects, redirectKey } from './redirectTable';

const entry = (name: string, value: string) => ({ name, value });

describe("an editor's old address", () => {
  test('is matched by its decoded path in lower case, without a trailing slash, query or fragment; a whole URL by its path', () => {
    for (const written of [
      '/sv/gammal-sida',
      'sv/gammal-sida',
      '/SV/Gammal-Sida/',
      '/sv/gammal-sida?utm_source=x',
      'https://www.flodvik.se/sv/gammal-sida#top',
    ])
      expect(redirectKey(written)).toBe('/sv/gammal-sida');
    expect(redirectKey('/sv/l%C3%A5n')).toBe('/sv/lån');
    expect(redirectKey('/sv/Lån')).toBe('/sv/lån');
  });

  test('outside the locales, or not an address, is none', () => {
    for (const written of ['/gammal-sida', '/de/x', '', '/', 'https://', '/sv/%E0%A4%A', '/sv//x']) expect(redirectKey(written)).toBeUndefined();
  });
});

describe('the table of the datasource', () => {
  test('sends each old address to its new one: a path of the site (its query and fragment kept) or a whole URL', () => {
    const { targets, problems } = parseRedirects([
      entry('/sv/kredit', '/sv/flexkredit'),
      entry('sv/lan', 'sv/veckolan?from=lan#villkor'),
      entry('https://www.flodvik.se/en/credit/', 'https://partner.example/en/credit'),
    ]);
    expect(problems).toEqual([]);
    expect(Object.fromEntries(targets)).toEqual({
      '/sv/kredit': '/sv/flexkredit',
      '/sv/lan': '/sv/veckolan?from=lan#villkor',
      '/en/credit': 'https://partner.example/en/credit',
    });
  });

  test('follows a chain to its end, so a visitor takes one hop', () => {
    const { targets } = parseRedirects([entry('/sv/a', '/sv/b'), entry('/sv/b', '/SV/C/'), entry('/sv/c', '/sv/d')]);
    expect(targets.get('/sv/a')).toBe('/sv/d');
    expect(targets.get('/sv/b')).toBe('/sv/d');
  });

  test('leaves out, and says, what it cannot use: no locale, no target, another site without its scheme, a script, itself, a loop, the same address twice', () => {
    const { targets, problems } = parseRedirects([
      entry('/gammal', '/sv/ny'),
      entry('/sv/x', ''),
      entry('/sv/y', '//evil.example/sv'),
      entry('/sv/z', 'javascript:alert(1)'),
      entry('/sv/self', '/SV/Self/'),
      entry('/sv/ping', '/sv/pong'),
      entry('/sv/pong', '/sv/ping'),
      entry('/sv/twice', '/sv/first'),
      entry('/sv/twice', '/sv/second'),
    ]);
    expect([...targets]).toEqual([['/sv/twice', '/sv/first']]);
    expect(problems).toHaveLength(8);
    expect(problems[0]).toContain('under /sv/ or /en/');
    expect(problems[1]).toContain('the new address must be a path of this site');
    expect(problems[2]).toContain('the new address must be');
    expect(problems[3]).toContain('the new address must be');
    expect(problems[4]).toContain('leads to itself');
    expect(problems.filter((p) => p.includes('loop'))).toHaveLength(2);
    expect(problems.find((p) => p.includes('listed before'))).toContain('the first entry is used');
  });

  test('refuses a path whose dot segments leave `//host`, which the browser would read as another site', () => {
    const { targets, problems } = parseRedirects([
      entry('/sv/a', '/.//evil.example/x'),
      entry('/sv/b', '/sv/..//evil.example'),
      entry('/sv/c', '/%2e%2e//evil.example'),
      entry('/sv/d', 'x/..//evil.example'),
    ]);
    expect([...targets]).toEqual([]);
    expect(problems).toHaveLength(4);
    for (const problem of problems) expect(problem).toContain('the new address must be');
  });
});
