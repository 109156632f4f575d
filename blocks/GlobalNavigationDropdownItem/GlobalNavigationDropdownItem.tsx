import type { GlobalNavigationDropdownItem as GlobalNavigationDropdownItemBlok } from '~/codegen/generated/types';
import { RenderBlocks } from '~/engine/render/RenderBlocks';
import type { BlockProps } from '~/engine/render/registry';
import type { BlockContext } from '../_ui/context';
import { NavDropdown } from './GlobalNavigationDropdownItem.client';
import styles from './GlobalNavigationDropdownItem.module.css';

/** A navigation item that expands to its sub-items (each with an icon and a text). */
export default function GlobalNavigationDropdownItem({ blok, ctx }: BlockProps<GlobalNavigationDropdownItemBlok, BlockContext>) {
  return (
    <li>
      <NavDropdown
        id={blok._uid}
        label={
          <>
            <span>{blok.text}</span>
            {blok.label && <span className={styles.label}>{blok.label}</span>}
          </>
        }
      >
        <RenderBlocks bloks={blok.items} ctx={ctx} />
      </NavDropdown>
    </li>
  );
}
