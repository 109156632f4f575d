import type { NumberItem as NumberItemBlok } from '~/codegen/generated/types';
import type { BlockProps } from '~/engine/render/registry';
import type { BlockContext } from '../_ui/context';
import styles from './NumberItem.module.css';

export default function NumberItem({ blok }: BlockProps<NumberItemBlok, BlockContext>) {
  return (
    <li className={styles.item}>
      <span className={styles.value}>{blok.value}</span>
      <span className={styles.label}>{blok.label}</span>
      {blok.text && <span className={styles.text}>{blok.text}</span>}
    </li>
  );
}
