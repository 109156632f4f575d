import { Fragment, type ReactNode } from 'react';
import type { AnyBlok, BlockName, BlockPropsMap } from '~/codegen/generated/types';
import { ClientBoundary } from './ClientBoundary.client';
import { DiagnosticCard } from './DiagnosticCard';
import { withEditable } from './editable';
import { showsDiagnostics, type EngineContext } from './registry';

type Ctx<C> = C & EngineContext<C>;

/**
 * Renders one blok through the registry. The component runs inside a try/catch, so a block that
 * throws while rendering (a developer error such as an invalid title size) is replaced by a visible
 * card in development and preview, and skipped and reported in production; the rest of the page
 * renders. Interactive blocks also get a client-side error boundary.
 */
export function renderBlok<K extends BlockName, C>(blok: BlockPropsMap[K] & { component: K }, ctx: Ctx<C>, key: string): ReactNode {
  const Component = ctx.registry[blok.component];
  let element: ReactNode;
  try {
    element = withEditable(Component({ blok, ctx }), blok);
  } catch (error) {
    const diagnostic = {
      severity: 'error' as const,
      component: blok.component,
      uid: blok._uid,
      pointer: '',
      message: `Rendering failed: ${error instanceof Error ? error.message : String(error)}`,
    };
    ctx.report?.({ diagnostic, error });
    return showsDiagnostics(ctx.environment) ? <DiagnosticCard key={key} diagnostic={diagnostic} /> : null;
  }
  if (ctx.interactive?.has(blok.component)) {
    return (
      <ClientBoundary key={key} component={blok.component} uid={blok._uid} visible={showsDiagnostics(ctx.environment)}>
        {element}
      </ClientBoundary>
    );
  }
  return <Fragment key={key}>{element}</Fragment>;
}

/** Renders a list of resolved bloks in order; keys are the bloks' _uid, made unique if content repeats one. */
export function RenderBlocks<C>({ bloks, ctx }: { bloks: readonly AnyBlok[] | undefined; ctx: Ctx<C> }) {
  if (!bloks || bloks.length === 0) return null;
  const seen = new Set<string>();
  return (
    <>
      {bloks.map((blok, i) => {
        let key = blok._uid || `#${i}`;
        if (seen.has(key)) key = `${key}#${i}`;
        seen.add(key);
        return renderBlok(blok, ctx, key);
      })}
    </>
  );
}
