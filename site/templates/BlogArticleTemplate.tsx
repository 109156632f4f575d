import { selectRelated } from '~/blocks/_lib/articles';
import { ContentDate } from '~/blocks/_ui/ContentDate';
import { Picture } from '~/blocks/_ui/Picture';
import { Section } from '~/blocks/_ui/Section';
import { LazyShareLinks } from '~/blocks/_ui/ShareLinks.lazy';
import { articleTeaser, TeaserCard } from '~/blocks/_ui/TeaserCard';
import { WholeEnd } from '~/blocks/_ui/WholeEnd';
import { getEnv } from '../config/env';
import { pageImages, SITE_NAME, storyTitle } from '../lib/metadata';
import { blogPosting, jsonLdText } from '../lib/structuredData';
import { pageUrl } from '../lib/urls';
import styles from './BlogArticle.module.css';
import { SiteChrome } from './Chrome';
import { PageBody } from './PageBody';
import { storyWarnings } from '../lib/contentChecks';
import type { TemplateProps } from './types';
import '~/blocks/_ui/ShareLinks.styles';

/**
 * Blog article (SPEC §2): the title as the page's one h1, author, first-published date, tags, the
 * content blocks, share links, related articles, then the site's blog footer sections; for search
 * engines the same facts as a schema.org BlogPosting (lib/structuredData.ts).
 */
export function BlogArticleTemplate({ story, site, ctx, diagnostics }: TemplateProps<'BlogArticle'>) {
  const c = story.content;
  const { strings, locale } = ctx;
  const related = selectRelated({ uuid: story.uuid, fullSlug: story.fullSlug, tags: c.tags }, c.related, ctx.articles);
  const outline = storyWarnings(c);
  const relatedId = `related-${c._uid}`;
  const { siteUrl } = getEnv();
  const url = pageUrl(siteUrl, locale, story.path);
  const headline = storyTitle(c, story.name);
  const images = pageImages({
    seo: c.seo,
    title: c.seo?.title || headline,
    fallbackImage: c.image?.src,
    locale,
    path: story.path,
    siteName: SITE_NAME,
    siteUrl,
  });
  const structured = blogPosting({
    url,
    headline,
    description: c.seo?.description || c.preamble,
    images: images.map((image) => image.url),
    firstPublishedAt: story.firstPublishedAt,
    publishedAt: story.publishedAt,
    authorName: c.authorName,
    tags: c.tags,
    locale,
    siteName: SITE_NAME,
    siteUrl,
  });
  return (
    <SiteChrome site={site} ctx={ctx} diagnostics={[...diagnostics, ...outline]}>
      <article className={styles.article}>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(structured) }} />
        <Section background="LIGHT_IVORY" size="md">
          <header className={styles.header}>
            {c.tags.length > 0 && (
              <ul className={styles.tags} aria-label={strings.tags}>
                {c.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            )}
            <h1 className={styles.title}>{c.title}</h1>
            {c.preamble && <p className={styles.preamble}>{c.preamble}</p>}
            {(c.authorName || story.firstPublishedAt) && (
              <div className={styles.byline}>
                {c.authorImage && <Picture asset={c.authorImage} width={48} height={48} sizes="48px" decorative className={styles.avatar} />}
                {/* Whole: centred on the portrait, a byline painted before its date wrapped moved as it did. */}
                <p data-whole>
                  {c.authorName && (
                    <span className={styles.author}>
                      {strings.writtenBy} <strong>{c.authorName}</strong>
                    </span>
                  )}
                  {story.firstPublishedAt && (
                    <span className={styles.date}>
                      {strings.published} <ContentDate value={story.firstPublishedAt} locale={locale} />
                    </span>
                  )}
                  <WholeEnd />
                </p>
              </div>
            )}
          </header>
          {c.image && (
            <div className={styles.image}>
              <Picture asset={c.image} width={1200} height={675} sizes="(min-width: 64em) 60rem, 100vw" priority />
            </div>
          )}
        </Section>
        <div className={styles.body}>
          <PageBody bloks={c.content} ctx={ctx} opening={false} />
        </div>
        <Section size="sm">
          <div className={styles.share}>
            <LazyShareLinks url={url} title={c.title} label={strings.share} shareOn={strings.shareOn} opensIn={strings.opensInPopup} />
          </div>
        </Section>
      </article>
      {related.length > 0 && (
        <aside aria-labelledby={relatedId}>
          <Section background="GRAY" size="lg">
            <h2 id={relatedId} className={styles.relatedTitle}>
              {strings.relatedArticles}
            </h2>
            <ul className={styles.related}>
              {related.map((a) => (
                <li key={a.uuid || a.fullSlug}>
                  <TeaserCard teaser={articleTeaser(a)} variant="card" headingLevel="h3" locale={locale} tagsLabel={strings.tags} />
                </li>
              ))}
            </ul>
          </Section>
        </aside>
      )}
      {/* In a wrapper: the nav-bar offset rule applies only to the page's own first section. */}
      <div>
        <PageBody bloks={site?.blogFooter} ctx={ctx} opening={false} />
      </div>
    </SiteChrome>
  );
}
