import type { Metadata } from 'next';
import { Fragment, Suspense, type ReactNode } from 'react';
import { DEFAULT_LOCALE, isLocale } from '~/contracts/locales';
import { getStrings } from '../../../i18n';
import { loadContentPage, pagePathOf, type PageParams } from '../../../lib/pages';
import { NotFoundPage } from '../../../templates/NotFoundPage';

type Params = Promise<PageParams>;

/**
 * Where the boundary goes: a Suspense boundary. A notFound() that reached the document's shell made
 * Next send an empty error document that only scripts fill in (vercel/next.js#95613), blank without
 * JavaScript. Caught here, the shell is this layout's 404 page, in the HTML; the status stays 404
 * because the route renders a whole page before it answers (ISR). Not for a route that streams
 * (app/[locale]/%5Fcalculation redirects instead), nor under `next dev`, which streams every page: there the
 * status would be sent as 200 first, and a developer's browser runs scripts.
 */
const NotFoundSlot = process.env.NODE_ENV === 'development' ? Fragment : Suspense;

/**
 * Where a path has no page, this layout is the 404 page: the page calls notFound() (the status),
 * and the not-found boundary beside this file sits inside this layout, so what renders here stays
 * while the boundary replaces the page. Next hands not-found.tsx no params; a layout has them, so
 * the 404 speaks the path's locale with its navigation. Every other page passes straight through.
 * It imports what the page imports (lib/pages: every template and block), so the route's pages
 * load the same scripts and styles as without it; the 404 has no styles of its own for the same
 * reason (templates/NotFoundPage.tsx).
 */
export default async function ContentLayout({ children, params }: { children: ReactNode; params: Params }) {
  const p = await params;
  if (await loadContentPage(p)) return children;
  return (
    <NotFoundPage locale={p.locale} path={pagePathOf(p)}>
      <NotFoundSlot>{children}</NotFoundSlot>
    </NotFoundPage>
  );
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const p = await params;
  if (await loadContentPage(p)) return {};
  // As the page: an unknown locale's 404 is the default locale's.
  return { title: getStrings(isLocale(p.locale) ? p.locale : DEFAULT_LOCALE).notFoundTitle, robots: { index: false, follow: true } };
}
