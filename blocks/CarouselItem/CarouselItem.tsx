import { defineBlock } from '../_ui/context';
import { CtaRow } from '../_ui/CtaRow';
import { childContext } from '../_ui/ids';
import { Picture } from '../_ui/Picture';
import { Prose } from '../_ui/Prose';
import styles from './CarouselItem.module.css';

/** A slide's title level; the headings of its text start one below it. */
const TITLE_LEVEL = 3;

export default defineBlock('CarouselItem', function CarouselItem({ blok, ctx }) {
  const Title = `h${TITLE_LEVEL}` as const;
  return (
    <article className={styles.item} data-with-image={blok.image ? true : undefined}>
      <div className={styles.text}>
        <Title className={styles.title}>{blok.title}</Title>
        <Prose doc={blok.text} ctx={childContext(ctx, { textHeadingsFrom: TITLE_LEVEL + 1 })} compact />
        <CtaRow ctas={blok.ctas} ctx={ctx} />
      </div>
      {blok.image && <Picture asset={blok.image} sizes="(min-width: 48em) 34rem, 100vw" className={styles.image} />}
    </article>
  );
});
