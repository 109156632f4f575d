import { describe, expect, test } from 'vitest';
import { choosePagePaths, translationsOf } from './translations';

/** An entry of a story's `alternates`, as Storyblok's delivery API sends it. */
const alternate = (fullSlug: string, extra: Record<string, unknown> = {}) => ({
  id: 1,
  name: 'x',
  slug: fullSlug.split('/').pop(),
  full_slug: fullSlug,
  published: true,
  is_folder: false,
  parent_id: 2,
  ...extra,
});

describe('translationsOf', () => {
  test("reads each locale's translation from the story's alternates, as a page path", () => {
    const story = { full_slug: 'sv/blogg/fakturera-ratt', alternates: [alternate('en/blog/invoice-right')] };
    expect(translationsOf(story)).toEqual({ en: 'blog/invoice-right' });
    expect(translationsOf({ alternates: [alternate('en/index'), alternate('sv/')] })).toEqual({ en: '', sv: '' });
  });

  test('leaves out folders, other folders than the locales, and what is not an alternate', () => {
    const story = {
      alternates: [alternate('en/blog', { is_folder: true }), alternate('de/blog/x'), alternate('settings/x'), null, 'en/x', { full_slug: 7 }],
    };
    expect(translationsOf(story)).toEqual({});
    expect(translationsOf({})).toEqual({});
    expect(translationsOf({ alternates: 'en/x' })).toEqual({});
  });

  test('the first alternate of a locale wins', () => {
    expect(translationsOf({ alternates: [alternate('en/a'), alternate('en/b')] })).toEqual({ en: 'a' });
  });
});

describe('choosePagePaths', () => {
  const pages = new Set(['sv/kontakt', 'en/kontakt', 'sv/om-oss', 'en/about']);
  const has = (locale: string, path: string) => pages.has(`${locale}/${path}`);

  test('the same path where the locale has it (SPEC §2), even when a translation is linked elsewhere', () => {
    expect(choosePagePaths('kontakt', { en: 'contact' }, has)).toEqual({ sv: 'kontakt', en: 'kontakt' });
  });

  test('else the linked translation, when it is a page', () => {
    expect(choosePagePaths('om-oss', { en: 'about' }, has)).toEqual({ sv: 'om-oss', en: 'about' });
    expect(choosePagePaths('om-oss', { en: 'not-published' }, has)).toEqual({ sv: 'om-oss' });
    expect(choosePagePaths('om-oss', {}, has)).toEqual({ sv: 'om-oss' });
  });
});
