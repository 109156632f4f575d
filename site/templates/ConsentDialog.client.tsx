'use client';

import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Checkbox } from 'react-aria-components/Checkbox';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { ACCEPT_ALL, currentConsent, REJECT_ALL, type ConsentChoice } from '~/blocks/_lib/consent';
import styles from './Consent.module.css';
import { ConsentIntro } from './ConsentIntro';
import type { ConsentTexts } from './consentTexts';

/**
 * The choice per category, as a react-aria modal dialog: focus moves into it and stays there,
 * Escape or the close button closes it without a change, and focus returns to the button that
 * opened it. Necessary cookies are shown checked and disabled. It starts from the current choice
 * (nothing granted on a first visit).
 */
export function ConsentDialog({
  texts,
  isOpen,
  onClose,
  onSave,
}: {
  texts: ConsentTexts;
  isOpen: boolean;
  onClose: () => void;
  onSave: (choice: ConsentChoice) => void;
}) {
  const [choice, setChoice] = useState<ConsentChoice>(() => currentConsent() ?? REJECT_ALL);
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (open) setChoice(currentConsent() ?? REJECT_ALL);
        else onClose();
      }}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} data-consent-dialog>
          <Heading slot="title" className={styles.title}>
            {texts.title}
          </Heading>
          <ConsentIntro texts={texts} className={styles.text} />
          <ul className={styles.categories}>
            {texts.categories.map((category) => {
              const necessary = category.id === 'necessary';
              return (
                <li key={category.id} className={styles.category}>
                  <Checkbox
                    className={styles.checkbox}
                    isSelected={necessary || choice[category.id as keyof ConsentChoice]}
                    isDisabled={necessary}
                    onChange={(selected) => !necessary && setChoice((c) => ({ ...c, [category.id]: selected }))}
                    data-consent-category={category.id}
                    aria-describedby={category.text ? `consent-${category.id}-text` : undefined}
                  >
                    <span className={styles.box} aria-hidden="true" />
                    <span className={styles.categoryTitle}>{category.title}</span>
                    {necessary && <span className={styles.alwaysOn}>{texts.alwaysOn}</span>}
                  </Checkbox>
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
            <Button className={styles.button} data-consent-dialog-action="save" onPress={() => onSave(choice)}>
              {texts.save}
            </Button>
            <Button className={styles.button} data-consent-dialog-action="accept-all" onPress={() => onSave(ACCEPT_ALL)}>
              {texts.accept}
            </Button>
            <Button className={styles.link} slot="close">
              {texts.close}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
