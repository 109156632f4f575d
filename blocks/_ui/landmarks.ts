/**
 * The id of the site footer (blocks/Footer): where the burger leads without JavaScript, since the
 * footer carries the same links as the menu. (Every page's <main> is #main, the skip link's target.)
 */
export const FOOTER_ID = 'site-footer';
