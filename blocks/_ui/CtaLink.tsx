import type { Cta } from '~/codegen/generated/types';
import type { EditableAttributes } from '~/engine/render/editable';
import styles from './CtaLink.module.css';
import { SmartLink } from './SmartLink';

/**
 * A call to action as a button-styled link; trackingId goes to analytics as data-tracking-id (the
 * tag manager's island reports clicks on it). `analytics="register"` marks the register/get-started
 * button, whose click also sends its status (SPEC §2).
 */
export function CtaLink({
  cta,
  onDark = false,
  className,
  analytics,
  editable,
  about,
}: {
  cta: Cta;
  /** What the call to action is about, for a screen reader's list of links where several say the same ("Ansök": which job). */
  about?: string | undefined;
  onDark?: boolean;
  className?: string;
  analytics?: 'register';
  /** The Visual Editor's attributes of the call to action (draft content; server components give them, see CtaRow). */
  editable?: EditableAttributes;
}) {
  return (
    <SmartLink
      link={cta.link}
      className={className ? `${styles.cta} ${className}` : styles.cta}
      data-theme={cta.theme}
      data-on-dark={onDark || undefined}
      data-tracking-id={cta.trackingId || undefined}
      data-analytics={analytics}
      sendStatus={cta.sendStatus}
      {...editable}
    >
      {cta.text}
      {about && <span className="visually-hidden">: {about}</span>}
    </SmartLink>
  );
}
