import { BlogArticleTemplate } from './BlogArticleTemplate';
import { PageTemplate } from './PageTemplate';
import { PartnerHeroPageTemplate } from './PartnerHeroPageTemplate';
import { PartnerPageTemplate } from './PartnerPageTemplate';
import type { PageStoryName, Template } from './types';

/** One template per page content type; `satisfies` makes a new content type without a template fail tsc. */
export const templates = {
  Page: PageTemplate,
  PartnerPage: PartnerPageTemplate,
  BlogArticle: BlogArticleTemplate,
  PartnerHeroPage: PartnerHeroPageTemplate,
} satisfies { [K in PageStoryName]: Template<K> };
