/**
 * A route's params to its page: apart from lib/pages.tsx (which renders, and so imports every
 * template and block) for code that only asks whether a page exists, such as the content route's
 * layout, whose imports (and their styles) would otherwise ride with every page a second time.
 */
import { isLocale } from '~/contracts/locales';
import { loadPage, type LoadedPage } from './content';

export type PageParams = { locale: string; slug?: string[] };

/** The page path of the route's params ("" for the start page). */
export const pagePathOf = ({ slug }: PageParams) => (slug ?? []).map(decodeURIComponent).join('/');

export async function loadContentPage(params: PageParams, draft = false): Promise<LoadedPage | null> {
  if (!isLocale(params.locale)) return null;
  return loadPage(params.locale, pagePathOf(params), draft);
}
