import { afterEach, expect, test, vi } from 'vitest';
import type { SiteConfig } from '~/codegen/generated/types';
import type * as Content from './content';
import { loadSiteContext, type SiteContext } from './content';
import { companyLegalName } from './pages';

vi.mock('./content', async (importOriginal) => ({ ...(await importOriginal<typeof Content>()), loadSiteContext: vi.fn() }));
const settings = vi.mocked(loadSiteContext);
afterEach(() => settings.mockReset());

/** Site settings whose footer names the company so. */
const named = (companyName: string | undefined) => ({ footer: [{ companyName }] }) as unknown as SiteConfig;
const context = (site: SiteConfig | null): SiteContext => ({ site, diagnostics: [] });

test("the start page's legal name is the default locale's footer's, whatever the page's own footer says", async () => {
  settings.mockResolvedValue(context(named(' Flodvik Finans AB ')));
  expect(await companyLegalName('en', named('Flodvik Finance (translated)'), false)).toBe('Flodvik Finans AB');
  expect(settings).toHaveBeenCalledWith('sv', false);
  // The default locale's own page reads no other settings.
  settings.mockClear();
  expect(await companyLegalName('sv', named('Flodvik Finans AB'), true)).toBe('Flodvik Finans AB');
  expect(settings).not.toHaveBeenCalled();
});

test("the page's own footer's name where the default locale's has none, or its settings cannot be read", async () => {
  for (const answer of [() => Promise.resolve(context(null)), () => Promise.resolve(context(named('  '))), () => Promise.reject(new Error('Storyblok 503'))]) {
    settings.mockImplementation(answer);
    expect(await companyLegalName('en', named('Flodvik Finans AB'), false)).toBe('Flodvik Finans AB');
  }
  settings.mockResolvedValue(context(null));
  expect(await companyLegalName('en', null, false)).toBeUndefined();
});
