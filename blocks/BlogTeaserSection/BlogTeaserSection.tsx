import { latestArticles } from '../_lib/articles';
import { defineBlock } from '../_ui/context';
import { Icon } from '../_ui/Icon';
import { SmartLink } from '../_ui/SmartLink';
import { articleTeaser, TeaserCard } from '../_ui/TeaserCard';
import { TitledSection } from '../_ui/TitledSection';
import styles from './BlogTeaserSection.module.css';

/** The latest articles of the locale (optionally of one tag), never the page it is on, and a link to the blog. */
export default defineBlock('BlogTeaserSection', function BlogTeaserSection({ blok, ctx }) {
  const articles = latestArticles(ctx.articles, { tag: blok.tag, limit: blok.limit, currentPath: ctx.path });
  const level = blok.title ? 'h3' : 'h2';
  return (
    <TitledSection uid={blok._uid} title={blok.title} text={blok.text} background={blok.background} size={blok.size} ctx={ctx}>
      {articles.length > 0 ? (
        <ul className={styles.grid}>
          {articles.map((a) => (
            <li key={a.uuid || a.fullSlug}>
              <TeaserCard teaser={articleTeaser(a)} variant="card" headingLevel={level} locale={ctx.locale} tagsLabel={ctx.strings.tags} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{ctx.strings.blogEmpty}</p>
      )}
      {blok.allLink && (
        <p className={styles.all}>
          <SmartLink link={blok.allLink} className={styles.allLink}>
            <span>{blok.allText || ctx.strings.blogAll}</span>
            <Icon name="arrow-right" size={20} />
          </SmartLink>
        </p>
      )}
    </TitledSection>
  );
});
