import type { MouseEvent } from 'react';

/** A click that asks the browser for a new tab or window (or is not the main button): leave it to the browser. */
export const isModifiedClick = (e: MouseEvent) => e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0;
