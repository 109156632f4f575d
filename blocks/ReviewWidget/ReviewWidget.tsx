import { formatCount, formatNumber } from '~/rules';
import { defineBlock } from '../_ui/context';
import { Icon } from '../_ui/Icon';
import { SmartLink } from '../_ui/SmartLink';
import { TitledSection } from '../_ui/TitledSection';
import { ReviewWidgetScript } from './ReviewWidget.client';
import styles from './ReviewWidget.module.css';

const SCALE = 5;

/** The widget script's URL when it is a valid https URL (the only scheme a page may load a script from). */
function scriptSource(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Customer reviews: the rating as stars with its text ("4,7 av 5"), the number of reviews and a link to
 * the provider; the provider's widget script only when scriptUrl is set. The script's origin must be
 * allowed by the site's Content-Security-Policy (script-src) to run in production.
 */
export default defineBlock('ReviewWidget', function ReviewWidget({ blok, ctx }) {
  const number = (value: number, digits: number) => formatNumber(value, ctx.locale, digits);
  const rating = blok.rating;
  const src = blok.scriptUrl ? scriptSource(blok.scriptUrl) : undefined;
  if (blok.scriptUrl && !src) {
    ctx.report?.({
      diagnostic: {
        severity: 'error',
        component: 'ReviewWidget',
        uid: blok._uid,
        pointer: '',
        message: `scriptUrl "${blok.scriptUrl.slice(0, 80)}" is not an https URL; the widget script was not loaded`,
      },
    });
  }
  return (
    <TitledSection uid={blok._uid} title={blok.title} background={blok.background} size={blok.size} ctx={ctx}>
      <div className={styles.summary}>
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
            {blok.link.target === '_blank' && <span className="visually-hidden"> ({ctx.strings.opensInNewTab})</span>}
          </SmartLink>
        )}
      </div>
      {src && (
        <>
          <div className={styles.widget} data-review-widget={blok.provider || ''} />
          <ReviewWidgetScript src={src} />
        </>
      )}
    </TitledSection>
  );
});
