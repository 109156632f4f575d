'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { Locale } from '~/contracts/locales';
import { isOpen } from '~/machines/languageMenu/languageMenu.selectors';
import { CALCULATOR_PARAMS } from '../_lib/calculatorParams';
import { earlyTapProps, goLive } from '../_lib/earlyTaps';
import { loadChromeMachines, useLazyActor } from '../_lib/lazyActor';
import styles from './LanguageMenu.module.css';

/** Each language's name in itself (SPEC §2: Svenska and English). */
const LANGUAGE_NAMES: Record<Locale, string> = { sv: 'Svenska', en: 'English' };

/**
 * The query string the same page in another language keeps: all of it but the calculator a query names (`calculator`:
 * a block's uid, which the other language's calculator does not have; its values then go to that page's calculator).
 */
function searchElsewhere(search: string): string {
  if (!search.includes(CALCULATOR_PARAMS.calculator)) return search;
  const params = new URLSearchParams(search);
  params.delete(CALCULATOR_PARAMS.calculator);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** An entry of the list, worked out by the server (LanguageMenu.tsx): the page's path in that locale. */
export interface LanguageLink {
  locale: Locale;
  href: string;
  /** The same page in that locale (it keeps the query string), not the locale's start page. */
  samePage: boolean;
}

/**
 * The language menu (SPEC §2; machines/languageMenu): a button toggles the list open and closed; an
 * outside click, Escape, focus moving out of it or a route change closes it. Each entry links to the same path in its locale,
 * or to that locale's start page where the page does not exist in it (`available`: where it does).
 * The same page in another language keeps the query string (a partner authorisation page's
 * `?client=…&state=…` belong to the page, whatever its language); read as the list opens, since
 * the pages are static and the server never sees it. The machine starts with the first TOGGLE
 * (blocks/_lib/lazyActor.ts: xstate is not in the page's first load). The paths come from the server
 * (`links`), so the locale path rules stay out of the client chunk. A tap before it has hydrated (a slow link) is
 * noted by the head script and answered once it has (blocks/_lib/earlyTaps.ts, EARLY_TAP).
 */
export function LanguageMenuIsland({
  locale,
  links,
  label,
  opensUp = false,
  icon,
}: {
  locale: Locale;
  links: readonly LanguageLink[];
  label: string;
  opensUp?: boolean;
  /** Drawn by the server (LanguageMenu.tsx): the icon set stays out of the client chunk. */
  icon: ReactNode;
}) {
  const { snapshot, send, tell } = useLazyActor(() => loadChromeMachines().then((m) => m.createActor(m.languageMenuMachine)));
  const open = snapshot ? isOpen(snapshot) : false;
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const pathname = usePathname();
  const lastPath = useRef(pathname);
  const [search, setSearch] = useState('');
  const toggle = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => goLive(toggle.current), []);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    tell({ type: 'ROUTE_CHANGED' });
  }, [pathname, tell]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && root.current?.contains(event.target)) return;
      tell({ type: 'CLOSE' });
    };
    // Escape closes the list, and only the list: taken before the burger menu's own Escape (capture)
    // and marked handled, so the menu around it stays open. Focus elsewhere: the list just closes,
    // without pulling focus back from wherever the visitor is.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      tell({ type: 'CLOSE' });
      if (!(event.target instanceof Node && root.current?.contains(event.target))) return;
      event.preventDefault();
      root.current.querySelector('button')?.focus(); // back to the button that opened it
    };
    // Focus arriving anywhere outside (Tab past the list, or back into the page after leaving it) closes
    // it. A click on a link Safari does not focus moves no focus, and leaves it to the click.
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) tell({ type: 'CLOSE' });
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, tell]);

  // The language shown already: the list closes and focus goes back to its button, where the page would have reloaded
  // and left focus on <body> (and closed the burger menu around it). A new tab (Ctrl/⌘-click) is the browser's.
  const stayHere = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    tell({ type: 'CLOSE' });
    root.current?.querySelector('button')?.focus();
  };

  return (
    <div ref={root} className={styles.menu} data-language-menu data-open={open || undefined} data-placement={opensUp ? 'up' : undefined}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${label}: ${LANGUAGE_NAMES[locale]}`}
        onClick={() => {
          setSearch(window.location.search);
          send({ type: 'TOGGLE' });
        }}
        {...earlyTapProps}
      >
        {icon}
        <span>{LANGUAGE_NAMES[locale]}</span>
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {links.map(({ locale: l, href, samePage }) => (
          <li key={l}>
            <a
              href={samePage ? `${href}${l === locale ? search : searchElsewhere(search)}` : href}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? 'true' : undefined}
              // Another language: the list closes as its page opens, so Back (the browser keeps this page as it was
              // left) finds it closed.
              onClick={l === locale ? stayHere : () => tell({ type: 'CLOSE' })}
            >
              {LANGUAGE_NAMES[l]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
