/**
 * A page with a calculator's figures computed on the server: what a calculator's form sends without
 * JavaScript (blocks/_ui/CalculatorForm.tsx, `?calculator=<uid>&amount=…&period=…`). next.config
 * rewrites /sv/… and /en/… here when the query names a calculator, so the public page stays static
 * and cacheable and only such a request is rendered per request. The page is the published page,
 * with that calculator starting from the sent values (snapped to its stops by rules/); its canonical
 * address is the page's own, and it is not indexed.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contentMetadata, loadContentPage, queryOf, renderContentPage, type PageParams, type PageSearchParams } from '../../../../lib/pages';

type Params = Promise<PageParams>;
type SearchParams = Promise<PageSearchParams>;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = await loadContentPage(await params);
  return page ? { ...(await contentMetadata(page)), robots: { index: false, follow: true } } : {};
}

export default async function CalculatedPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const page = await loadContentPage(await params);
  if (!page) notFound();
  return renderContentPage(page, false, queryOf(await searchParams));
}
