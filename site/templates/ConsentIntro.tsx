import type { ConsentTexts } from './consentTexts';

/** The consent text with the policy link after it: the banner's description and the dialog's opening. */
export function ConsentIntro({ texts, id, className }: { texts: ConsentTexts; id?: string; className?: string | undefined }) {
  return (
    <p id={id} className={className}>
      {texts.text}
      {texts.policy && (
        <>
          {' '}
          <a href={texts.policy.href}>{texts.policy.text}</a>
        </>
      )}
    </p>
  );
}
