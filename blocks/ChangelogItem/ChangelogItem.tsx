import { changelogTypeLabel, ticketReference } from '../_lib/changelog';
import { defineBlock } from '../_ui/context';
import { SmartLink } from '../_ui/SmartLink';
import { WholeEnd } from '../_ui/WholeEnd';
import styles from './ChangelogItem.module.css';

/** One change: its type as a badge (Feature, Fix, Chore), the text, and its ticket as a link. */
export default defineBlock('ChangelogItem', function ChangelogItem({ blok, ctx }) {
  const reference = blok.link ? ticketReference(blok.link.href) : undefined;
  return (
    // Whole: the badge and text sit on the row's baseline, and painted before the ticket link they moved as it arrived.
    <li className={styles.item} data-whole>
      <span className={styles.type} data-type={blok.type} lang={ctx.strings.changelogTypeLang === ctx.locale ? undefined : ctx.strings.changelogTypeLang}>
        {changelogTypeLabel(blok.type, ctx.strings)}
      </span>
      <span className={styles.text}>{blok.text}</span>
      {blok.link && (
        <SmartLink link={blok.link} className={styles.ticket}>
          {reference ? (
            <>
              <span className="visually-hidden">{ctx.strings.changelogTicket} </span>
              {reference}
            </>
          ) : (
            ctx.strings.changelogDetails
          )}
        </SmartLink>
      )}
      <WholeEnd />
    </li>
  );
});
