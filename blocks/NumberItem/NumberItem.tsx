import { defineBlock } from '../_ui/context';
import styles from './NumberItem.module.css';

export default defineBlock('NumberItem', function NumberItem({ blok }) {
  return (
    <li className={styles.item}>
      <span className={styles.value} data-key-figure="">
        {blok.value}
      </span>
      <span className={styles.label}>{blok.label}</span>
      {blok.text && <span className={styles.text}>{blok.text}</span>}
    </li>
  );
});
