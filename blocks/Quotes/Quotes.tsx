import type { Quotes as QuotesBlok } from '~/codegen/generated/types';
import { RenderBlocks } from '~/engine/render/RenderBlocks';
import type { BlockProps } from '~/engine/render/registry';
import type { BlockContext } from '../_ui/context';
import { TitledSection } from '../_ui/TitledSection';
import styles from './Quotes.module.css';

export default function Quotes({ blok, ctx }: BlockProps<QuotesBlok, BlockContext>) {
  return (
    <TitledSection uid={blok._uid} title={blok.title} background={blok.background} size={blok.size} ctx={ctx}>
      <ul className={styles.grid}>
        <RenderBlocks bloks={blok.items} ctx={ctx} />
      </ul>
    </TitledSection>
  );
}
