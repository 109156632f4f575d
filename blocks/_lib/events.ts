/** What a click says about the keys and button behind it: a React or a DOM mouse event. */
export interface ClickKeys {
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  button: number;
}

/** A click that asks the browser for a new tab or window (or is not the main button): leave it to the browser. */
export const isModifiedClick = (e: ClickKeys) => e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0;
