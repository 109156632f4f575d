import { isCurrentPage } from '../_lib/paths';
import { defineBlock } from '../_ui/context';
import { Icon } from '../_ui/Icon';
import { NavLabel } from '../_ui/NavLabel';
import { SmartLink } from '../_ui/SmartLink';
import styles from './GlobalNavigationItem.module.css';

export default defineBlock('GlobalNavigationItem', function GlobalNavigationItem({ blok, ctx }) {
  return (
    <li>
      <SmartLink link={blok.link} className={styles.link} aria-current={isCurrentPage(blok.link.href, ctx.locale, ctx.path) ? 'page' : undefined}>
        {blok.icon && <Icon name={blok.icon} size={18} />}
        <span>{blok.text}</span>
        <NavLabel text={blok.label} className={styles.label} />
      </SmartLink>
    </li>
  );
});
