import type { FaqItem as FaqItemBlok } from '~/codegen/generated/types';
import type { BlockProps } from '~/engine/render/registry';
import type { BlockContext } from '../_ui/context';
import { Prose } from '../_ui/Prose';
import styles from './FaqItem.module.css';

/** A question that opens to its answer; native <details>, so it works before any script loads. */
export default function FaqItem({ blok, ctx }: BlockProps<FaqItemBlok, BlockContext>) {
  return (
    <details className={styles.item} open={blok.open} data-categories={blok.categories}>
      <summary className={styles.summary}>{blok.title}</summary>
      <div className={styles.answer}>
        <Prose doc={blok.text} ctx={ctx} compact />
      </div>
    </details>
  );
}
