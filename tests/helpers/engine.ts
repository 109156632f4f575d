/** The engine as the site configures it (site/config/engine.ts), with a test borrower-app URL. */
import { createEngine, type LinkContext } from '~/engine';
import type { Locale } from '~/contracts/locales';
import { siteEngineConfig } from '~/site/config/engine';

export const BORROWER_APP_URL = 'https://app.example.test';
export const testConfig = siteEngineConfig(BORROWER_APP_URL);
export const engine = createEngine(testConfig);
export const { resolveStory, resolveBloks } = engine;

export const linkContext = (locale: Locale): LinkContext => ({
  locale,
  locales: testConfig.locales,
  placeholders: testConfig.linkPlaceholders,
  publicPaths: testConfig.publicPaths ?? [],
  callingCode: testConfig.callingCode,
});
