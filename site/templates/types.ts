import type { ReactNode } from 'react';
import type { BlockContext } from '~/blocks/_ui/context';
import type { SiteConfig, StoryName, StoryPropsMap } from '~/codegen/generated/types';
import type { Diagnostic, ResolvedStory } from '~/engine';

export type PageStoryName = Exclude<StoryName, 'SiteConfig'>;

export interface TemplateProps<K extends PageStoryName> {
  story: ResolvedStory<StoryPropsMap[K]>;
  site: SiteConfig | null;
  ctx: BlockContext;
  diagnostics: readonly Diagnostic[];
  /**
   * The company's legal name, one in every language: the default locale's footer's (another locale's footer may add
   * a translated note, "(fictional demo company)"), or this locale's where the default locale's has none. Read for
   * the start page's structured data, which gives both start pages one Organization.
   */
  legalName?: string | undefined;
  searchParams?: Record<string, string | string[] | undefined>;
}

export type Template<K extends PageStoryName> = (props: TemplateProps<K>) => ReactNode;
