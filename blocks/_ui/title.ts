import type { HeadingSizes, TextSize } from '~/codegen/generated/types';

export type TitleTag = 'h2' | 'h3';

/**
 * The title-size rule (SPEC §8): a section title's size decides its tag, text-4xl gives h2 and
 * text-3xl gives h3. Any other size is a developer error: it would break the page's outline.
 */
export function titleTagForSize(size: TextSize): TitleTag {
  if (size === 'text-4xl') return 'h2';
  if (size === 'text-3xl') return 'h3';
  throw new Error(`Invalid title size "${size}": only text-4xl (h2) and text-3xl (h3) are allowed`);
}

type HeadingBlockFields = { tag?: string | undefined; sizes?: Partial<HeadingSizes> | undefined };

/** The element a Heading block renders: its tag, else the one the title-size rule gives its base size (which throws for a size it refuses). */
export function headingBlockTag(heading: HeadingBlockFields): string {
  return heading.tag || titleTagForSize(heading.sizes?.base ?? 'text-3xl');
}

/** The heading level a Heading block renders (2 for h2 …), or none for a paragraph or a size the rule refuses. */
export function headingBlockLevel(heading: HeadingBlockFields): number | undefined {
  let tag: string;
  try {
    tag = headingBlockTag(heading);
  } catch {
    return undefined;
  }
  const level = /^h([1-6])$/.exec(tag)?.[1];
  return level ? Number(level) : undefined;
}

/**
 * The heading level of a section's items (questions, jobs, teasers): one below the section's own title
 * (an h2), else one below a Heading block placed right above the section (`headingAbove`: "Vanliga frågor"
 * as an h2, then its questions as h3, not as more h2s), else 2, so that no level is skipped.
 */
export function itemHeadingLevel(title: string | undefined, headingAbove: number | undefined): ItemHeadingLevel {
  if (title) return 3;
  if (headingAbove) return Math.min(Math.max(headingAbove + 1, 2), 5) as ItemHeadingLevel;
  return 2;
}

/** The levels a section's items take: below an h4 Heading they are h5, never the Heading's equals. */
export type ItemHeadingLevel = 2 | 3 | 4 | 5;

export const BREAKPOINTS = ['base', 'sm', 'md', 'lg', 'xl', '2xl'] as const satisfies ReadonlyArray<keyof HeadingSizes>;
