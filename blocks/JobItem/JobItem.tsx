import { defineBlock } from '../_ui/context';
import { CtaLink } from '../_ui/CtaLink';
import { LazyDisclosure } from '../_ui/Disclosure.lazy';
import { blockId } from '../_ui/ids';
import { Prose } from '../_ui/Prose';
import styles from './JobItem.module.css';
import '../_ui/Disclosure.styles';

/** An open position that opens to its description and a link to apply. */
export default defineBlock('JobItem', function JobItem({ blok, ctx }) {
  const summary = (
    <span>
      {blok.title}
      {blok.location && <span className={styles.meta}>{blok.location}</span>}
    </span>
  );
  return (
    <LazyDisclosure summary={summary} id={blockId(ctx, blok)} open={blok.open}>
      <Prose doc={blok.text} ctx={ctx} compact />
      {blok.link && (
        <CtaLink
          className={styles.apply}
          about={blok.title}
          cta={{ text: blok.linkText || ctx.strings.applyForJob, link: blok.link, theme: 'primary', trackingId: `job-${blok._uid}`, sendStatus: false }}
        />
      )}
    </LazyDisclosure>
  );
});
