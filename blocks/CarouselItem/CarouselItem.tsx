import { defineBlock } from '../_ui/context';
import { CtaRow } from '../_ui/CtaRow';
import { childContext } from '../_ui/ids';
import { Picture } from '../_ui/Picture';
import { Prose } from '../_ui/Prose';
import styles from './CarouselItem.module.css';

export default defineBlock('CarouselItem', function CarouselItem({ blok, ctx }) {
  return (
    <article className={styles.item} data-with-image={blok.image ? true : undefined}>
      <div className={styles.text}>
        <h3 className={styles.title}>{blok.title}</h3>
        <Prose doc={blok.text} ctx={childContext(ctx, { textHeadingsFrom: 4 /* below the title's h3 */ })} compact />
        <CtaRow ctas={blok.ctas} />
      </div>
      {blok.image && <Picture asset={blok.image} sizes="(min-width: 48em) 34rem, 100vw" className={styles.image} />}
    </article>
  );
});
