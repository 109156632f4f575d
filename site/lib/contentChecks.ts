/**
 * What a page's blocks refuse only when they render, asked of a resolved story without rendering it, so
 * `content:check` reports it before a visitor meets it: a partner hero page whose partner has no usable
 * authorisation path (the page's one call to action is left out: PartnerHeroPageTemplate), a review widget
 * whose script is from no allowed provider (the widget's script is not loaded: ReviewWidget). Each rule is
 * the one the block itself applies (blocks/_lib/partnerAuth, blocks/_lib/reviewScript).
 */
import { partnerAuthPath } from '~/blocks/_lib/partnerAuth';
import { reviewScriptSource } from '~/blocks/_lib/reviewScript';
import type { Diagnostic, ResolvedStory } from '~/engine';

/** Bloks nested deeper than this are not looked at (the engine keeps content far shallower). */
const MAX_DEPTH = 64;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export function renderChecks(tree: ResolvedStory, reviewOrigins: readonly string[]): Diagnostic[] {
  const found: Diagnostic[] = [];
  const content = tree.content as unknown as Obj;
  if (content.component === 'PartnerHeroPage') {
    try {
      partnerAuthPath(content.partner as Parameters<typeof partnerAuthPath>[0]);
    } catch (error) {
      found.push({
        severity: 'error',
        component: 'PartnerHeroPage',
        uid: String(content._uid),
        pointer: '/content/partner/oauth_auth_path',
        message: `${error instanceof Error ? error.message : String(error)}; the page is shown without its call to action`,
      });
    }
  }
  const visit = (node: unknown, pointer: string, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, `${pointer}/${i}`, depth + 1));
      return;
    }
    if (!isObj(node)) return;
    if (node.component === 'ReviewWidget' && typeof node.scriptUrl === 'string' && node.scriptUrl !== '') {
      const source = reviewScriptSource(node.scriptUrl, reviewOrigins);
      if ('refused' in source) {
        found.push({ severity: 'error', component: 'ReviewWidget', uid: String(node._uid), pointer: `${pointer}/scriptUrl`, message: source.refused });
      }
    }
    for (const [key, value] of Object.entries(node)) visit(value, `${pointer}/${key}`, depth + 1);
  };
  visit(content, '/content', 0);
  return found;
}
