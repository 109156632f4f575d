/**
 * A navigation item's label badge ("Nytt") after its text. The space before it keeps the label a word
 * of its own in the link's name ("Blogg Nytt", not "BloggNytt"). `className`: the item's own class,
 * which composes NavLabel.module.css's `label`.
 */
export function NavLabel({ text, className }: { text: string | undefined; className: string | undefined }) {
  if (!text) return null;
  return (
    <>
      {' '}
      <span className={className}>{text}</span>
    </>
  );
}
