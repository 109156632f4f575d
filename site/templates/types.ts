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
  searchParams?: Record<string, string | string[] | undefined>;
}

export type Template<K extends PageStoryName> = (props: TemplateProps<K>) => ReactNode;
