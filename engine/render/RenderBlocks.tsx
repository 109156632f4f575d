import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { AnyBlok, BlockName, BlockPropsMap } from '~/codegen/generated/types';
import { blokUid } from '../diagnostics';
import type { Diagnostic, DroppedBlok } from '../types';
import { ClientBoundary } from './ClientBoundary.client';
import { ISLAND_ATTRIBUTE } from './islandMarker';
import { DiagnosticCard, DroppedBlokCard, EmptyBlokCard } from './DiagnosticCard';
import { withEditable } from './editable';
import { showsDiagnostics, type EngineContext } from './registry';
import { IN_SERVER_COMPONENTS, renderServerTree, type ServerTreeWalk } from './serverTree';

type Ctx<C> = C & EngineContext<C>;
type Blok<K extends BlockName> = BlockPropsMap[K] & { component: K };

/**
 * Where a list's bloks stand. `listItems`: each renders an `<li>` of its parent's `<ul>` or `<ol>`, so a card
 * in a blok's place (a block that failed, a blok left out of draft content) is a list item too: an `<aside>`
 * directly in a list is invalid HTML, and a screen reader counts the list's items wrong.
 */
export interface BlokPlacement {
  listItems?: boolean;
}

/** A card where a blok would be: in an `<li>` of its own where the bloks are list items. */
function inPlace(card: ReactElement, key: string, { listItems }: BlokPlacement): ReactElement {
  return listItems ? <li key={key}>{card}</li> : card;
}

/** A block that failed: reported, then a visible card in development and preview, nothing in production. */
function failed<C>(blok: AnyBlok, ctx: Ctx<C>, key: string, error: unknown, placement: BlokPlacement): ReactNode {
  // Not found, redirects and dynamic-rendering bail-outs are the framework's control flow, not failures.
  ctx.rethrow?.(error);
  const diagnostic: Diagnostic = {
    severity: 'error',
    component: blok.component,
    uid: blok._uid,
    pointer: '',
    message: `Rendering failed: ${error instanceof Error ? error.message : String(error)}`,
  };
  ctx.report?.({ diagnostic, error });
  return showsDiagnostics(ctx.environment) ? inPlace(<DiagnosticCard key={key} diagnostic={diagnostic} />, key, placement) : null;
}

/**
 * A blok with nothing to show (EngineContext.nothingToShow), which its component is not asked to draw: nothing in
 * production (no empty band, landmark or list), a card the editor can select in development and preview.
 */
function nothingShown<C>(blok: AnyBlok, ctx: Ctx<C>, key: string, placement: BlokPlacement): ReactNode | undefined {
  const message = ctx.nothingToShow?.(blok);
  if (message === undefined) return undefined;
  return showsDiagnostics(ctx.environment) ? inPlace(<EmptyBlokCard key={key} blok={blok} message={message} />, key, placement) : null;
}

/**
 * A block with client components inside: the client boundary catches a throw in the browser. No
 * Suspense boundary around it: a block that suspends while the server renders its HTML (a lazily
 * loaded island always does) would be streamed as a hidden part that only a script reveals, so
 * without JavaScript (or before it runs) the section, a lead form included, could not be seen or
 * sent. The price: a client component that throws during the server's HTML render fails that render
 * (a build error, caught by `next build`) instead of falling back to the browser.
 */
function clientContained<C>(blok: AnyBlok, ctx: Ctx<C>, key: string, element: ReactNode, placement: BlokPlacement): ReactNode {
  // The block's root says which blok it is, so the boundary can find the server's markup of it on the page (ISLAND_ATTRIBUTE).
  const marked =
    isValidElement(element) && element.type !== Fragment
      ? cloneElement(element as ReactElement<Record<string, string>>, { [ISLAND_ATTRIBUTE]: blok._uid })
      : element;
  return (
    <ClientBoundary key={key} component={blok.component} uid={blok._uid} visible={showsDiagnostics(ctx.environment)} listItem={placement.listItems}>
      {marked}
    </ClientBoundary>
  );
}

/**
 * Renders one blok where React Server Components run (the site): the block and every server
 * component below it are rendered inside this try/catch (see serverTree.tsx), so a throw anywhere in
 * its server tree, sync or async, costs only this block; client components below it are contained by
 * a client boundary.
 */
export async function renderBlokOnServer<K extends BlockName, C>(
  blok: Blok<K>,
  ctx: Ctx<C>,
  key: string,
  options: Pick<ServerTreeWalk, 'isClientReference'> & BlokPlacement = {},
): Promise<ReactNode> {
  const empty = nothingShown(blok, ctx, key, options);
  if (empty !== undefined) return empty;
  const walk: ServerTreeWalk = { client: false, isClientReference: options.isClientReference };
  let element: ReactNode;
  try {
    const Component = ctx.registry[blok.component];
    // The editor's attributes (draft content only) on the block's root, before its tree is walked.
    element = await renderServerTree(withEditable(await Component({ blok, ctx }), blok), walk);
  } catch (error) {
    return failed(blok, ctx, key, error, options);
  }
  return walk.client ? clientContained(blok, ctx, key, element, options) : <Fragment key={key}>{element}</Fragment>;
}

/**
 * Renders one blok without Server Components (react-dom/server alone, as the unit tests do): the
 * block function runs inside a try/catch, and blocks with a client island get the client boundary.
 */
export function renderBlok<K extends BlockName, C>(blok: Blok<K>, ctx: Ctx<C>, key: string, placement: BlokPlacement = {}): ReactNode {
  const empty = nothingShown(blok, ctx, key, placement);
  if (empty !== undefined) return empty;
  let element: ReactNode;
  try {
    const Component = ctx.registry[blok.component];
    element = withEditable(Component({ blok, ctx }), blok);
  } catch (error) {
    return failed(blok, ctx, key, error, placement);
  }
  return ctx.interactive?.has(blok.component) ? clientContained(blok, ctx, key, element, placement) : <Fragment key={key}>{element}</Fragment>;
}

/** Keys are the bloks' _uid, made unique if content repeats one. */
export function uniqueKeys(bloks: readonly { _uid?: string }[]): string[] {
  const seen = new Set<string>();
  return bloks.map((blok, i) => {
    let key = blok._uid || `#${i}`;
    if (seen.has(key)) key = `${key}#${i}`;
    seen.add(key);
    return key;
  });
}

/**
 * Where the bloks left out of this list go (draft content): before the kept blok that followed each, or after the
 * last one; a list's own neighbours must match on both sides, so a card never lands in another list. `at[i]`: the
 * cards before `bloks[i]`; `at[bloks.length]`: those after the last. A list left with no blok shows none (the
 * diagnostics panel says why).
 */
export function droppedPlaces(bloks: readonly object[], dropped: readonly DroppedBlok[] | undefined): DroppedBlok[][] {
  const at: DroppedBlok[][] = Array.from({ length: bloks.length + 1 }, () => []);
  if (!dropped || bloks.length === 0) return at;
  for (const d of dropped) {
    // Of a list that kept nothing: none of its neighbours can be named (items without a `_uid` would match it).
    if (d.after === null && d.before === null) continue;
    const i = d.before === null ? bloks.length : bloks.findIndex((b) => blokUid(b) === d.before);
    if (i >= 0 && (i === 0 ? null : blokUid(bloks[i - 1])) === d.after) at[i]!.push(d);
  }
  return at;
}

/**
 * The list's bloks (`rendered`, one node each, in order) with the cards of the bloks left out in their places (only
 * where diagnostics show). Each blok stays under its key in one shape whether cards stand before it or not, so a card
 * appearing while an editor types (a blok emptied) does not draw the bloks around it anew, and they keep their state.
 */
export function withDropped<C>(
  bloks: readonly object[],
  keys: readonly string[],
  ctx: Ctx<C>,
  rendered: readonly ReactNode[],
  placement: BlokPlacement = {},
): ReactNode {
  const at = ctx.dropped && showsDiagnostics(ctx.environment) ? droppedPlaces(bloks, ctx.dropped) : [];
  const card = (d: DroppedBlok, j: number) => {
    const key = `dropped:${d.uid}:${j}`;
    return inPlace(<DroppedBlokCard key={key} dropped={d} />, key, placement);
  };
  return (
    <>
      {rendered.map((node, i) => (
        <Fragment key={keys[i]}>
          {at[i]?.map(card)}
          {node}
        </Fragment>
      ))}
      {at[bloks.length]?.map(card)}
    </>
  );
}

/**
 * The context for the bloks of a list drawn one by one, each as a list of its own (site/templates/PageBody.tsx): without
 * the bloks left out that this list places itself (withDropped), so none is drawn twice and none is lost between two.
 */
export function forEachOf<C>(bloks: readonly AnyBlok[], ctx: Ctx<C>): Ctx<C> {
  if (!ctx.dropped) return ctx;
  const placed = new Set(droppedPlaces(bloks, ctx.dropped).flat());
  return placed.size > 0 ? { ...ctx, dropped: ctx.dropped.filter((d) => !placed.has(d)) } : ctx;
}

/** Renders every blok of a list, each contained on its own (see renderBlokOnServer). */
export async function renderBloksOnServer<C>(
  bloks: readonly AnyBlok[],
  ctx: Ctx<C>,
  options: Pick<ServerTreeWalk, 'isClientReference'> & BlokPlacement = {},
): Promise<ReactNode> {
  const keys = uniqueKeys(bloks);
  return withDropped(bloks, keys, ctx, await Promise.all(bloks.map((blok, i) => renderBlokOnServer(blok, ctx, keys[i]!, options))), options);
}

/**
 * Renders a list of resolved bloks in order, each block contained on its own. `listItems` where the bloks render
 * the `<li>`s of the caller's `<ul>` or `<ol>` (see BlokPlacement).
 */
export function RenderBlocks<C>({
  bloks,
  ctx,
  listItems,
}: {
  bloks: readonly AnyBlok[] | undefined;
  ctx: Ctx<C>;
  listItems?: boolean;
}): ReactNode | Promise<ReactNode> {
  if (!bloks || bloks.length === 0) return null;
  const placement: BlokPlacement = { listItems };
  if (IN_SERVER_COMPONENTS) return renderBloksOnServer(bloks, ctx, placement);
  const keys = uniqueKeys(bloks);
  return withDropped(
    bloks,
    keys,
    ctx,
    bloks.map((blok, i) => renderBlok(blok, ctx, keys[i]!, placement)),
    placement,
  );
}
