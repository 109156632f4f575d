'use client';

import { useContext, useEffectEvent, useId, useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import type { EditableAttributes } from '~/engine/render/editable';
import { earlyToggleProps, goLive } from '../_lib/earlyTaps';
import { CLOSED_PANEL } from './closedPanel';
import { CollapseItemContext } from './collapseItem';
import styles from './Disclosure.module.css';
import type { ItemHeadingLevel } from './title';

/** The element name of a disclosure's panel (see DisclosurePanelElement). */
const PANEL = 'disclosure-panel';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how React's types are extended with an element
  namespace JSX {
    interface IntrinsicElements {
      [PANEL]: Omit<HTMLAttributes<HTMLElement>, 'hidden'> & { hidden?: typeof CLOSED_PANEL; ref?: Ref<HTMLElement> };
    }
  }
}

/**
 * A question-and-answer style disclosure (FAQ items, job items), on the platform: the trigger is a
 * `<button aria-expanded aria-controls>` inside a heading, the panel a group labelled by it. A closed
 * panel stays in the page as hidden="until-found": find-in-page and search engines see it, and the
 * browser's `beforematch` opens it. Inside a CollapseList the machine decides visibility and open
 * state; alone, it keeps its own. An item of another category than the selected one stays in the
 * page, hidden: without JavaScript every question shows, with its answer (Disclosure.module.css). Before the
 * island has hydrated (or when its script never loads) the head script opens and closes the panel on a tap
 * (blocks/_lib/earlyTaps.ts); the island takes what it finds as its state.
 */
export function Disclosure({
  id,
  summary,
  open,
  level,
  children,
  ...editable
}: EditableAttributes & { id: string; summary: ReactNode; open: boolean; level?: ItemHeadingLevel; children: ReactNode }) {
  const list = useContext(CollapseItemContext);
  const headingLevel = level ?? list?.level ?? 3;
  return list ? (
    <DisclosureView
      id={id}
      summary={summary}
      level={headingLevel}
      expanded={list.isOpen(id)}
      onToggle={() => list.toggle(id)}
      filteredOut={!list.isVisible(id)}
      editable={editable}
    >
      {children}
    </DisclosureView>
  ) : (
    <OwnDisclosure id={id} summary={summary} open={open} level={headingLevel} editable={editable}>
      {children}
    </OwnDisclosure>
  );
}

function OwnDisclosure({ open, ...props }: Omit<ViewProps, 'expanded' | 'onToggle'> & { open: boolean }) {
  const [expanded, setExpanded] = useState(open);
  return <DisclosureView {...props} expanded={expanded} onToggle={() => setExpanded((was) => !was)} />;
}

interface ViewProps {
  id: string;
  summary: ReactNode;
  level: ItemHeadingLevel;
  expanded: boolean;
  onToggle: () => void;
  /** Of another category than the list's selected one: in the page (hidden), so it shows without JavaScript. */
  filteredOut?: boolean;
  editable: EditableAttributes;
  children: ReactNode;
}

function DisclosureView({ id, summary, level, expanded, onToggle, filteredOut = false, editable, children }: ViewProps) {
  const triggerId = useId();
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  // What the server (or the first client render) put in the markup; afterwards the panel's `hidden`
  // is set here, once its closing animation ends, so React must never write it again.
  const [closedAtMount] = useState(!expanded);
  // Whether the panel shows (or is on its way to showing): what the DOM has been told, not the state.
  const shown = useRef(expanded);

  useLayoutEffect(() => {
    const el = panel.current;
    if (!el || shown.current === expanded) return;
    shown.current = expanded;
    if (expanded) openPanel(el);
    else closePanel(el);
  }, [expanded]);

  // Find-in-page (or a #:~:text= link) found words in the closed panel: the browser has already
  // removed `hidden` and is about to scroll to them, so the panel opens at once, unanimated.
  const revealed = useEffectEvent(() => {
    const el = panel.current;
    if (!el || shown.current) return;
    shown.current = true;
    showPanel(el);
    onToggle();
  });
  // In the commit that hydrates the island, before React can answer a click: from now on the island answers the
  // button, not the head script. A tap it answered (or a match found) before left the panel open or closed against
  // the state the server drew: agree with the page.
  const fromPage = useEffectEvent((el: HTMLElement) => {
    if (!el.hasAttribute('hidden')) revealed();
    else if (shown.current) {
      shown.current = false;
      onToggle();
    }
  });
  // In every commit, not only the first: a button React draws again later (the heading level changed, an editor's
  // live edit taking the section's title away) comes with the mark, and must not be held by the head script.
  useLayoutEffect(() => goLive(trigger.current));
  useLayoutEffect(() => {
    const el = panel.current;
    if (!el) return;
    fromPage(el);
    el.addEventListener('beforematch', revealed);
    return () => el.removeEventListener('beforematch', revealed);
  }, []);

  const Heading = `h${level}` as const;
  return (
    <div {...editable} id={id} className={styles.item} hidden={filteredOut}>
      <Heading className={styles.heading}>
        <button
          ref={trigger}
          type="button"
          id={triggerId}
          className={styles.summary}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          {...earlyToggleProps}
        >
          {summary}
        </button>
      </Heading>
      <DisclosurePanelElement ref={panel} id={panelId} labelledBy={triggerId} closed={closedAtMount}>
        <div className={styles.answerInner}>{children}</div>
      </DisclosurePanelElement>
    </div>
  );
}

/**
 * The panel is an autonomous custom element (undefined, so a plain block-level box to the browser):
 * React renders `hidden` on a custom element as written, so the server's HTML already says
 * hidden="until-found" and a closed answer is findable before hydration and without JavaScript. On a
 * `<div>`, React writes any `hidden` as hidden="" (not findable).
 */
function DisclosurePanelElement({
  ref,
  id,
  labelledBy,
  closed,
  children,
}: {
  ref: Ref<HTMLElement>;
  id: string;
  labelledBy: string;
  closed: boolean;
  children: ReactNode;
}) {
  return (
    // suppressHydrationWarning: find-in-page may have removed `hidden` before hydration (handled above).
    <PANEL
      ref={ref}
      id={id}
      role="group"
      aria-labelledby={labelledBy}
      className={styles.answer}
      hidden={closed ? CLOSED_PANEL : undefined}
      suppressHydrationWarning
    >
      {children}
    </PANEL>
  );
}

/** Animation runs per panel: a settled animation acts only if no later open or close came after it. */
const runs = new WeakMap<HTMLElement, number>();

function afterAnimations(panel: HTMLElement, done: () => void) {
  const run = (runs.get(panel) ?? 0) + 1;
  runs.set(panel, run);
  // getAnimations() flushes styles, so the transition just started is in the list; with reduced
  // motion (--motion-collapse: 0ms) there is none and `done` runs at once.
  void Promise.allSettled(panel.getAnimations().map((animation) => animation.finished)).then(() => {
    if (runs.get(panel) === run) done();
  });
}

/**
 * Opens with the height transition of the panel's CSS: from 0 to the content's height in pixels
 * (a transition cannot run to `auto`), then back to `auto` so the answer can reflow.
 */
function openPanel(panel: HTMLElement) {
  panel.style.setProperty('--panel-height', '0px');
  panel.removeAttribute('hidden');
  panel.style.setProperty('--panel-height', `${panel.scrollHeight}px`);
  afterAnimations(panel, () => panel.style.removeProperty('--panel-height'));
}

/** Closes from the panel's height to 0, then hides it until found. */
function closePanel(panel: HTMLElement) {
  panel.style.setProperty('--panel-height', `${panel.scrollHeight}px`);
  void panel.offsetHeight; // the transition starts from the height set just above
  panel.style.setProperty('--panel-height', '0px');
  afterAnimations(panel, () => panel.setAttribute('hidden', CLOSED_PANEL));
}

/** Shows the panel at once (find-in-page): no animation to wait for before the browser scrolls. */
function showPanel(panel: HTMLElement) {
  runs.set(panel, (runs.get(panel) ?? 0) + 1);
  panel.removeAttribute('hidden');
  panel.style.removeProperty('--panel-height');
}
