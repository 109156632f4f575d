import { SiteChrome } from './Chrome';
import { PageBody } from './PageBody';
import { outlineDiagnostics } from './outline';
import type { TemplateProps } from './types';

/** Generic page: navigation, sections, footer. Its h1 comes from its sections (a Hero, or a Heading with tag h1). */
export function PageTemplate({ story, site, ctx, diagnostics }: TemplateProps<'Page'>) {
  const c = story.content;
  const outline = outlineDiagnostics(c.body, { titleFromTemplate: false, component: c.component, uid: c._uid, field: 'body' });
  return (
    <SiteChrome site={site} ctx={ctx} diagnostics={[...diagnostics, ...outline]}>
      <PageBody bloks={c.body} ctx={ctx} />
    </SiteChrome>
  );
}
