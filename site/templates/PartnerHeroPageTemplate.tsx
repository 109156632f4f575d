import { RenderBlocks } from '~/engine/render';
import { SiteChrome } from './Chrome';
import type { TemplateProps } from './types';

/** Partner hero page. The authorisation link comes with the block catalogue (issue 3). */
export function PartnerHeroPageTemplate({ story, site, ctx, diagnostics }: TemplateProps<'PartnerHeroPage'>) {
  return (
    <SiteChrome site={site} ctx={ctx} diagnostics={diagnostics}>
      <h1>{story.content.title}</h1>
      <RenderBlocks bloks={story.content.body} ctx={ctx} />
    </SiteChrome>
  );
}
