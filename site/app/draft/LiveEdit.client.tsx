'use client';

import type StoryblokBridge from '@storyblok/preview-bridge';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { renderDraftStory } from './actions';

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

  useEffect(() => {
    if (window.top === window.self) return; // not inside the editor
    let bridge: StoryblokBridge | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const render = async (story: unknown) => {
      const ticket = ++sent.current;
      try {
        const node = await renderDraftStory(story, locale, pagePath);
        // An older answer arriving after a newer one must not win.
        if (!stopped && ticket === sent.current) startTransition(() => setLive(node));
      } catch (error) {
        console.warn('Live edit: the draft could not be rendered; the page shows the last version that could.', error);
      }
    };

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
            sent.current++; // answers still in flight are older than the saved draft
            router.refresh();
          }
        });
      })
      .catch((error: unknown) => console.warn('Live edit: the Storyblok bridge could not be loaded.', error));

    return () => {
      stopped = true;
      clearTimeout(timer);
      bridge?.destroy();
    };
  }, [storyId, siteStoryId, locale, pagePath, router]);

  return <>{live ?? children}</>;
}
