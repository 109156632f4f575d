import type { ReactNode } from 'react';
import type { AnyBlok, BlockName, BlockPropsMap, Cta } from '~/codegen/generated/types';
import type { Diagnostic, DroppedBlok, Environment, ResolvedAsset, ResolvedLink } from '../types';

/** What every render context carries; the site extends it with locale, strings and more. */
export interface EngineContext<C> {
  environment: Environment;
  registry: Registry<C>;
  /** Blocks with a client island: only these get a client-side error boundary (and its JS). */
  interactive?: ReadonlySet<string>;
  /**
   * Called with every error a block throws before it is contained: rethrows the framework's own
   * control-flow errors (not found, redirects, dynamic-rendering bail-outs) so they are not swallowed.
   */
  rethrow?: (error: unknown) => void;
  /** Receives render failures (and, from the page, diagnostics) for logging and error reporting. */
  report?: (event: { diagnostic: Diagnostic; error?: unknown }) => void;
  /** How rich text renders links and images (the site: its SmartLink and responsive images); plain elements otherwise. */
  renderLink?: (link: ResolvedLink, children: ReactNode, key: string | number) => ReactNode;
  renderImage?: (asset: ResolvedAsset, key: string | number) => ReactNode;
  /** Draft content: the bloks the resolver left out of lists (ResolveResult.dropped); each list draws a card in their place. */
  dropped?: readonly DroppedBlok[];
  /** How rich text renders a row of calls to action an editor put in the text (plain links otherwise). */
  renderCtas?: (ctas: Cta[], key: string | number) => ReactNode;
  /**
   * Why a blok has nothing to show (a section left without title, text or items), or undefined. Such a blok draws
   * nothing in production (not an empty band) and, in development and preview, a card in its place that says so and
   * that the Visual Editor selects like the blok (the site: blocks/_lib/emptySections).
   */
  nothingToShow?: (blok: AnyBlok) => string | undefined;
  /**
   * The highest heading level rich text may take here: text under a heading of its own (a question's answer, under
   * an h3) sets one below it, and the text's headings move down to start there (engine/render/RichText).
   */
  textHeadingsFrom?: number;
}

export interface BlockProps<B, C> {
  blok: B;
  ctx: C;
}

/** A block component: a server component taking its generated props type and the render context. */
export type BlockComponent<B, C> = (props: BlockProps<B, C>) => ReactNode;

/** One component per block schema; codegen writes it and checks it with `satisfies`. */
export type Registry<C> = { [K in BlockName]: BlockComponent<BlockPropsMap[K], C> };

/** Whether diagnostics and render errors are shown on the page (development and preview) or only reported. */
export const showsDiagnostics = (environment: Environment) => environment !== 'production';

/** The mark `defineBlock` leaves on a component, so the generated registry can demand it (a type only). */
declare const madeByDefineBlock: unique symbol;

/** A block component bound to its block name by a `defineBlock`; the generated registry takes only these. */
export type NamedBlock<K extends string, B, C> = BlockComponent<B, C> & { readonly [madeByDefineBlock]: K };

/**
 * Makes a block set's `defineBlock` from its generated props map and its render context:
 * `export default defineBlock('Stats', function Stats({ blok, ctx }) { … })` types `blok` as the
 * schema's generated type, so a component whose props do not match its schema fails `tsc` in its own
 * file. The registry then only checks that each block went through `defineBlock` under its own name.
 */
export function blockDefiner<PropsMap, C>() {
  return <K extends keyof PropsMap & string>(name: K, component: BlockComponent<PropsMap[K], C>): NamedBlock<K, PropsMap[K], C> =>
    component as NamedBlock<K, PropsMap[K], C>;
}
