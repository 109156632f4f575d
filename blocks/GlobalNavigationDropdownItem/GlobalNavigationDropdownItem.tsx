import type { GlobalNavigationDropdownItem as GlobalNavigationDropdownItemBlok } from '~/codegen/generated/types';
import { RenderBlocks } from '~/engine/render/RenderBlocks';
import type { BlockProps } from '~/engine/render/registry';
import type { BlockContext } from '../_ui/context';
import styles from './GlobalNavigationDropdownItem.module.css';

/** A navigation item that expands to its sub-items; a native <details> before the menu island loads. */
export default function GlobalNavigationDropdownItem({ blok, ctx }: BlockProps<GlobalNavigationDropdownItemBlok, BlockContext>) {
  return (
    <li>
      <details className={styles.dropdown} data-nav-dropdown={blok._uid}>
        <summary className={styles.toggle}>
          <span>{blok.text}</span>
          {blok.label && <span className={styles.label}>{blok.label}</span>}
        </summary>
        <ul className={styles.items}>
          <RenderBlocks bloks={blok.items} ctx={ctx} />
        </ul>
      </details>
    </li>
  );
}
