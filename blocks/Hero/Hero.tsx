import { editableAttributes } from '~/engine/render/editable';
import { uniqueKeys, withDropped } from '~/engine/render/RenderBlocks';
import { breadcrumbList, jsonLdText } from '../_lib/jsonLd';
import { absolutePageUrl } from '../_lib/paths';
import { defineBlock } from '../_ui/context';
import { WholeEnd } from '../_ui/WholeEnd';
import { CtaRow } from '../_ui/CtaRow';
import { Picture } from '../_ui/Picture';
import { Prose } from '../_ui/Prose';
import { isDark, Section } from '../_ui/Section';
import { SmartLink } from '../_ui/SmartLink';
import styles from './Hero.module.css';

/**
 * The page's opening: breadcrumbs (also as structured data, for search results), the one h1, an
 * introduction, calls to action, an image.
 */
export default defineBlock('Hero', function Hero({ blok, ctx }) {
  const dark = isDark(blok.background);
  const pageUrl = absolutePageUrl(ctx.siteUrl, ctx.locale, ctx.path);
  const crumbKeys = uniqueKeys(blok.breadcrumbs);
  const trail = breadcrumbList(
    blok.breadcrumbs.map((crumb) => ({ name: crumb.text, link: crumb.link })),
    ctx.siteUrl,
    pageUrl,
  );
  return (
    <Section background={blok.background} size={blok.size}>
      {/* Whole beside an image: the text is centred on it, and text painted before it arrived moved down after. */}
      <div className={styles.grid} data-with-image={blok.image ? true : undefined} data-whole={blok.image ? true : undefined}>
        <div className={styles.text}>
          {blok.breadcrumbs.length > 0 && (
            <nav aria-label={ctx.strings.breadcrumbs} className={styles.crumbs}>
              <ol>
                {/* Draft content: a card where a crumb was left out (its text emptied), as in a list of bloks. */}
                {withDropped(
                  blok.breadcrumbs,
                  crumbKeys,
                  ctx,
                  blok.breadcrumbs.map((crumb, i) => {
                    // The last crumb is the current page: a link is optional there (text alone is the usual form).
                    const current = i === blok.breadcrumbs.length - 1 ? ('page' as const) : undefined;
                    return (
                      <li key={crumbKeys[i]} {...editableAttributes(crumb)}>
                        {crumb.link ? (
                          <SmartLink link={crumb.link} aria-current={current}>
                            {crumb.text}
                          </SmartLink>
                        ) : (
                          <span aria-current={current}>{crumb.text}</span>
                        )}
                      </li>
                    );
                  }),
                  { listItems: true },
                )}
              </ol>
              {trail && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(trail) }} />}
            </nav>
          )}
          {blok.eyebrow && <p className={styles.eyebrow}>{blok.eyebrow}</p>}
          <h1 className={styles.title}>{blok.title}</h1>
          <Prose doc={blok.text} ctx={ctx} className={styles.lead} />
          <CtaRow ctas={blok.ctas} ctx={ctx} onDark={dark} />
        </div>
        {blok.image && (
          <div className={styles.media}>
            <Picture asset={blok.image} sizes="(min-width: 64em) 40vw, 100vw" priority={ctx.opening} />
          </div>
        )}
        {blok.image && <WholeEnd />}
      </div>
    </Section>
  );
});
