import { RenderBlocks } from '~/engine/render/RenderBlocks';
import { defineBlock } from '../_ui/context';
import { blockId } from '../_ui/ids';
import { NavLabel } from '../_ui/NavLabel';
import { NavDropdown } from './GlobalNavigationDropdownItem.client';
import styles from './GlobalNavigationDropdownItem.module.css';

/** A navigation item that expands to its sub-items (each with an icon and a text). */
export default defineBlock('GlobalNavigationDropdownItem', function GlobalNavigationDropdownItem({ blok, ctx }) {
  return (
    <li>
      <NavDropdown
        id={blockId(ctx, blok)}
        label={
          <>
            <span>{blok.text}</span>
            <NavLabel text={blok.label} className={styles.label} />
          </>
        }
      >
        <RenderBlocks bloks={blok.items} ctx={ctx} listItems />
      </NavDropdown>
    </li>
  );
});
