/**
 * The engine's public API: resolve raw stories into a typed, validated block tree; normalise links;
 * read content from a source. Headless-agnostic: nothing here knows Next.js or the site.
 */
import { plans } from '~/codegen/generated/plans';
import { validators } from '~/codegen/generated/validators';
import { createBlokResolver, createResolver } from './resolve/resolver';

/** Resolves a raw story (or { story } envelope) with the generated validators: never throws on content. */
export const resolveStory = createResolver({ validators, plans });
/** Resolves a loose list of bloks the same way. */
export const resolveBloks = createBlokResolver({ validators, plans });

export { createBlokResolver, createResolver, MAX_BLOK_DEPTH, type ResolveOptions, type ResolverSchemas } from './resolve/resolver';
export { BORROWER_APP_PLACEHOLDER, lastPathSegment, localePath, resolveHref, resolveLink, storyPath, type LinkContext } from './links';
export { resolveAsset, resolveAssetUrl } from './assets';
export { checkContentDate } from './dates';
export { parseMarkdown } from './markdown';
export { sanitizeRichText } from './richtext';
export { formatDiagnostic, hasErrors } from './diagnostics';
export { createEmbeddedSource, listContentFiles } from './sources/embedded';
export { SITE_CONTEXT_SLUG, type ContentSource, type RawStory, type StorySummary } from './sources/types';
export * from './types';
