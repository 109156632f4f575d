import type { Changelog as ChangelogBlok } from '~/codegen/generated/types';
import { RenderBlocks } from '~/engine/render/RenderBlocks';
import type { BlockProps } from '~/engine/render/registry';
import { newestFirst } from '../_lib/changelog';
import type { BlockContext } from '../_ui/context';
import { TitledSection } from '../_ui/TitledSection';
import styles from './Changelog.module.css';

/** Releases of the service, newest first whatever order the editor kept them in. */
export default function Changelog({ blok, ctx }: BlockProps<ChangelogBlok, BlockContext>) {
  return (
    <TitledSection uid={blok._uid} title={blok.title} text={blok.text} background={blok.background} size={blok.size} ctx={ctx}>
      <ol className={styles.releases}>
        <RenderBlocks bloks={newestFirst(blok.releases)} ctx={ctx} />
      </ol>
    </TitledSection>
  );
}
