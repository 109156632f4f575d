import { RenderBlocks } from '~/engine/render/RenderBlocks';
import { defineBlock } from '../_ui/context';
import { TitledSection } from '../_ui/TitledSection';
import { Whole } from '../_ui/WholeEnd';
import styles from './ProductCards.module.css';

export default defineBlock('ProductCards', function ProductCards({ blok, ctx }) {
  return (
    <TitledSection blok={blok} id={blok.anchor || undefined} title={blok.title} text={blok.text} background={blok.background} size={blok.size} ctx={ctx}>
      {/* Whole: its columns follow its number of cards, and cards painted before the last arrived moved after. */}
      {blok.cards.length > 0 && (
        <Whole>
          <div className={styles.grid}>
            <RenderBlocks bloks={blok.cards} ctx={ctx} />
          </div>
        </Whole>
      )}
      {blok.nudgeBox.length > 0 && (
        <div className={styles.nudge}>
          <RenderBlocks bloks={blok.nudgeBox} ctx={ctx} />
        </div>
      )}
    </TitledSection>
  );
});
