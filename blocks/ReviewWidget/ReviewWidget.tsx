import { formatCount, formatNumber } from '~/rules';
import { emptyReviewSummary } from '../_lib/emptySections';
import { reviewScriptSource } from '../_lib/reviewScript';
import { defineBlock } from '../_ui/context';
import { Icon } from '../_ui/Icon';
import { SmartLink } from '../_ui/SmartLink';
import { TitledSection } from '../_ui/TitledSection';
import { LazyReviewWidgetScript } from './ReviewWidget.lazy';
import { WholeEnd } from '../_ui/WholeEnd';
import styles from './ReviewWidget.module.css';

const SCALE = 5;

/**
 * Customer reviews: the rating as stars with its text ("4,7 av 5"), the number of reviews and a link to
 * the provider. With a scriptUrl from an allowed provider, the provider's widget script loads when the
 * section scrolls into view and the visitor has given the consent it needs; the summary stays as the
 * fallback, and is all a visitor without that consent sees. No card without a summary; the engine leaves out a
 * widget with nothing at all (blocks/_lib/emptySections).
 */
export default defineBlock('ReviewWidget', function ReviewWidget({ blok, ctx }) {
  const number = (value: number, digits: number) => formatNumber(value, ctx.locale, digits);
  const rating = blok.rating;
  const source = blok.scriptUrl ? reviewScriptSource(blok.scriptUrl, ctx.reviewWidget?.origins ?? []) : undefined;
  const src = source && 'src' in source ? source.src : undefined;
  const summary = !emptyReviewSummary(blok);
  if (source && 'refused' in source) {
    // The script was all it had: a card in development and preview, left out in production (not an empty band).
    if (!summary && !blok.title) throw new Error(source.refused);
    ctx.report?.({ diagnostic: { severity: 'error', component: 'ReviewWidget', uid: blok._uid, pointer: '/scriptUrl', message: source.refused } });
  }
  return (
    <TitledSection blok={blok} title={blok.title} background={blok.background} size={blok.size} ctx={ctx}>
      {summary && (
        // Whole: score, count and link share a row on one line, and painted before the last arrived moved as it did.
        <div className={styles.summary} data-whole>
          {rating !== undefined && (
            <p className={styles.rating}>
              <span className={styles.score} aria-hidden="true">
                {number(rating, 1)}
              </span>
              <span className={styles.stars} aria-hidden="true">
                <span className={styles.empty}>★★★★★</span>
                <span className={styles.filled} style={{ width: `${(Math.min(SCALE, Math.max(0, rating)) / SCALE) * 100}%` }}>
                  ★★★★★
                </span>
              </span>
              <span className="visually-hidden">{`${number(rating, 1)} ${ctx.strings.ratingOf} ${SCALE}`}</span>
            </p>
          )}
          {(blok.reviewCount !== undefined || blok.provider) && (
            <p className={styles.count}>
              {blok.reviewCount !== undefined && formatCount(blok.reviewCount, ctx.strings.reviewCount, ctx.locale)}
              {blok.reviewCount !== undefined && blok.provider && ' · '}
              {blok.provider}
            </p>
          )}
          {blok.link && (
            <SmartLink link={blok.link} className={styles.link}>
              <span>{blok.linkText || ctx.strings.reviewsRead}</span>
              <Icon name="arrow-right" size={20} />
            </SmartLink>
          )}
          <WholeEnd />
        </div>
      )}
      {src && <LazyReviewWidgetScript src={src} provider={blok.provider} consent={ctx.reviewWidget?.consent ?? 'marketing'} className={styles.widget} />}
    </TitledSection>
  );
});
