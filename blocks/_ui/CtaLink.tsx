import type { Cta } from '~/codegen/generated/types';
import styles from './CtaLink.module.css';
import { SmartLink } from './SmartLink';

/** A call to action as a button-styled link; trackingId goes to analytics as data-tracking-id. */
export function CtaLink({ cta, onDark = false, className }: { cta: Cta; onDark?: boolean; className?: string }) {
  return (
    <SmartLink
      link={cta.link}
      className={className ? `${styles.cta} ${className}` : styles.cta}
      data-theme={cta.theme}
      data-on-dark={onDark || undefined}
      data-tracking-id={cta.trackingId || undefined}
      sendStatus={cta.sendStatus}
    >
      {cta.text}
    </SmartLink>
  );
}

export function CtaRow({ ctas, onDark = false }: { ctas: readonly Cta[]; onDark?: boolean }) {
  if (ctas.length === 0) return null;
  return (
    <div className={styles.row}>
      {ctas.map((cta, i) => (
        <CtaLink key={cta._uid ?? i} cta={cta} onDark={onDark} />
      ))}
    </div>
  );
}
