import type { FaqItem as FaqItemBlok } from '~/codegen/generated/types';
import type { BlockProps } from '~/engine/render/registry';
import type { BlockContext } from '../_ui/context';
import { Disclosure } from '../_ui/Disclosure.client';
import { Prose } from '../_ui/Prose';
import styles from './FaqItem.module.css';

/** A question that opens to its answer. */
export default function FaqItem({ blok, ctx }: BlockProps<FaqItemBlok, BlockContext>) {
  return (
    <Disclosure summary={<span className={styles.question}>{blok.title}</span>} id={blok._uid} open={blok.open}>
      <Prose doc={blok.text} ctx={ctx} compact />
    </Disclosure>
  );
}
