import type { CSSProperties } from 'react';
import { nonBreaking } from '~/rules/text';
import { defineBlock } from '../_ui/context';
import styles from './NumberItem.module.css';

export default defineBlock('NumberItem', function NumberItem({ blok }) {
  // One unit, on one line ("1 000 000 000 kr" typed with ordinary spaces broke into "1 000 000" / "000 kr"), sized by
  // its length to fit its column (NumberItem.module.css).
  const value = nonBreaking(blok.value);
  const length = { '--figure-length': Math.max(8, [...value].length) } as CSSProperties;
  return (
    <li className={styles.item}>
      <span className={styles.value} data-key-figure="" style={length}>
        {value}
      </span>
      <span className={styles.label}>{blok.label}</span>
      {blok.text && <span className={styles.text}>{blok.text}</span>}
    </li>
  );
});
