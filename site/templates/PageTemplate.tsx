import { jsonLdText, siteData } from '../lib/structuredData';
import { SITE_NAME } from '../lib/metadata';
import { SiteChrome } from './Chrome';
import { PageBody } from './PageBody';
import { storyWarnings } from '../lib/contentChecks';
import type { TemplateProps } from './types';

/**
 * Generic page: navigation, sections, footer. Its h1 comes from its sections (a Hero, or a Heading with tag h1).
 * The start page also says what the site and its company are (structured data).
 */
export function PageTemplate({ story, site, ctx, diagnostics, legalName }: TemplateProps<'Page'>) {
  const c = story.content;
  const outline = storyWarnings(c);
  const structured =
    story.path === ''
      ? siteData({
          siteName: SITE_NAME,
          siteUrl: ctx.siteUrl,
          locale: ctx.locale,
          companyName: legalName,
          phone: site?.navigation[0]?.phone,
          callingCode: ctx.callingCode,
        })
      : undefined;
  return (
    <SiteChrome site={site} ctx={ctx} diagnostics={[...diagnostics, ...outline]}>
      {structured && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(structured) }} />}
      <PageBody bloks={c.body} ctx={ctx} />
    </SiteChrome>
  );
}
