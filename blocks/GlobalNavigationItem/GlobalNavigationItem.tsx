import { isCurrentPage } from '../_lib/paths';
import { defineBlock } from '../_ui/context';
import { Icon } from '../_ui/Icon';
import { SmartLink } from '../_ui/SmartLink';
import styles from './GlobalNavigationItem.module.css';

export default defineBlock('GlobalNavigationItem', function GlobalNavigationItem({ blok, ctx }) {
  return (
    <li>
      <SmartLink link={blok.link} className={styles.link} aria-current={isCurrentPage(blok.link.href, ctx.locale, ctx.path) ? 'page' : undefined}>
        {blok.icon && <Icon name={blok.icon} size={18} />}
        <span>{blok.text}</span>
        {/* The space keeps the label a word of its own in the link's name ("Blogg Nytt", not "BloggNytt"). */}
        {blok.label && (
          <>
            {' '}
            <span className={styles.label}>{blok.label}</span>
          </>
        )}
      </SmartLink>
    </li>
  );
});
