import type { AnyBlok } from '~/codegen/generated/types';
import { resolveBloks } from './engine';
import type { Locale } from '~/contracts/locales';

/** Resolves raw bloks like the site does and fails loudly on a content error, for block render tests. */
export function resolved(raw: unknown[], locale: Locale = 'sv'): AnyBlok[] {
  const { bloks, diagnostics } = resolveBloks(raw, { locale });
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new Error(`Content errors: ${JSON.stringify(errors)}`);
  return bloks;
}

/** The text of an HTML string as a reader gets it: tags and React's text separators removed, spaces collapsed. */
export const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
