/**
 * A page with a calculator's figures computed on the server: what a calculator's form sends without
 * JavaScript (blocks/_ui/CalculatorForm.tsx, `?calculator=<uid>&amount=…&period=…`). next.config
 * rewrites /sv/… and /en/… here when the query names a calculator, so the public page stays static
 * and cacheable and only such a request is rendered per request. The page is the published page,
 * with that calculator starting from the sent values (snapped to its stops by rules/); its canonical
 * address is the page's own, and it is not indexed.
 */
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { CALCULATOR_PARAMS } from '~/blocks/_lib/calculatorQuery';
import { localePath } from '~/blocks/_lib/paths';
import { contentMetadata, loadContentPage, queryOf, renderContentPage, type PageParams, type PageSearchParams } from '../../../../lib/pages';

type Params = Promise<PageParams>;
type SearchParams = Promise<PageSearchParams>;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = await loadContentPage(await params);
  return page ? { ...(await contentMetadata(page)), robots: { index: false, follow: true } } : {};
}

/**
 * Whether the page has a calculator block of this uid (the blocks whose form sends `calculator`), found
 * by walking the resolved content without recursion.
 */
function hasCalculator(content: unknown, uid: string): boolean {
  const stack: unknown[] = [content];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...(node as unknown[]));
    else if (typeof node === 'object' && node !== null) {
      const blok = node as { _uid?: unknown; component?: unknown };
      if (blok._uid === uid && typeof blok.component === 'string' && blok.component.endsWith('Calculator')) return true;
      stack.push(...Object.values(node as Record<string, unknown>));
    }
  }
  return false;
}

export default async function CalculatedPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const page = await loadContentPage(await params);
  if (!page) notFound();
  const query = await searchParams;
  // A calculator this page does not have (an old link, a made-up value): the page itself, static and cached,
  // not a render per request for every value someone invents.
  const named = query[CALCULATOR_PARAMS.calculator];
  if (typeof named !== 'string' || !hasCalculator(page.story.content, named)) redirect(localePath(page.story.locale, page.story.path));
  return renderContentPage(page, false, queryOf(query));
}
