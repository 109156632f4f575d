import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { addressOf, loadContentPage, type PageParams } from '../../../../lib/pages';

/**
 * A calculator's form sent for an address that has no page (unpublished since the visitor loaded
 * it, or made up): the same address without the calculator's values, where the page route answers
 * with the site's 404 page. Not a 404 here: this route renders per request and streams, so the
 * status would be sent (200) before the page found out; and the visitors this route is for run no
 * scripts, which a 404 from notFound() needs to show anything (site/README.md).
 */
export default async function CalculationLayout({ children, params }: { children: ReactNode; params: Promise<PageParams> }) {
  const p = await params;
  if (!(await loadContentPage(p))) redirect(addressOf(p));
  return children;
}
