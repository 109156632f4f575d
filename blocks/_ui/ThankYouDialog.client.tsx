'use client';

import { useId, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria/I18nProvider';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import type { Locale } from '~/contracts/locales';
import styles from './LeadFormView.module.css';

/**
 * The contact form's thank-you (SPEC §5): a modal dialog, closed by its button, Escape or a click
 * outside. Its own chunk, loaded while the lead is on its way: react-aria's modal (focus scope,
 * hiding the page from assistive technology) is most of the form's weight and only a sent lead needs it.
 */
export interface ThankYouDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  /** The page's language: react-aria names the dialog's hidden dismiss button in it (else in the browser's). */
  locale: Locale;
  children: ReactNode;
}

export function ThankYouDialog({ isOpen, onClose, title, closeLabel, locale, children }: ThankYouDialogProps) {
  // The message describes the dialog, so a screen reader reads it with the title, not only the button focus lands on.
  const message = useId();
  return (
    <I18nProvider locale={locale}>
      <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable>
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog} data-thank-you aria-describedby={message}>
            <Heading slot="title" className={styles.thanksTitle}>
              {title}
            </Heading>
            <div id={message}>{children}</div>
            <Button className={styles.close} onPress={onClose} autoFocus>
              {closeLabel}
            </Button>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </I18nProvider>
  );
}
