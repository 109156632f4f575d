// The boundary of a page's notFound(), placed inside layout.tsx beside it: the layout renders the
// 404 in the path's language (Next gives this file no params), so nothing more is shown here, and
// nothing of the 404 rides in every page's payload (Next serialises this element with each page).
export default function NotFound() {
  return null;
}
