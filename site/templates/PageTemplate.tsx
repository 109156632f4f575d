import { RenderBlocks } from '~/engine/render';
import { SiteChrome } from './Chrome';
import type { TemplateProps } from './types';

/** Generic page: navigation, sections, footer. */
export function PageTemplate({ story, site, ctx, diagnostics }: TemplateProps<'Page'>) {
  return (
    <SiteChrome site={site} ctx={ctx} diagnostics={diagnostics}>
      <RenderBlocks bloks={story.content.body} ctx={ctx} />
    </SiteChrome>
  );
}
