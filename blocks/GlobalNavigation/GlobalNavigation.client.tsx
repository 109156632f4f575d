'use client';

import { useMachine } from '@xstate/react';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { headerScrollMachine, isOpaque } from '~/machines/headerScroll/headerScroll.machine';
import { isOpen, isSectionOpen, menuHeight, mobileMenuMachine } from '~/machines/mobileMenu/mobileMenu.machine';
import { NavContext, type NavState } from '../_ui/NavContext.client';
import styles from './GlobalNavigation.module.css';

/**
 * The navigation bar's island (SPEC §2): the header scroll machine makes the bar opaque and
 * shadowed once the page is scrolled past it or the window is narrower than 1024 px (scroll events
 * throttled to 100 ms); the mobile menu machine opens and closes the burger menu (closed on route
 * change, Escape), sizes it to the window below the bar and keeps the dropdown sections, which are
 * the bar's dropdowns on wide windows (closed by an outside click or Escape).
 */
export function NavBar({ start, panel, openLabel, closeLabel }: { start: ReactNode; panel: ReactNode; openLabel: string; closeLabel: string }) {
  const header = useRef<HTMLElement>(null);
  const panelId = useId();
  // Before the first measurement the bar is drawn opaque: right for narrow windows and safe for all.
  const [scroll, sendScroll] = useMachine(headerScrollMachine, { input: { windowWidth: 0, barHeight: 0 } });
  const [menu, sendMenu] = useMachine(mobileMenuMachine, { input: {} });
  const pathname = usePathname();
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    sendMenu({ type: 'ROUTE_CHANGED' });
  }, [pathname, sendMenu]);

  useEffect(() => {
    const measure = () => {
      const barHeight = header.current?.offsetHeight ?? 0;
      sendScroll({ type: 'RESIZE', windowWidth: window.innerWidth, barHeight });
      sendMenu({ type: 'RESIZE', windowHeight: window.innerHeight, barHeight });
    };
    const onScroll = () => sendScroll({ type: 'SCROLL', scrollY: window.scrollY });
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      sendMenu({ type: 'CLOSE_SECTIONS' });
      sendMenu({ type: 'CLOSE' });
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && header.current?.contains(event.target)) return;
      sendMenu({ type: 'CLOSE_SECTIONS' });
    };
    measure();
    onScroll();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [sendMenu, sendScroll]);

  const open = isOpen(menu);
  // The open menu covers the page: the page behind it must not scroll.
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, [open]);

  const nav: NavState = { isSectionOpen: (id) => isSectionOpen(menu, id), toggleSection: (id) => sendMenu({ type: 'TOGGLE_SECTION', id }) };
  const height = menuHeight(menu);
  const menuStyle: CSSProperties & Record<'--menu-height', string> | undefined = height > 0 ? { '--menu-height': `${height}px` } : undefined;
  return (
    <header ref={header} className={styles.bar} data-nav-bar data-opaque={isOpaque(scroll) || open || undefined}>
      <div className={styles.inner}>
        {start}
        <button type="button" className={styles.burger} aria-expanded={open} aria-controls={panelId} aria-label={open ? closeLabel : openLabel} onClick={() => sendMenu({ type: 'TOGGLE' })} data-burger>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {open ? <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /> : <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
          </svg>
        </button>
        <div id={panelId} className={styles.panel} data-open={open || undefined} style={menuStyle}>
          <NavContext value={nav}>{panel}</NavContext>
        </div>
      </div>
    </header>
  );
}
