import type { UiStrings } from '~/blocks/_ui/strings';
import type { Locale } from '~/contracts/locales';
import { en } from './en';
import { sv } from './sv';

/** One dictionary per locale, with the same keys (checked by tests/i18n.test.ts). */
export const dictionaries: Record<Locale, UiStrings> = { sv, en };

export const getStrings = (locale: Locale): UiStrings => dictionaries[locale];
