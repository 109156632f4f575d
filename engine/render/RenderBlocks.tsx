import { Fragment, Suspense, type ReactNode } from 'react';
import type { AnyBlok, BlockName, BlockPropsMap } from '~/codegen/generated/types';
import type { Diagnostic } from '../types';
import { ClientBoundary } from './ClientBoundary.client';
import { DiagnosticCard } from './DiagnosticCard';
import { showsDiagnostics, type EngineContext } from './registry';
import { IN_SERVER_COMPONENTS, renderServerTree, type ServerTreeWalk } from './serverTree';

type Ctx<C> = C & EngineContext<C>;
type Blok<K extends BlockName> = BlockPropsMap[K] & { component: K };

/** A block that failed: reported, then a visible card in development and preview, nothing in production. */
function failed<C>(blok: AnyBlok, ctx: Ctx<C>, key: string, error: unknown): ReactNode {
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
  return showsDiagnostics(ctx.environment) ? <DiagnosticCard key={key} diagnostic={diagnostic} /> : null;
}

/**
 * A block with client components inside. The client boundary catches a throw in the browser; the
 * Suspense boundary makes a throw while the server renders the HTML (react-dom/server has no error
 * boundaries) fall back to rendering this block in the browser, instead of failing the whole page.
 */
function clientContained<C>(blok: AnyBlok, ctx: Ctx<C>, key: string, element: ReactNode): ReactNode {
  return (
    <Suspense key={key} fallback={null}>
      <ClientBoundary component={blok.component} uid={blok._uid} visible={showsDiagnostics(ctx.environment)}>
        {element}
      </ClientBoundary>
    </Suspense>
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
  options: Pick<ServerTreeWalk, 'isClientReference'> = {},
): Promise<ReactNode> {
  const walk: ServerTreeWalk = { client: false, ...options };
  let element: ReactNode;
  try {
    const Component = ctx.registry[blok.component];
    element = await renderServerTree(Component({ blok, ctx }), walk);
  } catch (error) {
    return failed(blok, ctx, key, error);
  }
  return walk.client ? clientContained(blok, ctx, key, element) : <Fragment key={key}>{element}</Fragment>;
}

/**
 * Renders one blok without Server Components (react-dom/server alone, as the unit tests do): the
 * block function runs inside a try/catch, and blocks with a client island get the client boundary.
 */
export function renderBlok<K extends BlockName, C>(blok: Blok<K>, ctx: Ctx<C>, key: string): ReactNode {
  let element: ReactNode;
  try {
    const Component = ctx.registry[blok.component];
    element = Component({ blok, ctx });
  } catch (error) {
    return failed(blok, ctx, key, error);
  }
  return ctx.interactive?.has(blok.component) ? clientContained(blok, ctx, key, element) : <Fragment key={key}>{element}</Fragment>;
}

/** Keys are the bloks' _uid, made unique if content repeats one. */
function uniqueKeys(bloks: readonly AnyBlok[]): string[] {
  const seen = new Set<string>();
  return bloks.map((blok, i) => {
    let key = blok._uid || `#${i}`;
    if (seen.has(key)) key = `${key}#${i}`;
    seen.add(key);
    return key;
  });
}

/** Renders every blok of a list, each contained on its own (see renderBlokOnServer). */
export async function renderBloksOnServer<C>(
  bloks: readonly AnyBlok[],
  ctx: Ctx<C>,
  options: Pick<ServerTreeWalk, 'isClientReference'> = {},
): Promise<ReactNode> {
  const keys = uniqueKeys(bloks);
  return <>{await Promise.all(bloks.map((blok, i) => renderBlokOnServer(blok, ctx, keys[i]!, options)))}</>;
}

/** Renders a list of resolved bloks in order, each block contained on its own. */
export function RenderBlocks<C>({ bloks, ctx }: { bloks: readonly AnyBlok[] | undefined; ctx: Ctx<C> }): ReactNode | Promise<ReactNode> {
  if (!bloks || bloks.length === 0) return null;
  if (IN_SERVER_COMPONENTS) return renderBloksOnServer(bloks, ctx);
  const keys = uniqueKeys(bloks);
  return <>{bloks.map((blok, i) => renderBlok(blok, ctx, keys[i]!))}</>;
}
