import { defineBlock } from '../_ui/context';
import { Icon } from '../_ui/Icon';
import { SmartLink } from '../_ui/SmartLink';
import styles from './UspItem.module.css';

export default defineBlock('UspItem', function UspItem({ blok }) {
  return (
    <li className={styles.item}>
      <span className={styles.icon}>
        <Icon name={blok.icon} />
      </span>
      <h3 className={styles.title}>{blok.title}</h3>
      {blok.text && (
        // Contact details are links (tel:, mailto:) when the editor gives one: a tap calls or writes.
        <p className={styles.text}>{blok.link ? <SmartLink link={blok.link}>{blok.text}</SmartLink> : blok.text}</p>
      )}
    </li>
  );
});
