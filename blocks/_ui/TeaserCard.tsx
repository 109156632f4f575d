import type { EditableAttributes } from '~/engine/render/editable';
import type { ResolvedAsset, ResolvedLink } from '~/engine/types';
import type { Locale } from '~/contracts/locales';
import { ContentDate } from './ContentDate';
import { WholeEnd } from './WholeEnd';
import type { ArticleSummary } from './context';
import { Lines } from './Lines';
import { Picture } from './Picture';
import { SmartLink } from './SmartLink';
import styles from './TeaserCard.module.css';

export type TeaserVariant = 'featured' | 'card' | 'compact';

export interface TeaserData {
  title: string;
  preamble?: string | undefined;
  /** A Storyblok datetime or an ISO timestamp. */
  date?: string | undefined;
  tags: readonly string[];
  image?: ResolvedAsset | undefined;
  link?: ResolvedLink | undefined;
}

/** A blog article as a teaser shows it (blog teaser sections, related articles). */
export const articleTeaser = (a: ArticleSummary): TeaserData => ({
  title: a.title,
  preamble: a.preamble,
  date: a.firstPublishedAt,
  tags: a.tags,
  image: a.image,
  link: { kind: 'internal', href: a.href },
});

// How wide the image renders per variant (the grid's columns), so the browser picks the right file.
const SIZES: Record<Exclude<TeaserVariant, 'compact'>, string> = {
  featured: '(min-width: 64em) 40rem, (min-width: 48em) 50vw, 100vw',
  card: '(min-width: 64em) 23rem, (min-width: 48em) 50vw, 100vw',
};

/**
 * A teaser of an article or press release: press sections, blog teasers and related articles share it.
 * The title is the card's one link; it covers the whole card, so the card is one tab stop.
 */
export function TeaserCard({
  teaser,
  variant,
  headingLevel,
  locale,
  tagsLabel,
  priority = false,
  ...editable
}: EditableAttributes & {
  teaser: TeaserData;
  variant: TeaserVariant;
  headingLevel: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  locale: Locale;
  tagsLabel: string;
  priority?: boolean;
}) {
  const Heading = headingLevel;
  const showImage = variant !== 'compact' && teaser.image?.isImage;
  return (
    <article {...editable} className={styles.teaser} data-variant={variant} data-linked={teaser.link ? true : undefined}>
      <div className={styles.frame}>
        {showImage && teaser.image && (
          <div className={styles.media}>
            <Picture
              asset={teaser.image}
              width={640}
              height={400}
              sizes={SIZES[variant === 'featured' ? 'featured' : 'card']}
              priority={priority}
              decorative
              className={styles.image}
            />
          </div>
        )}
        {/* Whole: beside the image the body is centred on it, and one painted in part moved as the rest arrived. */}
        <div className={styles.body} data-whole>
          {(teaser.date || teaser.tags.length > 0) && (
            <div className={styles.meta}>
              {teaser.date && <ContentDate value={teaser.date} locale={locale} className={styles.date} />}
              {teaser.tags.length > 0 && (
                <ul className={styles.tags} aria-label={tagsLabel}>
                  {teaser.tags.map((tag) => (
                    <li key={tag}>{tag}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <Heading className={styles.title}>
            {teaser.link ? (
              <SmartLink link={teaser.link} className={styles.link}>
                {teaser.title}
              </SmartLink>
            ) : (
              teaser.title
            )}
          </Heading>
          {teaser.preamble && variant !== 'compact' && (
            <p className={styles.preamble}>
              <Lines text={teaser.preamble} />
            </p>
          )}
          <WholeEnd />
        </div>
      </div>
    </article>
  );
}
