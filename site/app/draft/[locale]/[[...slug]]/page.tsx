/**
 * A page in draft mode. next.config rewrites /sv/… and /en/… here while Next's draft-mode cookie is
 * present (set by /api/preview): rendered on every request from the space's draft content with the
 * preview token, never cached, diagnostics shown, every block marked for the Visual Editor, and the
 * live-edit island following the editor. A request without a valid draft session (an expired cookie,
 * or someone opening /draft/… directly) is sent through /api/preview/exit to the published page.
 */
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { contentMetadata, loadContentPage, pagePathOf, renderContentPage, type PageParams } from '../../../../lib/pages';
import { LiveEdit } from '../../LiveEdit.client';

type Params = Promise<PageParams>;

export const dynamic = 'force-dynamic';

async function draftPage(params: PageParams) {
  if (!(await draftMode()).isEnabled) redirect(`/api/preview/exit?slug=${encodeURIComponent(`${params.locale}/${pagePathOf(params)}`)}`);
  return loadContentPage(params, true);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return contentMetadata(await draftPage(await params), true);
}

export default async function DraftPage({ params }: { params: Params }) {
  const p = await params;
  const page = await draftPage(p);
  if (!page) notFound();
  return (
    <LiveEdit storyId={Number(page.story.id)} locale={page.story.locale}>
      {await renderContentPage(page, true)}
    </LiveEdit>
  );
}
