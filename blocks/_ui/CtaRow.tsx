import type { Cta } from '~/codegen/generated/types';
import { editableAttributes } from '~/engine/render/editable';
import { CtaLink } from './CtaLink';
import styles from './CtaLink.module.css';

/**
 * Calls to action in a row, each selectable in Storyblok's Visual Editor on its own (draft content carries
 * their markers). A server component: the editor's helper stays out of the client chunks that use CtaLink.
 */
export function CtaRow({ ctas, onDark = false }: { ctas: readonly Cta[]; onDark?: boolean }) {
  if (ctas.length === 0) return null;
  return (
    <div className={styles.row}>
      {ctas.map((cta, i) => (
        <CtaLink key={cta._uid ?? i} cta={cta} onDark={onDark} editable={editableAttributes(cta)} />
      ))}
    </div>
  );
}
