// As on the page itself: where the path has no page, this layout is the 404 page in the path's language.
export { default, generateMetadata } from '../../../[locale]/[[...slug]]/layout';
