import type { GlobalNavigationItem as GlobalNavigationItemBlok } from '~/codegen/generated/types';
import type { BlockProps } from '~/engine/render/registry';
import type { BlockContext } from '../_ui/context';
import { Icon } from '../_ui/Icon';
import { SmartLink } from '../_ui/SmartLink';
import styles from './GlobalNavigationItem.module.css';

export default function GlobalNavigationItem({ blok }: BlockProps<GlobalNavigationItemBlok, BlockContext>) {
  return (
    <li>
      <SmartLink link={blok.link} className={styles.link}>
        {blok.icon && <Icon name={blok.icon} size={18} />}
        <span>{blok.text}</span>
        {blok.label && <span className={styles.label}>{blok.label}</span>}
      </SmartLink>
    </li>
  );
}
