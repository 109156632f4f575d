import { defineBlock } from '../_ui/context';
import { LazyDisclosure } from '../_ui/Disclosure.lazy';
import { Prose } from '../_ui/Prose';
import styles from './FaqItem.module.css';
// The lazy island's stylesheets, imported by the server block so they are part of the page's inlined CSS
// (a stylesheet only the lazy chunk imports reaches the page as a render-blocking <link> of its own).
import '../_ui/Disclosure.module.css';

/** A question that opens to its answer. */
export default defineBlock('FaqItem', function FaqItem({ blok, ctx }) {
  return (
    <LazyDisclosure summary={<span className={styles.question}>{blok.title}</span>} id={blok._uid} open={blok.open}>
      <Prose doc={blok.text} ctx={ctx} compact />
    </LazyDisclosure>
  );
});
