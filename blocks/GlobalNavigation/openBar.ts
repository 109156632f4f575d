/**
 * What the navigation bar does while its burger menu or a dropdown is open (GlobalNavigation.client.tsx). It
 * travels with the chrome's machines (blocks/_lib/chromeMachines.ts), not in every page's first load: nothing
 * opens before the mobile menu's machine runs, and that machine comes in the same chunk.
 */

type Close = (event: { type: 'CLOSE' } | { type: 'CLOSE_SECTIONS' }) => void;

/**
 * Escape and outside clicks, while something of the bar is open: Escape closes the menu (focus back on the
 * burger) or the dropdown (focus back on its button); a pointer outside the bar closes the dropdowns. Returns
 * the listeners' removal.
 */
export function watchOpenBar(header: HTMLElement, burger: HTMLElement | null, menuOpen: boolean, tell: Close): () => void {
  const onKey = (event: KeyboardEvent) => {
    // An Escape a menu inside the bar has handled (the language list) closes only that.
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    tell({ type: 'CLOSE_SECTIONS' });
    if (menuOpen) {
      tell({ type: 'CLOSE' });
      burger?.focus(); // back to the button that opened the menu
    } else if (event.target instanceof HTMLElement && header.contains(event.target)) {
      event.target.closest('[data-nav-dropdown]')?.querySelector('button')?.focus();
    }
  };
  const onPointer = (event: PointerEvent) => {
    if (!(event.target instanceof Node && header.contains(event.target))) tell({ type: 'CLOSE_SECTIONS' });
  };
  document.addEventListener('keydown', onKey);
  document.addEventListener('pointerdown', onPointer);
  return () => {
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('pointerdown', onPointer);
  };
}

/**
 * The open menu covers the page: the page behind it neither scrolls nor takes focus (everything beside the bar at
 * every level up to the body is inert: the skip link too, which sits next to the bar inside the app's wrapper and
 * would otherwise lead behind the menu). `data-menu-open` on <html> says so to the style sheets of what is fixed over
 * the page (the consent banner, the chat launcher step aside): an attribute, not `:has()` on the burger, which
 * Firefox before 121 does not know. Returns the undoing.
 */
export function coverPage(header: HTMLElement): () => void {
  const root = document.documentElement;
  const before = root.style.overflow;
  root.style.overflow = 'hidden';
  root.setAttribute('data-menu-open', '');
  const behind: HTMLElement[] = [];
  for (let node: HTMLElement | null = header; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) behind.push(sibling);
  }
  for (const el of behind) el.inert = true;
  return () => {
    root.style.overflow = before;
    root.removeAttribute('data-menu-open');
    for (const el of behind) el.inert = false;
  };
}
