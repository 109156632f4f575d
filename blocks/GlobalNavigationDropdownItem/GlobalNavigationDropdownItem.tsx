import { RenderBlocks } from '~/engine/render/RenderBlocks';
import { defineBlock } from '../_ui/context';
import { NavDropdown } from './GlobalNavigationDropdownItem.client';
import styles from './GlobalNavigationDropdownItem.module.css';

/** A navigation item that expands to its sub-items (each with an icon and a text). */
export default defineBlock('GlobalNavigationDropdownItem', function GlobalNavigationDropdownItem({ blok, ctx }) {
  return (
    <li>
      <NavDropdown
        id={blok._uid}
        label={
          <>
            <span>{blok.text}</span>
            {/* The space keeps the label a word of its own in the link's name ("Blogg Nytt", not "BloggNytt"). */}
            {blok.label && (
              <>
                {' '}
                <span className={styles.label}>{blok.label}</span>
              </>
            )}
          </>
        }
      >
        <RenderBlocks bloks={blok.items} ctx={ctx} />
      </NavDropdown>
    </li>
  );
});
