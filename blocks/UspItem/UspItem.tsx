import type { UspItem as UspItemBlok } from '~/codegen/generated/types';
import type { BlockProps } from '~/engine/render/registry';
import type { BlockContext } from '../_ui/context';
import { Icon } from '../_ui/Icon';
import styles from './UspItem.module.css';

export default function UspItem({ blok }: BlockProps<UspItemBlok, BlockContext>) {
  return (
    <li className={styles.item}>
      <span className={styles.icon}>
        <Icon name={blok.icon} />
      </span>
      <h3 className={styles.title}>{blok.title}</h3>
      {blok.text && <p className={styles.text}>{blok.text}</p>}
    </li>
  );
}
