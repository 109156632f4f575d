import type { ProductCards as ProductCardsBlok } from '~/codegen/generated/types';
import { RenderBlocks } from '~/engine/render/RenderBlocks';
import type { BlockProps } from '~/engine/render/registry';
import type { BlockContext } from '../_ui/context';
import { Prose } from '../_ui/Prose';
import { Section } from '../_ui/Section';
import { SectionHeader, SectionTitle } from '../_ui/SectionTitle';
import styles from './ProductCards.module.css';

export default function ProductCards({ blok, ctx }: BlockProps<ProductCardsBlok, BlockContext>) {
  const titleId = `t-${blok._uid}`;
  return (
    <Section id={blok.anchor || undefined} background={blok.background} size={blok.size} labelledBy={blok.title ? titleId : undefined}>
      {(blok.title || blok.text) && (
        <SectionHeader>
          {blok.title && <SectionTitle id={titleId}>{blok.title}</SectionTitle>}
          <Prose doc={blok.text} ctx={ctx} />
        </SectionHeader>
      )}
      <div className={styles.grid}>
        <RenderBlocks bloks={blok.cards} ctx={ctx} />
      </div>
      {blok.nudgeBox.length > 0 && (
        <div className={styles.nudge}>
          <RenderBlocks bloks={blok.nudgeBox} ctx={ctx} />
        </div>
      )}
    </Section>
  );
}
