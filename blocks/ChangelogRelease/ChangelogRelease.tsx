import { RenderBlocks } from '~/engine/render/RenderBlocks';
import { ContentDate } from '../_ui/ContentDate';
import { defineBlock } from '../_ui/context';
import styles from './ChangelogRelease.module.css';

/** One release: its date (and title) as the heading, then its changes. */
export default defineBlock('ChangelogRelease', function ChangelogRelease({ blok, ctx }) {
  return (
    <li className={styles.release}>
      <h3 className={styles.heading}>
        <ContentDate value={blok.date} locale={ctx.locale} className={styles.date} />
        {blok.title && <span className={styles.title}>{blok.title}</span>}
      </h3>
      {blok.items.length > 0 && (
        <ul className={styles.items}>
          <RenderBlocks bloks={blok.items} ctx={ctx} />
        </ul>
      )}
    </li>
  );
});
