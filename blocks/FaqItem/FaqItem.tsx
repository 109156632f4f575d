import { defineBlock } from '../_ui/context';
import { LazyDisclosure } from '../_ui/Disclosure.lazy';
import { blockId } from '../_ui/ids';
import { Prose } from '../_ui/Prose';
import styles from './FaqItem.module.css';
import '../_ui/Disclosure.styles';

/** A question that opens to its answer. Its id is the one its FaqSection gave the collapse list (blockId: same blok, same id). */
export default defineBlock('FaqItem', function FaqItem({ blok, ctx }) {
  return (
    <LazyDisclosure summary={<span className={styles.question}>{blok.title}</span>} id={blockId(ctx, blok)} open={blok.open}>
      <Prose doc={blok.text} ctx={ctx} compact />
    </LazyDisclosure>
  );
});
