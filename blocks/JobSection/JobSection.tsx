import type { JobSection as JobSectionBlok } from '~/codegen/generated/types';
import { RenderBlocks } from '~/engine/render/RenderBlocks';
import type { BlockProps } from '~/engine/render/registry';
import type { BlockContext } from '../_ui/context';
import { TitledSection } from '../_ui/TitledSection';
import styles from './JobSection.module.css';

export default function JobSection({ blok, ctx }: BlockProps<JobSectionBlok, BlockContext>) {
  return (
    <TitledSection uid={blok._uid} title={blok.title} text={'text' in blok ? blok.text : undefined} background={blok.background} size={blok.size} ctx={ctx}>
      <div className={styles.list}>
        <RenderBlocks bloks={blok.items} ctx={ctx} />
      </div>
    </TitledSection>
  );
}
