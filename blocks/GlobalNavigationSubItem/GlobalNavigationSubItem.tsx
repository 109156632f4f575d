import { isCurrentPage } from '../_lib/paths';
import { defineBlock } from '../_ui/context';
import { Icon } from '../_ui/Icon';
import { NavLabel } from '../_ui/NavLabel';
import { SmartLink } from '../_ui/SmartLink';
import styles from './GlobalNavigationSubItem.module.css';

export default defineBlock('GlobalNavigationSubItem', function GlobalNavigationSubItem({ blok, ctx }) {
  return (
    <li>
      <SmartLink link={blok.link} className={styles.link} aria-current={isCurrentPage(blok.link.href, ctx.locale, ctx.path) ? 'page' : undefined}>
        <span className={styles.icon}>
          <Icon name={blok.icon} size={20} />
        </span>
        <span className={styles.text}>
          {blok.text}
          <NavLabel text={blok.label} className={styles.label} />
        </span>
        {blok.description && <span className={styles.description}>{blok.description}</span>}
      </SmartLink>
    </li>
  );
});
