'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  component: string;
  uid: string;
  /** Show a visible card (development and preview) instead of removing the block silently. */
  visible: boolean;
  /** The block is an item of its parent's list: the card takes an `<li>` of its own (RenderBlocks' BlokPlacement). */
  listItem?: boolean | undefined;
  children: ReactNode;
}

/** A script of the page that did not load (Turbopack's ChunkLoadError, after its own one retry; a dynamic import's). */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' || /Failed to load chunk|Loading chunk .* failed|dynamically imported module/i.test(error.message));

/** How long after a reload for a missing script another is not tried (no loop when a script never loads). */
const RELOAD_PAUSE_MS = 5 * 60 * 1000;

/**
 * Loads the page again, once in a while at most, when nothing typed on it would be lost: a script that did not
 * load (a dropped connection, a page kept from before a deploy) took its block away, the contact form with it,
 * and a second load usually has it. False when it did not (storage blocked, a reload just made, typed values).
 */
export function reloadForMissingScript(): boolean {
  try {
    const typed = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=hidden]), textarea')].some(
      (field) => field.value !== field.defaultValue,
    );
    const key = `reloaded-for-script:${window.location.pathname}`;
    if (typed || Date.now() - Number(window.sessionStorage.getItem(key)) < RELOAD_PAUSE_MS) return false;
    window.sessionStorage.setItem(key, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** Keeps a failing interactive block from taking the rest of the page down in the browser. */
export class ClientBoundary extends Component<Props, { failed: boolean; message: string }> {
  override state = { failed: false, message: '' };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, message: error instanceof Error ? error.message : String(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Block ${this.props.component} (${this.props.uid}) failed in the browser`, info.componentStack);
    // Handed on as an uncaught error would be, so whatever reports errors (Sentry's global handlers,
    // when configured) sees it although the boundary keeps the page alive.
    if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
    // On the public site, a block whose script did not load is tried once more with the page (an editor's preview
    // shows the card instead).
    if (!this.props.visible && isChunkLoadError(error)) reloadForMissingScript();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (!this.props.visible) return null;
    const card = (
      <aside role="note" data-diagnostic="error" style={{ border: '2px dashed #b42318', padding: '0.75rem 1rem', margin: '0.75rem auto', maxWidth: '72rem' }}>
        Block {this.props.component} ({this.props.uid}) failed in the browser: {this.state.message}
      </aside>
    );
    return this.props.listItem ? <li>{card}</li> : card;
  }
}
