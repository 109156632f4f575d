import { RenderBlocks } from '~/engine/render';
import { SiteChrome } from './Chrome';
import type { TemplateProps } from './types';

/** Blog article. Author, date, share links and related articles come with the block catalogue (issue 3). */
export function BlogArticleTemplate({ story, site, ctx, diagnostics }: TemplateProps<'BlogArticle'>) {
  return (
    <SiteChrome site={site} ctx={ctx} diagnostics={diagnostics}>
      <article>
        <h1>{story.content.title}</h1>
        <RenderBlocks bloks={story.content.content} ctx={ctx} />
      </article>
    </SiteChrome>
  );
}
