import { RenderBlocks } from '~/engine/render/RenderBlocks';
import { defineBlock } from '../_ui/context';
import { TitledSection } from '../_ui/TitledSection';
import { Whole } from '../_ui/WholeEnd';
import styles from './Downloads.module.css';

/** Downloads grid: heading, markdown text, and the files (each opens in a new tab). */
export default defineBlock('Downloads', function Downloads({ blok, ctx }) {
  return (
    <TitledSection blok={blok} title={blok.heading} text={blok.text} background={blok.background} size={blok.size} ctx={ctx}>
      {/* No list without items: screen readers would announce an empty one. */}
      {/* Whole: cards of a row are one height with their links at the foot, and links painted before a taller card of
          their row arrived moved down as it did. */}
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
