import { defineBlock } from '../_ui/context';
import { blockId } from '../_ui/ids';
import { Prose } from '../_ui/Prose';
import { Section } from '../_ui/Section';
import { SectionTitle } from '../_ui/SectionTitle';
import styles from './TextSection.module.css';

/** A wide text's images: the section's content width (72rem less its 2rem gutters) on a wide window. */
const WIDE_IMAGE_SIZES = '(min-width: 72rem) 68rem, (min-width: 64em) calc(100vw - 4rem), 100vw';

/**
 * Running text. Not a TitledSection: there the text is an introduction held apart from the content
 * below it, here the text is the content, so the title sits close above it.
 */
export default defineBlock('TextSection', function TextSection({ blok, ctx }) {
  const titleId = blok.title ? blockId(ctx, blok, 't-') : undefined;
  return (
    <Section background={blok.background} size={blok.size} labelledBy={titleId}>
      <div className={styles.text} data-width={blok.width}>
        {blok.title && <SectionTitle id={titleId}>{blok.title}</SectionTitle>}
        <Prose doc={blok.text} ctx={ctx} imageSizes={blok.width === 'wide' ? WIDE_IMAGE_SIZES : undefined} />
      </div>
    </Section>
  );
});
