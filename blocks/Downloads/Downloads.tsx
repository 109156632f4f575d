import type { Downloads as DownloadsBlok } from '~/codegen/generated/types';
import { RenderBlocks } from '~/engine/render/RenderBlocks';
import type { BlockProps } from '~/engine/render/registry';
import type { BlockContext } from '../_ui/context';
import { Prose } from '../_ui/Prose';
import { Section } from '../_ui/Section';
import { SectionHeader, SectionTitle } from '../_ui/SectionTitle';
import styles from './Downloads.module.css';

/** Downloads grid: heading, markdown text, and the files (each opens in a new tab). */
export default function Downloads({ blok, ctx }: BlockProps<DownloadsBlok, BlockContext>) {
  const titleId = `t-${blok._uid}`;
  return (
    <Section background={blok.background} size={blok.size} labelledBy={blok.heading ? titleId : undefined}>
      {(blok.heading || blok.text) && (
        <SectionHeader>
          {blok.heading && <SectionTitle id={titleId}>{blok.heading}</SectionTitle>}
          <Prose doc={blok.text} ctx={ctx} />
        </SectionHeader>
      )}
      <ul className={styles.grid}>
        <RenderBlocks bloks={blok.items} ctx={ctx} />
      </ul>
    </Section>
  );
}
