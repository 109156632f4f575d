/**
 * Taps on a control whose island has not hydrated yet (on a slow phone the page shows seconds before its scripts
 * have run, and React drops a click on markup it has not hydrated). The server marks such a control with
 * EARLY_ATTRIBUTE; the head script (site/lib/earlyTapsScript.ts) answers a click on a marked control itself and
 * keeps it from React, so the two never both act on one click; the island takes the mark away in a layout effect,
 * in the commit that hydrates it (`goLive`), and from then on React answers alone. A block kept as the server drew
 * it (its script never loaded, engine/render/ClientBoundary) keeps its marks, and the head script keeps answering.
 *
 * - EARLY_TOGGLE, on a disclosure's button (blocks/_ui/Disclosure.client.tsx): the head script opens or closes its
 *   panel (`aria-controls`) at once, as the island would; the island then takes the page's state as its own.
 * - EARLY_TAP, on a control whose action needs its island (the burger menu's button): the head script notes the tap
 *   (EARLY_TAPPED, once however often it was tapped) and clicks the control again once its island has taken the mark
 *   away: React then answers that click as the visitor's.
 * - EARLY_POSITION, on a slider's track (blocks/_ui/StopSlider.tsx): the head script notes where along the track the
 *   tap landed, or a drag along it was let go, as a fraction of its width from the left (EARLY_AT, the last one's), and
 *   the island chooses the stop there once hydrated (`takeEarlyPosition`).
 */
export const EARLY_ATTRIBUTE = 'data-early';
export const EARLY_TOGGLE = 'toggle';
export const EARLY_TAP = 'tap';
export const EARLY_TAPPED = 'tapped';
export const EARLY_POSITION = 'position';
export const EARLY_AT = 'data-early-at';
/**
 * How far a finger may move and still be a tap (px): one that has moved further sideways than up or down along a
 * slider's track is dragging its stop (StopSlider, and the head script before hydration).
 */
export const TAP_SLOP_PX = 10;

/**
 * The mark as props of the control, one way for every island: the attribute, and suppressHydrationWarning, since
 * the head script may have changed the control before hydration (its aria-expanded, the mark's value).
 */
export const earlyToggleProps = { [EARLY_ATTRIBUTE]: EARLY_TOGGLE, suppressHydrationWarning: true } as const;
export const earlyTapProps = { [EARLY_ATTRIBUTE]: EARLY_TAP, suppressHydrationWarning: true } as const;
export const earlyPositionProps = { [EARLY_ATTRIBUTE]: EARLY_POSITION, suppressHydrationWarning: true } as const;

/** For a layout effect of the island that hydrates `element`: React answers its clicks from now on. */
export function goLive(element: Element | null): void {
  element?.removeAttribute(EARLY_ATTRIBUTE);
}

/**
 * For a layout effect of the island that hydrates a slider's `track`: where along it (0 to 1 from the left) a tap
 * landed before it hydrated, if one did; the track goes live (React answers its taps from now on).
 */
export function takeEarlyPosition(track: Element | null): number | undefined {
  const at = Number.parseFloat(track?.getAttribute(EARLY_AT) ?? '');
  track?.removeAttribute(EARLY_AT);
  goLive(track);
  return Number.isFinite(at) ? Math.min(1, Math.max(0, at)) : undefined;
}
