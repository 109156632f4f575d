import { RenderBlocks } from '~/engine/render/RenderBlocks';
import { titleAddsToDate } from '../_lib/changelog';
import { formatContentDate } from '../_lib/dates';
import { ContentDate } from '../_ui/ContentDate';
import { defineBlock } from '../_ui/context';
import styles from './ChangelogRelease.module.css';

/** One release: its date (and a title that says more than the date) as the heading, then its changes. */
export default defineBlock('ChangelogRelease', function ChangelogRelease({ blok, ctx }) {
  return (
    <li className={styles.release}>
      <h3 className={styles.heading}>
        <ContentDate value={blok.date} locale={ctx.locale} className={styles.date} />
        {blok.title && titleAddsToDate(blok.title, formatContentDate(blok.date, ctx.locale)) && <span className={styles.title}>{blok.title}</span>}
      </h3>
      {blok.items.length > 0 && (
        <ul className={styles.items}>
          <RenderBlocks bloks={blok.items} ctx={ctx} listItems />
        </ul>
      )}
    </li>
  );
});
