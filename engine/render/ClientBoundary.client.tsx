'use client';

import { Component, createContext, createElement, type ErrorInfo, type ReactNode } from 'react';
import { ISLAND_ATTRIBUTE, KEPT_ATTRIBUTE } from './islandMarker';

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

/** Where the time of the last such reload of a page is kept (sessionStorage). */
export const reloadKey = (pathname: string) => `reloaded-for-script:${pathname}`;

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
    const key = reloadKey(window.location.pathname);
    if (typed || Date.now() - Number(window.sessionStorage.getItem(key)) < RELOAD_PAUSE_MS) return false;
    window.sessionStorage.setItem(key, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** A block's root element as the server drew it: its name and attributes, and a copy of it with what was typed into it. */
interface ServerMarkup {
  tag: string;
  attributes: [name: string, value: string][];
  copy: Element;
  /** Which of its elements had focus (its place among them), or -1. */
  focus: number;
}

/** Set once the page's blocks have mounted: a block failing after that was drawn by the browser (a page opened through the router). */
let pageMounted = false;
/** The markup of the blocks kept on this visit, by blok: Back to such a page (through the router) shows them again. */
const keptBefore = new Map<string, ServerMarkup>();
/** Inside another block's boundary: a script missing there is the outer block's to keep (its markup holds this one's). */
const Nested = createContext(false);

/**
 * The markup the server drew for the blok `uid`, read from the page: React has not replaced it yet when a block
 * fails as the page hydrates (it renders the page again first and swaps the document's contents only once that
 * render is done). A copy keeps what the visitor typed (cloning keeps a field's value, not a list's choice). Null
 * when it is not on the page once.
 */
export function serverMarkup(uid: string): ServerMarkup | null {
  if (typeof document === 'undefined') return null;
  const roots = [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].filter((e) => e.getAttribute(ISLAND_ATTRIBUTE) === uid);
  const root = roots.length === 1 ? roots[0]! : null;
  if (!root) return null;
  const copy = root.cloneNode(true) as Element;
  const options = root.querySelectorAll('option');
  copy.querySelectorAll('option').forEach((option, i) => (option.selected = options[i]!.selected));
  const markup = {
    tag: root.localName,
    attributes: [...root.attributes].map((a): [string, string] => [a.name, a.value]),
    copy,
    focus: [...root.querySelectorAll('*')].indexOf(document.activeElement!),
  };
  keptBefore.set(uid, markup);
  return markup;
}

/** The server's markup again, marked as kept: its forms post without JavaScript and its styles show it as they do then. */
function Kept({ markup }: { markup: ServerMarkup }) {
  return createElement(markup.tag, {
    ref: (element: Element | null) => {
      if (!element || element.hasAttribute(KEPT_ATTRIBUTE)) return;
      // The attributes as they were (a style attribute too, which React would take only as an object).
      for (const [name, value] of markup.attributes) element.setAttribute(name, value);
      element.setAttribute(KEPT_ATTRIBUTE, '');
      element.replaceChildren(...markup.copy.cloneNode(true).childNodes);
      (element.querySelectorAll('*')[markup.focus] as HTMLElement | undefined)?.focus({ preventScroll: true });
    },
  });
}

/**
 * Keeps a failing interactive block from taking the rest of the page down in the browser. A block whose script did
 * not load stays as the server drew it, working as it does without JavaScript (a lead form posts, a calculator
 * gives its figures, the FAQ shows its answers); a block whose code fails is taken away.
 */
export class ClientBoundary extends Component<Props, { failed: boolean; error?: unknown }> {
  static override contextType = Nested;
  declare context: boolean;
  override state: { failed: boolean; error?: unknown } = { failed: false };
  /** Read once, before React replaces the page's markup; later renders show the same. */
  private kept: ServerMarkup | null | undefined;

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidMount() {
    pageMounted = true;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Block ${this.props.component} (${this.props.uid}) failed in the browser`, info.componentStack);
    // Handed on as an uncaught error would be, so whatever reports errors (Sentry's global handlers,
    // when configured) sees it although the boundary keeps the page alive.
    if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
    // On the public site, a block whose script did not load is tried once more with the page (an editor's preview
    // shows the card instead); after the router has shown the new page's address.
    if (!this.props.visible && isChunkLoadError(error)) setTimeout(reloadForMissingScript);
  }

  override render() {
    if (!this.state.failed) return <Nested value>{this.props.children}</Nested>;
    if (!this.props.visible && isChunkLoadError(this.state.error)) {
      if (this.context) throw this.state.error;
      // A block drawn by the browser has no server markup on the page: the one kept on this visit, if any.
      this.kept ??= pageMounted ? keptBefore.get(this.props.uid) : serverMarkup(this.props.uid);
    }
    if (!this.props.visible) return this.kept ? <Kept markup={this.kept} /> : null;
    const card = (
      <aside role="note" data-diagnostic="error" style={{ border: '2px dashed #b42318', padding: '0.75rem 1rem', margin: '0.75rem auto', maxWidth: '72rem' }}>
        Block {this.props.component} ({this.props.uid}) failed in the browser:{' '}
        {String(this.state.error instanceof Error ? this.state.error.message : this.state.error)}
      </aside>
    );
    return this.props.listItem ? <li>{card}</li> : card;
  }
}
