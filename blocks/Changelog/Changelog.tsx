import { RenderBlocks } from '~/engine/render/RenderBlocks';
import { newestFirst } from '../_lib/changelog';
import { defineBlock } from '../_ui/context';
import { TitledSection } from '../_ui/TitledSection';
import styles from './Changelog.module.css';

/** Releases of the service, newest first whatever order the editor kept them in. */
export default defineBlock('Changelog', function Changelog({ blok, ctx }) {
  return (
    <TitledSection blok={blok} title={blok.title} text={blok.text} background={blok.background} size={blok.size} ctx={ctx}>
      {/* No list without releases: screen readers would announce an empty one. */}
      {blok.releases.length > 0 && (
        <ol className={styles.releases}>
          <RenderBlocks bloks={newestFirst(blok.releases)} ctx={ctx} listItems />
        </ol>
      )}
    </TitledSection>
  );
});
