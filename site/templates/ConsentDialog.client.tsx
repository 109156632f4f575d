'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { currentConsent, REJECT_ALL, type ConsentChoice } from '~/blocks/_lib/consent';
import styles from './Consent.module.css';
import { ConsentIntro } from './ConsentIntro';
import { acceptAllOffered, offeredChoice, type ConsentTexts } from './consentTexts';

/** Where focus goes when what had it leaves with a choice: the page's main landmark (every page's <main> is #main). */
export function focusMain() {
  document.getElementById('main')?.focus({ preventScroll: true });
}

/**
 * The choice per category, as the browser's own modal <dialog> (showModal: the page behind is inert,
 * focus moves in and stays, Escape closes it) with native checkboxes: no dialog library, so the
 * marketing runtime stays small and shares no code with the page's own islands. Closing (Escape, the
 * close button, a click on the dimmed page) changes nothing; focus goes back to the button that
 * opened it. Necessary cookies are shown checked and disabled. It starts from the current choice
 * (nothing granted on a first visit).
 */
export function ConsentDialog({ texts, onClose, onSave }: { texts: ConsentTexts; onClose: () => void; onSave: (choice: ConsentChoice) => void }) {
  const offered = (c: ConsentChoice) => offeredChoice(c, texts);
  const [choice, setChoice] = useState<ConsentChoice>(() => offered(currentConsent() ?? REJECT_ALL));
  const ref = useRef<HTMLDialogElement>(null);

  // Shown in the frame that mounts it (the click's), not one paint later.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    dialog.focus(); // the dialog itself, so a screen reader reads its title and text first
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
      // The opener may have gone with the choice (the banner's "choose"): then the page's main landmark.
      if (document.activeElement !== opener) focusMain();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.modal}
      tabIndex={-1}
      aria-labelledby="consent-dialog-title"
      data-consent-dialog
      onClose={onClose}
      // A click on the backdrop lands on the <dialog> itself (its content fills it): close, as Escape does.
      onClick={(e) => e.target === e.currentTarget && ref.current?.close()}
    >
      <div className={styles.dialog}>
        <h2 id="consent-dialog-title" className={styles.title}>
          {texts.title}
        </h2>
        <ConsentIntro texts={texts} className={styles.text} />
        <ul className={styles.categories}>
          {texts.categories.map((category) => {
            const necessary = category.id === 'necessary';
            return (
              <li key={category.id} className={styles.category}>
                <label className={styles.checkbox} data-consent-category={category.id}>
                  <input
                    type="checkbox"
                    className={styles.box}
                    checked={necessary || choice[category.id as keyof ConsentChoice]}
                    disabled={necessary}
                    onChange={(e) => !necessary && setChoice((c) => ({ ...c, [category.id]: e.target.checked }))}
                    aria-describedby={category.text ? `consent-${category.id}-text` : undefined}
                  />
                  <span className={styles.categoryTitle}>{category.title}</span>
                  {necessary && <span className={styles.alwaysOn}>{texts.alwaysOn}</span>}
                </label>
                {category.text && (
                  <p id={`consent-${category.id}-text`} className={styles.categoryText}>
                    {category.text}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        <div className={styles.actions}>
          <button type="button" className={styles.button} data-consent-dialog-action="save" onClick={() => onSave(choice)}>
            {texts.save}
          </button>
          <button type="button" className={styles.button} data-consent-dialog-action="accept-all" onClick={() => onSave(acceptAllOffered(texts))}>
            {texts.accept}
          </button>
          {/* Withdrawing everything in one step, as the banner offers: not three unticks and a save. */}
          <button type="button" className={styles.button} data-consent-dialog-action="reject-all" onClick={() => onSave(REJECT_ALL)}>
            {texts.reject}
          </button>
          <button type="button" className={styles.link} onClick={() => ref.current?.close()}>
            {texts.close}
          </button>
        </div>
      </div>
    </dialog>
  );
}
