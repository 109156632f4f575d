import type { AnyBlok, AnyStoryContent } from '~/codegen/generated/types';
import type { Diagnostic } from '~/engine';

/** A top-level blok that renders an h1: a Hero always, a Heading when its tag says so. */
const rendersH1 = (blok: AnyBlok) => blok.component === 'Hero' || (blok.component === 'Heading' && blok.tag === 'h1');

/**
 * Every page has exactly one h1. Page types whose template writes the title (blog article, partner hero
 * page) must get none from their sections; the others must get exactly one from them. A warning in the
 * page's diagnostics (development and preview) tells the editor, the page still renders.
 */
export function outlineDiagnostics(
  bloks: readonly AnyBlok[],
  { titleFromTemplate, component, uid, field }: { titleFromTemplate: boolean; component: string; uid: string; field: string },
): Diagnostic[] {
  const sources = bloks.map((blok, index) => ({ blok, index })).filter(({ blok }) => rendersH1(blok));
  const warn = (pointer: string, message: string): Diagnostic => ({ severity: 'warning', component, uid, pointer, message });
  if (titleFromTemplate) {
    return sources.map(({ blok, index }) => warn(`/content/${field}/${index}`, `${blok.component} adds a second h1: on this page type the title is the h1`));
  }
  if (sources.length === 0) return [warn(`/content/${field}`, 'The page has no h1: start it with a Hero, or a Heading with tag h1')];
  return sources.slice(1).map(({ blok, index }) => warn(`/content/${field}/${index}`, `${blok.component} adds a second h1: a page has exactly one`));
}

/**
 * The outline check of a story by its type: a page or partner page gets its h1 from its sections; a blog
 * article (its content) and a partner hero page write the title themselves. Site settings have no page.
 */
export function pageOutline(content: AnyStoryContent): Diagnostic[] {
  const { component, _uid: uid } = content;
  if (component === 'Page' || component === 'PartnerPage') return outlineDiagnostics(content.body, { titleFromTemplate: false, component, uid, field: 'body' });
  if (component === 'PartnerHeroPage') return outlineDiagnostics(content.body, { titleFromTemplate: true, component, uid, field: 'body' });
  if (component === 'BlogArticle') return outlineDiagnostics(content.content, { titleFromTemplate: true, component, uid, field: 'content' });
  return [];
}
