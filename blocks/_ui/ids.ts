import { cache } from 'react';
import { anchorId, claimId } from '~/engine/links';
import type { BlockContext } from './context';

/** What a block's id is made of: its blok's `_uid`, or its component's name where the `_uid` gives nothing. */
export interface IdentifiedBlok {
  readonly _uid: string;
  readonly component: string;
}

/** The ids of one page. */
interface PageIds {
  /** Every id handed out on the page. */
  taken: Set<string>;
  /** Each blok's ids by prefix: asked again for the same blok (a FaqSection for its items, then each FaqItem), the same id. */
  given: WeakMap<IdentifiedBlok, Map<string, string>>;
  /** Whether the page's reserved ids are in `taken` yet. */
  seeded: boolean;
}

const newPageIds = (): PageIds => ({ taken: new Set(), given: new WeakMap(), seeded: false });

/**
 * Under React Server Components (the site), the request's: `cache` keeps one value per request, after
 * any await too (it is what site/lib/content.ts memoizes the page's content with). React's other
 * builds, and the server build outside a request, keep nothing: each call makes a new value.
 */
const requestIds = cache(newPageIds);
/** Without Server Components (react-dom/server alone: the unit tests), the render context's. */
const contextIds = new WeakMap<BlockContext, PageIds>();

function pageIds(ctx: BlockContext): PageIds {
  let ids = requestIds();
  if (ids !== requestIds()) {
    ids = contextIds.get(ctx) ?? newPageIds();
    contextIds.set(ctx, ids);
  }
  // The page's own ids (`main`, the consent dialog's), taken before any block asks: a `_uid` "main" gets "main-2".
  if (!ids.seeded) {
    ids.seeded = true;
    for (const id of ctx.reservedIds ?? []) ids.taken.add(id);
  }
  return ids;
}

/**
 * The HTML id of a block (`prefix` names which of its elements, e.g. `t-` for its title): `prefix` and
 * the blok's `_uid`, the `_uid` as an anchor id (engine/links `anchorId`), so a UUID stays as it is and
 * an id never holds whitespace (aria-labelledby and aria-controls are lists of ids separated by it) or
 * a character a URL fragment would change. Unique on the page: content may repeat a `_uid` (a copied
 * entry keeps its bloks' `_uid`s) or leave it empty, and then the second one asked for gets `-2`
 * (engine/links `claimId`), an empty `_uid` the component's name. The same blok and prefix get the same
 * id every time on a page (a section passes its items' ids to their list, which the items render).
 *
 * Per page, not per module: under Server Components one set of ids per request (React's `cache`);
 * where blocks render without them (the unit tests), one per render context, so the bloks of one
 * `renderToString` share it. A module-level set would be shared by every request of the server.
 */
export function blockId(ctx: BlockContext, blok: IdentifiedBlok, prefix = ''): string {
  const { taken, given } = pageIds(ctx);
  let ids = given.get(blok);
  if (!ids) given.set(blok, (ids = new Map<string, string>()));
  let id = ids.get(prefix);
  if (id === undefined) {
    // String(): a `_uid` is a string once validated; an import that wrote a number must not make the block throw.
    id = claimId(`${prefix}${anchorId(String(blok._uid)) || anchorId(blok.component) || 'block'}`, taken);
    ids.set(prefix, id);
  }
  return id;
}

/**
 * A context for a block's children that differs in some field (`{ ...ctx, textHeadingsFrom: 4 }`) and hands out ids
 * from the same page's set: where ids are kept per context (the unit tests' renders), a copy made by spreading
 * would start a set of its own, and an item would get another id than its section gave its list.
 */
export function childContext(ctx: BlockContext, changes: Partial<BlockContext>): BlockContext {
  const child = { ...ctx, ...changes };
  if (requestIds() !== requestIds()) contextIds.set(child, pageIds(ctx));
  return child;
}
