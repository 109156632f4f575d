import { defineBlock } from '../_ui/context';
import { LazyDisclosure } from '../_ui/Disclosure.lazy';
import { Prose } from '../_ui/Prose';
import styles from './FaqItem.module.css';
import '../_ui/Disclosure.styles';

/** A question that opens to its answer. */
export default defineBlock('FaqItem', function FaqItem({ blok, ctx }) {
  return (
    <LazyDisclosure summary={<span className={styles.question}>{blok.title}</span>} id={blok._uid} open={blok.open}>
      <Prose doc={blok.text} ctx={ctx} compact />
    </LazyDisclosure>
  );
});
