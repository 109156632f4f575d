import { describe, expect, test } from 'vitest';
import { isCurrentPage } from './paths';

describe('isCurrentPage: the navigation marks the page being shown', () => {
  test.each([
    ['/sv/flexkredit', 'sv', 'flexkredit'],
    ['/sv/flexkredit/', 'sv', 'flexkredit'],
    ['/sv/flexkredit?amount=50000#kalkyl', 'sv', 'flexkredit'],
    ['/sv', 'sv', ''],
    ['/en/about/team', 'en', 'about/team'],
    // A link's href is percent-encoded (engine/links.ts), a page's path is not.
    ['/sv/l%C3%A5n-f%C3%B6r-f%C3%B6retag', 'sv', 'lån-för-företag'],
    ['/sv/lån-för-företag', 'sv', 'lån-för-företag'],
  ] as const)('%s is the current page of %s/%s', (href, locale, path) => {
    expect(isCurrentPage(href, locale, path)).toBe(true);
  });

  test.each([
    ['/sv/flexkredit', 'sv', 'veckolan'],
    ['/sv/flexkredit', 'en', 'flexkredit'],
    ['/sv', 'sv', 'flexkredit'],
    ['/sv/flexkredit-extra', 'sv', 'flexkredit'],
    ['https://example.com/sv/flexkredit', 'sv', 'flexkredit'],
    ['//example.com/sv', 'sv', ''],
    ['#kontakt', 'sv', ''],
    ['/sv/l%C3%A5n%', 'sv', 'lån%'],
  ] as const)('%s is not the current page of %s/%s', (href, locale, path) => {
    expect(isCurrentPage(href, locale, path)).toBe(false);
  });
});
