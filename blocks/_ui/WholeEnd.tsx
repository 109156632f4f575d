/**
 * The last child of an element marked `data-whole`: until it has arrived, the element is unseen (`_ui/theme.css`).
 *
 * On a slow link the browser paints the part of the HTML it has. A part laid out from its end or its centre (a row
 * pushed to the right, a centred strip of logos, a box pinned to the window's bottom right) painted with some of its
 * children moves when the rest arrive: a layout shift the visitor sees and CLS counts. Marked whole, it shows once,
 * complete. In a list, render it `as="li"` (a list holds only items); hidden, it is neither seen nor announced.
 */
export function WholeEnd({ as: Tag = 'span' }: { as?: 'span' | 'li' }) {
  return <Tag data-whole-end="" hidden />;
}
