import type { Cta } from '~/codegen/generated/types';
import { editableAttributes } from '~/engine/render/editable';
import type { EngineContext } from '~/engine/render/registry';
import { uniqueKeys, withDropped } from '~/engine/render/RenderBlocks';
import { CtaLink } from './CtaLink';
import styles from './CtaLink.module.css';
import { WholeEnd } from './WholeEnd';

/**
 * Calls to action in a row, each selectable in Storyblok's Visual Editor on its own (draft content carries
 * their markers), with a card in the place of one left out. A server component: the editor's helper stays out of the client chunks that use CtaLink.
 */
export function CtaRow<C>({ ctas, ctx, onDark = false }: { ctas: readonly Cta[]; ctx?: C & EngineContext<C>; onDark?: boolean }) {
  if (ctas.length === 0) return null;
  const keys = uniqueKeys(ctas);
  const links = ctas.map((cta, i) => <CtaLink key={keys[i]} cta={cta} onDark={onDark} editable={editableAttributes(cta)} />);
  // Draft content: a card where a call to action of a block's list was left out (its label emptied), as in a list of
  // bloks. (A call to action left out of rich text has its card in the text: Prose gives no `ctx`.)
  // Whole: a call to action painted before its label arrived wrapped to the next line (or centred) as it grew.
  return (
    <div className={styles.row} data-whole>
      {ctx ? withDropped(ctas, keys, ctx, links) : links}
      <WholeEnd />
    </div>
  );
}
