'use client';

import type StoryblokBridge from '@storyblok/preview-bridge';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore, useTransition, type ReactNode } from 'react';
import { renderDraftStory } from './actions';
import styles from './LiveEdit.module.css';

/** How long the editor's typing may pause before the page follows (one server round trip per pause). */
const INPUT_DEBOUNCE_MS = 150;

/** The editor framing us, when it is one we allow (Storyblok's, or a configured extra origin). */
function editorParent(extraOrigins: readonly string[]): string | undefined {
  const ancestor = window.location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : undefined);
  if (!ancestor) return undefined;
  return extraOrigins.some((allowed) => allowed === ancestor || (allowed.endsWith(':*') && ancestor.startsWith(`${allowed.slice(0, -2)}:`)))
    ? ancestor
    : undefined;
}

/** Whether the page is a tab of its own rather than the editor's frame (the server cannot tell: it says framed). */
const notFramed = () => window.top === window.self;
const noSubscription = () => () => {};

/** The numeric id of the story an editor event is about, if any (a malformed message has none). */
const idOf = (value: unknown): number | undefined => {
  const id = Number(value);
  return Number.isFinite(id) && id > 0 ? id : undefined;
};

/**
 * Live edit in Storyblok's Visual Editor (draft pages only, so no other page ships any of this).
 * Inside the editor's frame it loads Storyblok's bridge (@storyblok/preview-bridge, the one
 * @storyblok/js bundles, imported on demand as a chunk of its own). On `input` the unsaved story
 * is rendered again by the server through the same engine and components (renderDraftStory), so
 * content, layout and diagnostics follow the typing; on `change` or `published` the page is
 * fetched again from the saved draft. The story is the page's (`storyId`) or the locale's site
 * settings (`siteStoryId`: navigation and footer, which the editor shows on the start page).
 */
export function LiveEdit({
  storyId,
  siteStoryId,
  locale,
  pagePath,
  children,
}: {
  storyId: number;
  siteStoryId?: number;
  locale: string;
  /** The page shown, without its locale ("" for the start page): what site settings are shown on. */
  pagePath: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const [live, setLive] = useState<ReactNode | null>(null);
  // A live render stands in for the server's until the server renders the page again (refresh).
  const [serverRender, setServerRender] = useState(children);
  if (serverRender !== children) {
    setServerRender(children);
    setLive(null);
  }
  const [, startTransition] = useTransition();
  const sent = useRef(0);
  // Whether the last render of the editor's typing failed (the page shows the last one that did), and
  // whether this page is a preview opened outside the editor (its own tab: a way out is shown).
  const [failed, setFailed] = useState(false);
  // Why the editor's latest version makes no page (the page meanwhile shows the last one that did), or null.
  const [problems, setProblems] = useState<readonly string[] | null>(null);
  const outsideEditor = useSyncExternalStore(noSubscription, notFramed, () => false);

  useEffect(() => {
    if (notFramed()) return; // not inside the editor
    let bridge: StoryblokBridge | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // One render in flight at a time (Next runs a page's server actions one after another anyway): the
    // typing that comes meanwhile waits as one story, the latest, so the page follows the last keystroke
    // within about one render instead of working through every pause in turn.
    let rendering = false;
    let waiting: { story: unknown } | undefined;

    const render = async (story: unknown): Promise<void> => {
      if (rendering) {
        waiting = { story };
        return;
      }
      rendering = true;
      const ticket = ++sent.current;
      try {
        // The page's query, as the draft route rendered it with (a calculator's values; a partner link's parameters).
        const rendered = await renderDraftStory(story, locale, pagePath, window.location.search);
        // An answer older than a save (change, published) must not win.
        if (!stopped && ticket === sent.current && rendered) {
          setFailed(false);
          if ('page' in rendered) {
            setProblems(null);
            startTransition(() => setLive(rendered.page));
          } else setProblems(rendered.problems);
        }
      } catch (error) {
        console.warn('Live edit: the draft could not be rendered; the page shows the last version that could.', error);
        if (!stopped && ticket === sent.current) setFailed(true);
      } finally {
        rendering = false;
        const next = waiting;
        waiting = undefined;
        if (next && !stopped) void render(next.story);
      }
    };

    // The bridge cancels every click in edit mode (preventClicks), the diagnostics badge's link too: it is
    // opened here, on the document, before the bridge's window listener.
    const onBadge = (e: MouseEvent) => {
      if (!(e.target instanceof Element) || !e.target.closest('[data-diagnostics-badge]')) return;
      const panel = document.getElementById('diagnostics');
      if (panel instanceof HTMLDetailsElement) panel.open = true;
      panel?.scrollIntoView({ block: 'start' });
    };
    document.addEventListener('click', onBadge);

    // Storyblok's bridge, a chunk of its own imported here: no other page loads any of it.
    import('@storyblok/preview-bridge')
      .then(({ default: Bridge }) => {
        if (stopped) return;
        // The extra editor origins of the build (next.config), the same that may frame this page.
        const parent = editorParent((process.env.NEXT_PUBLIC_STORYBLOK_EDITOR_ORIGINS ?? '').split(',').filter(Boolean));
        bridge = new Bridge({ preventClicks: true, ...(parent ? { customParent: parent } : {}) });
        const ours = (id: number | undefined) => id !== undefined && (id === storyId || id === siteStoryId);
        bridge.on(['input', 'change', 'published'], (event) => {
          if (event.action === 'input') {
            const story: unknown = event.story;
            if (!ours(idOf((story as { id?: unknown } | null | undefined)?.id))) return;
            clearTimeout(timer);
            timer = setTimeout(() => void render(story), INPUT_DEBOUNCE_MS);
          } else if (ours(idOf(event.storyId))) {
            clearTimeout(timer);
            waiting = undefined;
            sent.current++; // answers still in flight are older than the saved draft
            setFailed(false);
            setProblems(null);
            router.refresh();
          }
        });
      })
      .catch((error: unknown) => console.warn('Live edit: the Storyblok bridge could not be loaded.', error));

    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('click', onBadge);
      bridge?.destroy();
    };
  }, [storyId, siteStoryId, locale, pagePath, router]);

  // The notices are the editor tools' words (English, as Storyblok's are), in a live region that is always there,
  // so a screen reader hears the failure when it comes.
  return (
    <>
      <div className={styles.notices} lang="en">
        <p className={styles.notice} role="status">
          {failed &&
            'The page cannot follow your typing right now (the draft could not be rendered: the content service may be down). It shows the last version that could; your changes are safe in the editor, and the page catches up with your next change.'}
        </p>
        <div className={styles.notice} role="status" data-live-problems={problems ? '' : undefined}>
          {problems && (
            <>
              <p>This version of the story does not make a page, so the preview shows the last one that did:</p>
              <ul>
                {problems.map((problem, i) => (
                  <li key={i}>{problem}</li>
                ))}
              </ul>
            </>
          )}
        </div>
        {outsideEditor && (
          <p className={styles.notice}>
            You are looking at unpublished drafts (a preview session).{' '}
            <a href={`/api/preview/exit?slug=${encodeURIComponent(`${locale}/${pagePath}`)}`}>Leave the preview</a> to see the published site.
          </p>
        )}
      </div>
      {live ?? children}
    </>
  );
}
