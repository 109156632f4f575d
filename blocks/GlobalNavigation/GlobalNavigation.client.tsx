'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { DESKTOP_BREAKPOINT_PX } from '~/machines/constants';
import { isOpaque } from '~/machines/headerScroll/headerScroll.selectors';
import { isOpen, isSectionOpen, menuHeight } from '~/machines/mobileMenu/mobileMenu.selectors';
import type { EditableAttributes } from '~/engine/render/editable';
import { layoutWidth } from '../_lib/layoutWidth';
import { loadChromeMachines, useLazyActor, warmUpOnFirstInteraction } from '../_lib/lazyActor';
import { FOOTER_ID } from '../_ui/landmarks';
import { NavContext, type NavState } from '../_ui/NavContext';
import styles from './GlobalNavigation.module.css';

/**
 * The navigation bar's island (SPEC §2): the header scroll machine makes the bar opaque and
 * shadowed once the page is scrolled past it or the window is narrower than 1024 px (scroll events
 * throttled to 100 ms); the mobile menu machine opens and closes the burger menu (closed on route
 * change, on a followed link, on Escape and on a desktop-wide window), sizes it to the window below
 * the bar and keeps the dropdown sections, which are the bar's dropdowns on wide windows (closed by
 * an outside click, Escape, or focus moving out of them). While the menu covers the page, the page behind it is inert.
 *
 * The machines (and xstate) are not in the page's first load (issue 10): they start with the first
 * event that needs them (a scroll, a resize, the burger, a dropdown), and their chunk is fetched on
 * the visitor's first pointer, touch, key or focus (blocks/_lib/lazyActor.ts). Until the scroll machine runs,
 * the bar takes its look from the machine's own selector applied to a measurement of the page.
 */
export function NavBar({
  start,
  panel,
  openLabel,
  closeLabel,
  ...editable
}: EditableAttributes & { start: ReactNode; panel: ReactNode; openLabel: string; closeLabel: string }) {
  const header = useRef<HTMLElement>(null);
  const burger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const barHeight = () => header.current?.offsetHeight ?? 0;
  // A wide bar whose items do not fit on its line (a visitor's text spacing, WCAG 1.4.12; a doubled root font
  // size; long labels) is the burger's, as on a narrow window: `data-compact`, which the stylesheets key to.
  const compactNow = useRef(false);
  const { snapshot: scroll, send: sendScroll } = useLazyActor(() =>
    loadChromeMachines().then((m) =>
      m.createActor(m.headerScrollMachine, { input: { windowWidth: shownWidth(compactNow.current), barHeight: barHeight(), scrollY: window.scrollY } }),
    ),
  );
  const {
    snapshot: menu,
    send: sendMenu,
    tell: tellMenu,
  } = useLazyActor(() =>
    loadChromeMachines().then((m) => m.createActor(m.mobileMenuMachine, { input: { windowHeight: window.innerHeight, barHeight: barHeight() } })),
  );
  // Until the first measurement the bar is drawn opaque: right for narrow windows and safe for all.
  const [measuredOpaque, setMeasuredOpaque] = useState(true);
  const pathname = usePathname();
  const lastPath = useRef(pathname);
  const open = menu ? isOpen(menu) : false;
  const anySection = menu ? menu.context.openSections.length > 0 : false;

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    tellMenu({ type: 'ROUTE_CHANGED' });
    takeMainFocus();
  }, [pathname, tellMenu]);

  // Each page renders its own bar: the new page's takes over a focus the old one's menu handed on.
  useEffect(takeMainFocus, []);

  // Before the paint (a page opened in the app): the bar's look, and whether the wide bar's items fit, again whenever
  // the bar or one of its parts changes size (text spacing applied or taken off; the wordmark stays in view on a
  // compact bar). The machines learn the window's size and the scroll position as they change.
  useLayoutEffect(() => {
    const bar = header.current;
    const inner = bar?.firstElementChild;
    const actions = document.getElementById(panelId)?.lastElementChild;
    if (!bar || !inner || !actions?.parentElement) return;
    const look = () =>
      setMeasuredOpaque(isOpaque({ context: { windowWidth: shownWidth(compactNow.current), barHeight: bar.offsetHeight, scrollY: window.scrollY } }));
    const measure = () => {
      const width = shownWidth(compactNow.current);
      sendScroll({ type: 'RESIZE', windowWidth: width, barHeight: bar.offsetHeight });
      tellMenu({ type: 'RESIZE', windowHeight: window.innerHeight, barHeight: bar.offsetHeight, windowWidth: width });
    };
    const fit = () => {
      const was = compactNow.current;
      // Measured in the wide layout (the stylesheet's own query: a doubled root font size leaves it wide), which a
      // compact bar leaves for the moment, put back before anything is painted: do the actions end past the bar's content box?
      bar.removeAttribute('data-compact');
      const end = inner.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(inner).paddingRight);
      compactNow.current = window.matchMedia(WIDE_BAR).matches && actions.getBoundingClientRect().right > end + 1;
      bar.toggleAttribute('data-compact', compactNow.current);
      if (compactNow.current === was) return;
      look();
      measure();
    };
    fit();
    look();
    const observer = new ResizeObserver(fit);
    for (const part of [inner, ...inner.children, ...actions.parentElement.children]) observer.observe(part);
    const onScroll = () => sendScroll({ type: 'SCROLL', scrollY: window.scrollY });
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', onScroll, { passive: true });
    const stopWarmUp = warmUpOnFirstInteraction();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', onScroll);
      stopWarmUp();
    };
  }, [panelId, tellMenu, sendScroll]);

  // Escape and outside clicks matter only while something is open.
  useEffect(() => {
    if (!open && !anySection) return;
    const onKey = (event: KeyboardEvent) => {
      // An Escape a menu inside the bar has handled (the language list) closes only that.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const inside = event.target instanceof Node && header.current?.contains(event.target);
      tellMenu({ type: 'CLOSE_SECTIONS' });
      if (open) {
        tellMenu({ type: 'CLOSE' });
        burger.current?.focus(); // back to the button that opened the menu
      } else if (inside && event.target instanceof HTMLElement) {
        event.target.closest('[data-nav-dropdown]')?.querySelector('button')?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && header.current?.contains(event.target)) return;
      tellMenu({ type: 'CLOSE_SECTIONS' });
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, anySection, tellMenu]);

  // The open menu covers the page: the page behind it neither scrolls nor takes focus.
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    // Everything beside the bar at every level up to the body: the skip link too, which sits next to
    // the bar inside the app's wrapper and would otherwise lead behind the menu.
    const behind: HTMLElement[] = [];
    for (let node: HTMLElement | null = header.current; node && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement?.children ?? []) if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) behind.push(sibling);
    }
    for (const el of behind) el.inert = true;
    return () => {
      root.style.overflow = before;
      for (const el of behind) el.inert = false;
    };
  }, [open]);

  // A followed link of the bar (the logo on the start page too) closes the menu and the dropdowns even
  // when the path stays the same (an anchor, the current page).
  const onLinkClick = (event: MouseEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    // A link of the open burger menu: closing the menu hides the focused link, and focus would fall to
    // <body>. It goes on with the page's content instead (where the skip link leads): the new page's,
    // once it is there, or this one's when the link leads to it.
    // (Only for a page of this site opened here: another site or a new tab never renders our next page.)
    const here = link instanceof HTMLAnchorElement && link.origin === window.location.origin && link.target !== '_blank';
    if (open && here && document.getElementById(panelId)?.contains(link)) {
      if (link.pathname === pathname) requestAnimationFrame(focusMain);
      else mainFocusPending = true;
    }
    tellMenu({ type: 'CLOSE_SECTIONS' });
    tellMenu({ type: 'CLOSE' });
  };

  // On wide windows a dropdown is a panel over the page: once focus moves on (Tab to the next item),
  // it closes instead of covering the hero. In the burger menu the sections are part of the list and stay.
  const onPanelBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open || !anySection || !(event.target instanceof Element)) return;
    const dropdown = event.target.closest('[data-nav-dropdown]');
    if (dropdown && !(event.relatedTarget instanceof Node && dropdown.contains(event.relatedTarget))) tellMenu({ type: 'CLOSE_SECTIONS' });
  };

  const nav: NavState = { isSectionOpen: (id) => (menu ? isSectionOpen(menu, id) : false), toggleSection: (id) => sendMenu({ type: 'TOGGLE_SECTION', id }) };
  const height = menu ? menuHeight(menu) : 0;
  const opaque = scroll ? isOpaque(scroll) : measuredOpaque;
  const menuStyle: (CSSProperties & Record<'--menu-height', string>) | undefined = height > 0 ? { '--menu-height': `${height}px` } : undefined;
  return (
    <header {...editable} ref={header} className={styles.bar} data-nav-bar data-opaque={opaque || open || undefined} onClick={onLinkClick}>
      <div className={styles.inner}>
        {start}
        <button
          ref={burger}
          type="button"
          className={styles.burger}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? closeLabel : openLabel}
          onClick={() => sendMenu({ type: 'TOGGLE' })}
          data-burger
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {open ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
        {/* Without JavaScript the button cannot open the menu: this link leads to the footer's links instead. */}
        <noscript>
          <a className={styles.burger} href={`#${FOOTER_ID}`} aria-label={openLabel}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </a>
        </noscript>
        <div id={panelId} className={styles.panel} data-open={open || undefined} style={menuStyle} onBlur={onPanelBlur}>
          <NavContext value={nav}>{panel}</NavContext>
        </div>
      </div>
    </header>
  );
}

/** When the stylesheets draw the wide bar (GlobalNavigation.module.css; DESKTOP_BREAKPOINT_PX in em). */
const WIDE_BAR = `(min-width: ${DESKTOP_BREAKPOINT_PX / 16}em)`;

/** The window's width for the machines, as the layout shown has it: a compact bar's is a narrow window's. */
function shownWidth(compact: boolean): number {
  return compact ? Math.min(layoutWidth(), DESKTOP_BREAKPOINT_PX - 1) : layoutWidth();
}

/** Set by a burger-menu link to another page: the next page's bar moves focus to its content. */
let mainFocusPending = false;

function takeMainFocus() {
  if (!mainFocusPending) return;
  mainFocusPending = false;
  focusMain();
}

/** Focus on the page's <main id="main"> (every template has one) without scrolling: a programmatic target only. */
function focusMain() {
  const main = document.getElementById('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}
