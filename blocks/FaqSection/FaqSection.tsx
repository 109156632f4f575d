import type { FaqSection as FaqSectionBlok } from '~/codegen/generated/types';
import { RenderBlocks } from '~/engine/render/RenderBlocks';
import type { BlockProps } from '~/engine/render/registry';
import type { BlockContext } from '../_ui/context';
import { TitledSection } from '../_ui/TitledSection';
import styles from './FaqSection.module.css';

export default function FaqSection({ blok, ctx }: BlockProps<FaqSectionBlok, BlockContext>) {
  return (
    <TitledSection uid={blok._uid} title={blok.title} text={blok.text} background={blok.background} size={blok.size} ctx={ctx}>
      <div className={styles.list}>
        <RenderBlocks bloks={blok.items} ctx={ctx} />
      </div>
    </TitledSection>
  );
}
