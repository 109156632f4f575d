import { RenderBlocks } from '~/engine/render';
import { SiteChrome } from './Chrome';
import type { TemplateProps } from './types';

/** Partner landing page. Its own top bar and minimal footer come with the block catalogue (issue 3). */
export function PartnerPageTemplate({ story, site, ctx, diagnostics }: TemplateProps<'PartnerPage'>) {
  return (
    <SiteChrome site={site} ctx={ctx} diagnostics={diagnostics}>
      <RenderBlocks bloks={story.content.body} ctx={ctx} />
    </SiteChrome>
  );
}
