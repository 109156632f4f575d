import { defineBlock } from '../_ui/context';
import { Icon } from '../_ui/Icon';
import styles from './UspItem.module.css';

export default defineBlock('UspItem', function UspItem({ blok }) {
  return (
    <li className={styles.item}>
      <span className={styles.icon}>
        <Icon name={blok.icon} />
      </span>
      <h3 className={styles.title}>{blok.title}</h3>
      {blok.text && <p className={styles.text}>{blok.text}</p>}
    </li>
  );
});
