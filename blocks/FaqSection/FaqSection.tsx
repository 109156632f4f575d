import type { FaqSection as FaqSectionBlok } from '~/codegen/generated/types';
import { RenderBlocks } from '~/engine/render/RenderBlocks';
import type { BlockProps } from '~/engine/render/registry';
import type { BlockContext } from '../_ui/context';
import { Prose } from '../_ui/Prose';
import { Section } from '../_ui/Section';
import { SectionHeader, SectionTitle } from '../_ui/SectionTitle';
import styles from './FaqSection.module.css';

export default function FaqSection({ blok, ctx }: BlockProps<FaqSectionBlok, BlockContext>) {
  const titleId = `t-${blok._uid}`;
  return (
    <Section background={blok.background} size={blok.size} labelledBy={blok.title ? titleId : undefined}>
      {(blok.title || blok.text) && (
        <SectionHeader>
          {blok.title && <SectionTitle id={titleId}>{blok.title}</SectionTitle>}
          <Prose doc={blok.text} ctx={ctx} />
        </SectionHeader>
      )}
      <div className={styles.list}>
        <RenderBlocks bloks={blok.items} ctx={ctx} />
      </div>
    </Section>
  );
}
