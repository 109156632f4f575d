/**
 * The window's width in the px the site's breakpoints are written for (DESKTOP_BREAKPOINT_PX, 1024):
 * the stylesheets' media queries are in em (blocks/_ui/theme.css), which follow the visitor's default
 * font size, so a window 1280 px wide with a 32 px default font shows the layout of a 640 px one.
 * The machines get this width, so they agree with what the page shows (the burger's menu is not
 * closed as "desktop-wide" while the burger is what the visitor sees).
 */
/** The default font size the breakpoints' px are written for: at it, 64em is 1024 px. */
const BREAKPOINT_FONT_PX = 16;

export function layoutWidth(win: Pick<Window, 'innerWidth' | 'getComputedStyle'> = window, root: Element = document.documentElement): number {
  // The root's font size is the visitor's default: the theme sets no other (its sizes are in rem).
  const fontPx = Number.parseFloat(win.getComputedStyle(root).fontSize);
  return Number.isFinite(fontPx) && fontPx > 0 ? (win.innerWidth * BREAKPOINT_FONT_PX) / fontPx : win.innerWidth;
}
