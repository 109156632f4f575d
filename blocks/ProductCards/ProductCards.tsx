import type { ProductCards as ProductCardsBlok } from '~/codegen/generated/types';
import { RenderBlocks } from '~/engine/render/RenderBlocks';
import type { BlockProps } from '~/engine/render/registry';
import type { BlockContext } from '../_ui/context';
import { TitledSection } from '../_ui/TitledSection';
import styles from './ProductCards.module.css';

export default function ProductCards({ blok, ctx }: BlockProps<ProductCardsBlok, BlockContext>) {
  return (
    <TitledSection uid={blok._uid} id={blok.anchor || undefined} title={blok.title} text={blok.text} background={blok.background} size={blok.size} ctx={ctx}>
      <div className={styles.grid}>
        <RenderBlocks bloks={blok.cards} ctx={ctx} />
      </div>
      {blok.nudgeBox.length > 0 && (
        <div className={styles.nudge}>
          <RenderBlocks bloks={blok.nudgeBox} ctx={ctx} />
        </div>
      )}
    </TitledSection>
  );
}
