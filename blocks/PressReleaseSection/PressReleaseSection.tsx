import { editableAttributes } from '~/engine/render/editable';
import { defineBlock } from '../_ui/context';
import { TeaserCard } from '../_ui/TeaserCard';
import { itemHeadingLevel } from '../_ui/title';
import { TitledSection } from '../_ui/TitledSection';
import { teaserData } from '../Teaser/Teaser';
import styles from './PressReleaseSection.module.css';

/** How many teasers follow the large first item before the rest become a compact list (SPEC §2). */
const TEASERS = 3;

/** Press releases in content order: the first large, the next three as teasers, the rest as a compact list. */
export default defineBlock('PressReleaseSection', function PressReleaseSection({ blok, ctx }) {
  // Without a title or items the engine leaves it out (blocks/_lib/emptySections).
  const [first, ...others] = blok.items;
  const teasers = others.slice(0, TEASERS);
  const rest = others.slice(TEASERS);
  // Under a section title (or a Heading right above) the items are a level below; none skipped.
  const level = `h${itemHeadingLevel(blok.title, ctx.headingAbove)}` as const;
  const card = { headingLevel: level, locale: ctx.locale, tagsLabel: ctx.strings.tags } as const;
  /** The teasers after the first, as cards or as the compact list: nothing when there are none. */
  const list = (items: typeof others, className: string | undefined, variant: 'card' | 'compact') =>
    items.length > 0 && (
      <ul className={className}>
        {items.map((t) => (
          <li key={t._uid}>
            <TeaserCard teaser={teaserData(t)} variant={variant} {...card} {...editableAttributes(t)} />
          </li>
        ))}
      </ul>
    );
  return (
    <TitledSection blok={blok} title={blok.title} background={blok.background} size={blok.size} ctx={ctx}>
      {first && (
        <div className={styles.layout}>
          <TeaserCard teaser={teaserData(first)} variant="featured" {...card} {...editableAttributes(first)} />
          {list(teasers, styles.grid, 'card')}
          {list(rest, styles.list, 'compact')}
        </div>
      )}
    </TitledSection>
  );
});
