import type { UiStrings } from '~/blocks/_ui/strings';
import type { Locale } from '~/contracts/locales';

/** The keys the status pages (404, 500) speak. */
export type StatusKey = 'notFoundTitle' | 'notFoundText' | 'notFoundHome' | 'errorTitle' | 'errorText' | 'errorRetry';
export type StatusStrings = Pick<UiStrings, StatusKey>;

/**
 * The status pages' part of each locale's dictionary (sv.ts and en.ts include it). Apart because the
 * error boundaries are client components in every page's first load: importing the dictionaries there
 * shipped both of them whole (about 6 kB gzip) to every visitor.
 */
export const statusStrings = {
  sv: {
    notFoundTitle: 'Sidan finns inte',
    notFoundText: 'Vi hittar inte sidan du letar efter. Den kan ha flyttats eller tagits bort.',
    notFoundHome: 'Till startsidan',
    errorTitle: 'Något gick fel',
    errorText: 'Sidan kunde inte visas just nu. Försök igen om en stund.',
    errorRetry: 'Försök igen',
  },
  en: {
    notFoundTitle: 'Page not found',
    notFoundText: 'We cannot find the page you are looking for. It may have moved or been removed.',
    notFoundHome: 'Go to the homepage',
    errorTitle: 'Something went wrong',
    errorText: 'The page could not be shown just now. Please try again in a moment.',
    errorRetry: 'Try again',
  },
} satisfies Record<Locale, StatusStrings>;
