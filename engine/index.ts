/**
 * The engine's public API: resolve raw stories into a typed, validated block tree; normalise links;
 * read content from a source. Headless-agnostic: nothing here knows Next.js or the site, which hands
 * in everything site-specific as one EngineConfig (createEngine).
 */
import { plans } from '~/codegen/generated/plans';
import { validators } from '~/codegen/generated/validators';
import type { EngineConfig } from './config';
import { createBlokResolver, createResolver, type ResolveOptions } from './resolve/resolver';
import { createEmbeddedSource, type EmbeddedSourceOptions } from './sources/embedded';

/** Resolves a raw story (or { story } envelope) with the generated validators: never throws on content. */
export const resolveStory = createResolver({ validators, plans });
/** Resolves a loose list of bloks the same way. */
export const resolveBloks = createBlokResolver({ validators, plans });
/** The content types: what a whole story's content may be (the schemas of stories/). */
export const contentTypes: readonly string[] = Object.keys(plans).filter((name) => plans[name]!.kind === 'story');

type Options = Omit<ResolveOptions, 'config'>;

/** The engine bound to one site's configuration: what the site and its tools use. */
export function createEngine(config: EngineConfig) {
  return {
    config,
    resolveStory: (raw: unknown, options: Options = {}) => resolveStory(raw, { ...options, config }),
    resolveBloks: (raw: unknown, options: Options & { pointer?: string; allowed?: readonly string[] } = {}) => resolveBloks(raw, { ...options, config }),
    createEmbeddedSource: (root: string, options?: EmbeddedSourceOptions) => createEmbeddedSource(root, config, options),
  };
}
export type Engine = ReturnType<typeof createEngine>;

export { defineEngineConfig, type EngineConfig } from './config';
export { createBlokResolver, createResolver, MAX_BLOK_DEPTH, type ResolveOptions, type ResolverSchemas } from './resolve/resolver';
export type { FieldPlan, SchemaPlan } from './resolve/plans';
export { lastPathSegment, localePath, resolveHref, resolveLink, storyPath, telHref, type LinkContext } from './links';
export { resolveAsset, resolveAssetUrl } from './assets';
export { checkContentDate } from './dates';
export { parseMarkdown } from './markdown';
export { EMPTY_LINK_ITEM, isEmptyRichText, sanitizeRichText } from './richtext';
export { formatDiagnostic, hasErrors } from './diagnostics';
export { createEmbeddedSource, listContentFiles, type EmbeddedSourceOptions } from './sources/embedded';
export type { ContentSource, DatasourceEntry, RawStory, StorySummary } from './sources/types';
export * from './types';
