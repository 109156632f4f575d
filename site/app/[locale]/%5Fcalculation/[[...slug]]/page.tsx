/**
 * A page with a calculator's figures computed on the server: what a calculator's form sends without
 * JavaScript (blocks/_ui/CalculatorForm.tsx, `?calculator=<uid>&amount=…&period=…`), and the address a
 * calculator writes as its sliders move on a page where it is the only one (`?amount=…&period=…`), which a
 * visitor shares or reloads: its figures are in the HTML, not the defaults until the scripts run (or for good,
 * without them); a page without a calculator is rendered as it is, with its whole query. next.config rewrites
 * /sv/… and /en/… here when the query names a calculator or an amount, so the public page stays static and
 * cacheable and only such a request is rendered per request. The page is the published page, with its
 * calculators starting from the sent values (snapped to their stops by rules/); its canonical address is the
 * page's own, and it is not indexed.
 */
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CALCULATOR_PARAMS } from '~/blocks/_lib/calculatorParams';
import { localePath } from '~/blocks/_lib/paths';
import { addressOf, contentMetadata, loadContentPage, queryOf, renderContentPage, type PageParams, type PageSearchParams } from '../../../../lib/pages';

type Params = Promise<PageParams>;
type SearchParams = Promise<PageSearchParams>;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = await loadContentPage(await params);
  return page ? { ...(await contentMetadata(page)), robots: { index: false, follow: true } } : {};
}

/**
 * Whether a blok of this page has this uid, found by walking the resolved content without recursion.
 * Only a calculator's form sends its uid, and a blok that is no calculator ignores it; what matters is
 * that the values are the page's few, not any a stranger invents.
 */
function hasBlok(content: unknown, uid: string): boolean {
  const stack: unknown[] = [content];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...(node as unknown[]));
    else if (typeof node === 'object' && node !== null) {
      if ((node as { _uid?: unknown })._uid === uid) return true;
      stack.push(...Object.values(node as Record<string, unknown>));
    }
  }
  return false;
}

export default async function CalculatedPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const p = await params;
  // As the layout: no page at this address, the address itself answers (its 404).
  const page = await loadContentPage(p);
  if (!page) redirect(addressOf(p));
  const query = await searchParams;
  // A uid this page does not have (an old link, a made-up value): the page itself, static and cached, not a
  // render per request for every value someone invents. The rest of the query goes along (a shared link's
  // campaign tags); the calculator's own values mean nothing without it.
  const named = query[CALCULATOR_PARAMS.calculator];
  if (named !== undefined && !(typeof named === 'string' && hasBlok(page.story.content, named))) {
    const rest = new URLSearchParams(queryOf(query));
    for (const name of Object.values(CALCULATOR_PARAMS)) rest.delete(name);
    const search = rest.toString();
    redirect(`${localePath(page.story.locale, page.story.path)}${search ? `?${search}` : ''}`);
  }
  // A query that names no calculator (`?amount=…`) is every calculator's on the page (blocks/_lib/calculatorQuery.ts).
  // On a page without one it is rendered as it came, query and all, never redirected without it: a partner page hands
  // every parameter on to the app (SPEC §2), `amount` and `period` of a partner's prefill too.
  return renderContentPage(page, false, queryOf(query));
}
