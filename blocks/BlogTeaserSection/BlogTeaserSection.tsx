import { latestArticles, olderArticlesByYear } from '../_lib/articles';
import { defineBlock } from '../_ui/context';
import { Icon } from '../_ui/Icon';
import { SmartLink } from '../_ui/SmartLink';
import { articleTeaser, TeaserCard } from '../_ui/TeaserCard';
import { itemHeadingLevel } from '../_ui/title';
import { TitledSection } from '../_ui/TitledSection';
import { Whole } from '../_ui/WholeEnd';
import styles from './BlogTeaserSection.module.css';

/**
 * The latest articles of the locale (optionally of one tag), never the page it is on, and a link to
 * the blog; with `archive`, every older one below them, by year.
 */
export default defineBlock('BlogTeaserSection', function BlogTeaserSection({ blok, ctx }) {
  const selection = { tag: blok.tag, currentPath: ctx.path };
  const articles = latestArticles(ctx.articles, { ...selection, limit: blok.limit });
  const older = blok.archive ? olderArticlesByYear(ctx.articles, { ...selection, after: blok.limit }) : [];
  // The cards and the archive's title one level below the section's title; then its years, then their rows.
  const n = itemHeadingLevel(blok.title, ctx.headingAbove);
  const level = `h${n}` as const;
  const ArchiveHeading = level;
  const YearHeading = `h${Math.min(n + 1, 6) as 3 | 4 | 5 | 6}` as const;
  const RowHeading = `h${Math.min(n + 2, 6) as 4 | 5 | 6}` as const;
  return (
    <TitledSection blok={blok} title={blok.title} text={blok.text} background={blok.background} size={blok.size} ctx={ctx}>
      {/* Whole: an odd last article takes its row, and articles painted before the last arrived moved after. */}
      {articles.length > 0 ? (
        <Whole>
          <ul className={styles.grid}>
            {articles.map((a) => (
              <li key={a.uuid || a.fullSlug}>
                <TeaserCard teaser={articleTeaser(a)} variant="card" headingLevel={level} locale={ctx.locale} tagsLabel={ctx.strings.tags} />
              </li>
            ))}
          </ul>
        </Whole>
      ) : (
        <p className={styles.empty}>{ctx.strings.blogEmpty}</p>
      )}
      {older.length > 0 && (
        // Not a landmark of its own: two sections' archives would be two regions of one name.
        <div className={styles.archive}>
          <ArchiveHeading className={styles.archiveTitle}>{ctx.strings.blogArchive}</ArchiveHeading>
          {older.map(({ year, articles: ofYear }) => (
            <div key={year ?? 'undated'}>
              <YearHeading className={styles.yearTitle}>{year ?? ctx.strings.blogUndated}</YearHeading>
              <ul className={styles.archiveList}>
                {ofYear.map((a) => (
                  <li key={a.uuid || a.fullSlug}>
                    {/* Undated: no date, or one that cannot be read (which would not format either). */}
                    <TeaserCard
                      teaser={{ ...articleTeaser(a), date: year === undefined ? undefined : a.firstPublishedAt }}
                      variant="compact"
                      headingLevel={RowHeading}
                      locale={ctx.locale}
                      tagsLabel={ctx.strings.tags}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
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
