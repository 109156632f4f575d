import { RenderBlocks } from '~/engine/render/RenderBlocks';
import { defineBlock } from '../_ui/context';
import { TitledSection } from '../_ui/TitledSection';
import { Whole } from '../_ui/WholeEnd';
import styles from './UspSection.module.css';

export default defineBlock('UspSection', function UspSection({ blok, ctx }) {
  return (
    <TitledSection blok={blok} title={blok.title} text={'text' in blok ? blok.text : undefined} background={blok.background} size={blok.size} ctx={ctx}>
      {/* No list without items: screen readers would announce an empty one. */}
      {/* Whole: its columns follow its number of points, and points painted before the last arrived moved after. */}
      {blok.items.length > 0 && (
        <Whole>
          <ul className={styles.grid}>
            <RenderBlocks bloks={blok.items} ctx={ctx} listItems />
          </ul>
        </Whole>
      )}
    </TitledSection>
  );
});
