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
import { isStoryblokError, type StoryblokError } from '~/engine/sources/storyblok';
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
import type { UnresolvedStory } from '../../../../lib/content';
import { LiveEdit } from '../../LiveEdit.client';

type Params = Promise<PageParams>;
type SearchParams = Promise<PageSearchParams>;

export const dynamic = 'force-dynamic';

async function draftPage(params: PageParams) {
  if (!(await draftMode()).isEnabled) redirect(`/api/preview/exit?slug=${encodeURIComponent(`${params.locale}/${pagePathOf(params)}`)}`);
  return loadContentPage(params, true);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  try {
    return contentMetadata(await draftPage(await params), true);
  } catch (error) {
    if (isStoryblokError(error)) return contentMetadata(null, true);
    throw error;
  }
}

export default async function DraftPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const p = await params;
  const query = queryOf(await searchParams);
  const read = await readDraft(p, query).catch((error: unknown) => {
    // The space did not answer (after the source's retries): the editor reads so, not the visitors' error page.
    if (isStoryblokError(error)) return { kind: 'failed' as const, error };
    throw error;
  });
  if (read.kind === 'failed') return <SpaceDidNotAnswer params={p} query={query} error={read.error} />;
  if (read.kind === 'unresolved') return <UnresolvedDraft params={p} problem={read.problem} />;
  const { story, siteStoryId } = read.page;
  return (
    <LiveEdit storyId={Number(story.id)} siteStoryId={siteStoryId} locale={story.locale} pagePath={story.path}>
      {read.content}
    </LiveEdit>
  );
}

/** Everything the page reads from the space: the rendered draft, or why its story makes no page yet (404 without one). */
async function readDraft(params: PageParams, query: string) {
  const page = await draftPage(params);
  if (!page) {
    const problem = await explainContentPage(params, true);
    if (!problem) notFound();
    return { kind: 'unresolved' as const, problem };
  }
  // The query too: a calculator's form sent without JavaScript (app/[locale]/%5Fcalculation) works in a draft as on the site.
  return { kind: 'page' as const, page, content: await renderContentPage(page, true, query) };
}

/** The draft content could not be read: what Storyblok answered, the same address again, and the way out. */
function SpaceDidNotAnswer({ params, query, error }: { params: PageParams; query: string; error: StoryblokError }) {
  const slug = `${params.locale}/${pagePathOf(params)}`;
  const again = `/${slug}${query ? `?${query}` : ''}`;
  return (
    <main className={styles.page} id="main" lang="en">
      <div className={styles.card}>
        <h1 className={styles.title}>The draft could not be read from Storyblok</h1>
        <p>{error.message}.</p>
        <p>Nothing is lost: what you saved is in Storyblok. Try again in a moment.</p>
        <div className={styles.actions}>
          <a className={styles.home} href={again}>
            Try again
          </a>
          <a className={styles.home} href={`/api/preview/exit?slug=${encodeURIComponent(slug)}`}>
            Leave the preview
          </a>
        </div>
      </div>
    </main>
  );
}

/**
 * A story the space has whose content does not make a page yet (a new article whose required title
 * is still empty, say): the editor sees why, and the page follows the typing until it does. A path
 * the space has no story at is the 404 page.
 */
function UnresolvedDraft({ params, problem }: { params: PageParams; problem: UnresolvedStory }) {
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
