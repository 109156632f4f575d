import { changelogTypeLabel, ticketReference } from '../_lib/changelog';
import { defineBlock } from '../_ui/context';
import { SmartLink } from '../_ui/SmartLink';
import styles from './ChangelogItem.module.css';

/** One change: its type as a badge (Feature, Fix, Chore), the text, and its ticket as a link. */
export default defineBlock('ChangelogItem', function ChangelogItem({ blok, ctx }) {
  const reference = blok.link ? ticketReference(blok.link.href) : undefined;
  return (
    <li className={styles.item}>
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
    </li>
  );
});
