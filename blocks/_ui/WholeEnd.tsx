import type { ReactNode } from 'react';

/**
 * A part that cannot end with a marker of its own (a list whose columns follow its number of items, `:nth-child`
 * rules that a marker among the items would miscount): wrapped, it is whole, in a box of no layout of its own.
 */
export function Whole({ children }: { children: ReactNode }) {
  return (
    <div data-whole="contents">
      {children}
      <WholeEnd />
    </div>
  );
}

/**
 * The last child of an element marked `data-whole`: until it has arrived, the element is unseen (`_ui/theme.css`).
 *
 * On a slow link the browser paints the part of the HTML it has. A part laid out from its end or its centre (a row
 * pushed to the right, a centred strip of logos, a box pinned to the window's bottom right) painted with some of its
 * children moves when the rest arrive: a layout shift the visitor sees and CLS counts. Marked whole, it shows once,
 * complete. In a list, render it `as="li"` (a list holds only items); hidden, it is neither seen nor announced. A
 * browser without `:has()` ignores the rule and shows the part as it arrives, as before.
 */
export function WholeEnd({ as: Tag = 'span' }: { as?: 'span' | 'li' }) {
  return <Tag data-whole-end="" hidden />;
}
