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

export const BREAKPOINTS = ['base', 'sm', 'md', 'lg', 'xl', '2xl'] as const satisfies ReadonlyArray<keyof HeadingSizes>;
