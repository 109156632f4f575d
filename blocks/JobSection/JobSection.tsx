import type { JobSection as JobSectionBlok } from '~/codegen/generated/types';
import { RenderBlocks } from '~/engine/render/RenderBlocks';
import type { BlockProps } from '~/engine/render/registry';
import type { BlockContext } from '../_ui/context';
import { TitledSection } from '../_ui/TitledSection';
import { JobList } from './JobSection.client';
import styles from './JobSection.module.css';

/** Open positions: a collapsible list filtered by category (team), the first category by default. */
export default function JobSection({ blok, ctx }: BlockProps<JobSectionBlok, BlockContext>) {
  const items = blok.items.map((item) => ({ id: item._uid, categories: item.categories, open: item.open }));
  return (
    <TitledSection uid={blok._uid} title={blok.title} text={blok.text} background={blok.background} size={blok.size} ctx={ctx}>
      <JobList items={items} headingLevel={blok.title ? 3 : 2} filterLabel={ctx.strings.jobCategories} className={styles.list}>
        <RenderBlocks bloks={blok.items} ctx={ctx} />
      </JobList>
    </TitledSection>
  );
}
