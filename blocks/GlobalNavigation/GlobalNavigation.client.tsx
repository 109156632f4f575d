'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { DESKTOP_BREAKPOINT_PX } from '~/machines/constants';
import { isOpaque } from '~/machines/headerScroll/headerScroll.selectors';
import { isOpen, isSectionOpen, menuHeight } from '~/machines/mobileMenu/mobileMenu.selectors';
import type { EditableAttributes } from '~/engine/render/editable';
import { earlyTapProps, goLive } from '../_lib/earlyTaps';
import { layoutWidth } from '../_lib/layoutWidth';
import { loadChromeMachines, loadedChromeMachines, useLazyActor, warmUpOnFirstInteraction } from '../_lib/lazyActor';
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

  // Hydrated: the burger is the island's from now on, and a tap the head script noted before comes again (earlyTaps.ts).
  useLayoutEffect(() => goLive(burger.current), []);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    tellMenu({ type: 'ROUTE_CHANGED' });
  }, [pathname, tellMenu]);

  // Before the paint (a page opened in the app): the bar's look, and whether the wide bar's items fit, again whenever
  // the bar or one of its parts changes size (text spacing or a root font size applied or taken off: the hidden
  // measure, drawn in the bar's font, tells it while a compact bar's parts are out of sight), the window, or its
  // items (an editor's preview). The machines learn the window's size and the scroll position as they change.
  useLayoutEffect(() => {
    const bar = header.current;
    if (!bar?.firstElementChild) return;
    const look = () =>
      setMeasuredOpaque(isOpaque({ context: { windowWidth: shownWidth(compactNow.current), barHeight: bar.offsetHeight, scrollY: window.scrollY } }));
    const measure = () => {
      const width = shownWidth(compactNow.current);
      sendScroll({ type: 'RESIZE', windowWidth: width, barHeight: bar.offsetHeight });
      tellMenu({ type: 'RESIZE', windowHeight: window.innerHeight, barHeight: bar.offsetHeight, windowWidth: width });
    };
    // True when the bar changed layout (the machines have been told).
    const fit = () => {
      const was = compactNow.current;
      compactNow.current = window.matchMedia(WIDE_BAR).matches && !wideFits(bar);
      bar.toggleAttribute('data-compact', compactNow.current);
      if (compactNow.current === was) return false;
      look();
      measure();
      return true;
    };
    const onResize = () => fit() || measure();
    fit();
    look();
    const observer = new ResizeObserver(fit);
    const inner = bar.firstElementChild;
    for (const part of [inner, ...inner.children, ...(inner.lastElementChild?.children ?? [])]) observer.observe(part);
    const onScroll = () => sendScroll({ type: 'SCROLL', scrollY: window.scrollY });
    window.addEventListener('resize', onResize);
    window.addEventListener('scroll', onScroll, { passive: true });
    const stopWarmUp = warmUpOnFirstInteraction();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', onResize);
      window.removeEventListener('scroll', onScroll);
      stopWarmUp();
    };
  }, [tellMenu, sendScroll, start, panel]);

  // Escape and outside clicks matter only while something is open, and the open menu covers the page
  // (blocks/GlobalNavigation/openBar.ts, which comes with the machines: nothing is open before they run).
  useEffect(() => {
    if (!header.current || (!open && !anySection)) return;
    return loadedChromeMachines()?.watchOpenBar(header.current, burger.current, open, tellMenu);
  }, [open, anySection, tellMenu]);
  useEffect(() => (open && header.current ? loadedChromeMachines()?.coverPage(header.current) : undefined), [open]);

  // A followed link of the bar (the logo on the start page too) closes the menu and the dropdowns even
  // when the path stays the same (an anchor, the current page).
  const onLinkClick = (event: MouseEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    // A link of the open burger menu to the page shown: closing the menu hides the focused link, and focus would
    // fall to <body>. It goes on with the page's content instead (where the skip link leads). A link to another page
    // of the site: the app shell hands focus to the new page's content (AppShell.client.tsx).
    if (open && link instanceof HTMLAnchorElement && link.origin === window.location.origin && link.pathname === pathname && link.target !== '_blank')
      requestAnimationFrame(focusMain);
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
        <span className={styles.measure} aria-hidden="true">
          {openLabel}
        </span>
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
          {...earlyTapProps}
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

/**
 * Whether the bar's wide layout fits its line: no part of the actions (the panel's last part, pushed to the end)
 * ends past the bar's content box. A compact bar is not switched back to measure it (that would restart its open
 * menu's animation): a copy of it is drawn wide, out of sight, and taken away before anything is painted.
 */
function wideFits(bar: HTMLElement): boolean {
  const wide = bar.hasAttribute('data-compact') ? (bar.cloneNode(true) as HTMLElement) : bar;
  if (wide !== bar) {
    wide.removeAttribute('data-compact');
    wide.style.visibility = 'hidden';
    bar.after(wide);
  }
  const inner = wide.firstElementChild!;
  const end = inner.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(inner).paddingRight);
  const fits = [...(inner.lastElementChild?.lastElementChild?.children ?? [])].every((part) => part.getBoundingClientRect().right <= end + 1);
  if (wide !== bar) wide.remove();
  return fits;
}

/** The window's width for the machines, as the layout shown has it: a compact bar's is a narrow window's. */
function shownWidth(compact: boolean): number {
  return compact ? Math.min(layoutWidth(), DESKTOP_BREAKPOINT_PX - 1) : layoutWidth();
}

/** Focus on the page's <main id="main"> (every template has one) without scrolling: a programmatic target only. */
function focusMain() {
  const main = document.getElementById('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}
