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
import { DiagnosticsPanel } from '~/engine/render';
import {
  contentMetadata,
  explainContentPage,
  loadContentPage,
  pagePathOf,
  queryOf,
  renderContentPage,
  type PageParams,
  type PageSearchParams,
} from '../../../../lib/pages';
import styles from '../../../../templates/StatusView.module.css';
import { LiveEdit } from '../../LiveEdit.client';

type Params = Promise<PageParams>;
type SearchParams = Promise<PageSearchParams>;

export const dynamic = 'force-dynamic';

async function draftPage(params: PageParams) {
  if (!(await draftMode()).isEnabled) redirect(`/api/preview/exit?slug=${encodeURIComponent(`${params.locale}/${pagePathOf(params)}`)}`);
  return loadContentPage(params, true);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return contentMetadata(await draftPage(await params), true);
}

export default async function DraftPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const p = await params;
  const page = await draftPage(p);
  if (!page) return <UnresolvedDraft params={p} />;
  return (
    <LiveEdit storyId={Number(page.story.id)} siteStoryId={page.siteStoryId} locale={page.story.locale} pagePath={page.story.path}>
      {/* The query too: a calculator's form sent without JavaScript (app/calculation) works in a draft as on the site. */}
      {await renderContentPage(page, true, queryOf(await searchParams))}
    </LiveEdit>
  );
}

/**
 * A story the space has whose content does not make a page yet (a new article whose required title
 * is still empty, say): the editor sees why, and the page follows the typing until it does. A path
 * the space has no story at is the 404 page.
 */
async function UnresolvedDraft({ params }: { params: PageParams }) {
  const problem = await explainContentPage(params, true);
  if (!problem) notFound();
  return (
    <LiveEdit storyId={problem.storyId} locale={params.locale} pagePath={pagePathOf(params)}>
      <main className={styles.page} id="main">
        <div className={styles.card}>
          <h1 className={styles.title}>{problem.name}</h1>
          <p>This story does not make a page yet: the content diagnostics below say what it lacks. The page follows as you edit.</p>
          <DiagnosticsPanel diagnostics={problem.diagnostics} />
        </div>
      </main>
    </LiveEdit>
  );
}
