'use client';

import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { FieldError } from 'react-aria-components/FieldError';
import { Form } from 'react-aria-components/Form';
import { Heading } from 'react-aria-components/Heading';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { TextField } from 'react-aria-components/TextField';
import { fromPromise } from 'xstate';
import type { LeadFormField } from '~/contracts/lead';
import {
  canSubmit,
  errorFor,
  isDisabled,
  isLoading,
  isThankYouOpen,
  LEAD_FORM_FIELDS,
  leadFormMachine,
  valueOf,
  type LeadFormKind,
} from '~/machines/leadForm/leadForm.machine';
import { validateLeadField } from '~/rules';
import { LEAD_FORM_EVENT, pushDataLayer } from '../_lib/analytics';
import { browserStorage, loadCampaignTags } from '../_lib/campaignTags';
import { createHttpClient } from '../_lib/http';
import { buildLeadPayload } from '../_lib/leadPayload';
import { leadsApi } from '../_lib/leadsApi';
import styles from './LeadFormView.module.css';
import { LoadingButton } from './LoadingButton.client';

export interface LeadFormLabels {
  fields: Record<LeadFormField, string>;
  submit: string;
  sending: string;
  close: string;
}

const INPUT_PROPS: Record<LeadFormField, { type: string; autoComplete: string; inputMode?: 'email' | 'tel' | 'text' }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  companyIdentityNumber: { type: 'text', autoComplete: 'off' },
};

/**
 * The lead forms' island (SPEC §4, §5, §7; machines/leadForm): react-aria fields validated on blur
 * with the rules' messages in the page's language; submit disabled while errors show; while the lead
 * is saved the inputs are disabled and the button shows its loading dots. The first save creates the
 * lead, later ones update it. Hero: success sends the browser to the borrower app, failure re-enables
 * the form without a message. Contact: success reports to the data layer, shows the thank-you dialog
 * and resets the form.
 */
export function LeadFormView({
  kind,
  locale,
  page,
  apiBaseUrl,
  borrowerAppUrl,
  labels,
  thankYouTitle,
  thankYou,
  footer,
}: {
  kind: LeadFormKind;
  locale: 'sv' | 'en';
  page: string;
  apiBaseUrl: string | undefined;
  borrowerAppUrl: string;
  labels: LeadFormLabels;
  thankYouTitle?: string;
  thankYou?: ReactNode;
  footer?: ReactNode;
}) {
  const [machine] = useState(() => {
    const api = leadsApi(createHttpClient({ baseUrl: apiBaseUrl ?? '' }));
    const context = () => ({ locale, page, tags: loadCampaignTags(browserStorage()) });
    return leadFormMachine.provide({
      actors: {
        createLead: fromPromise(({ input }) => api.createLead(buildLeadPayload(input, context()))),
        updateLead: fromPromise(({ input }) => api.updateLead(input.leadId, buildLeadPayload(input, context()))),
      },
      actions: {
        redirect: () => window.location.assign(borrowerAppUrl),
        trackLead: (_, params) => pushDataLayer({ event: LEAD_FORM_EVENT, leadId: params.leadId, source: params.source }),
      },
    });
  });
  const fields = LEAD_FORM_FIELDS[kind];
  const input = useMemo(
    () => ({ kind, fields, validate: (field: LeadFormField, value: string) => validateLeadField(field, value, { locale }) }),
    [kind, fields, locale],
  );
  const [snapshot, send] = useMachine(machine, { input });
  const disabled = isDisabled(snapshot);
  // Back from the app after the hero form's redirect, the browser may restore this page as it was left.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => event.persisted && send({ type: 'PAGE_RESTORED' });
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [send]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <>
      <Form className={styles.form} onSubmit={onSubmit} validationBehavior="aria" data-lead-form={kind}>
        <div className={styles.fields}>
          {fields.map((field) => {
            const error = errorFor(snapshot, field);
            return (
              <TextField
                key={field}
                name={field}
                className={styles.field}
                value={valueOf(snapshot, field)}
                onChange={(value) => send({ type: 'CHANGE', field, value })}
                onBlur={() => send({ type: 'BLUR', field })}
                isDisabled={disabled}
                isRequired
                isInvalid={error !== null}
                validationBehavior="aria"
                type={INPUT_PROPS[field].type}
                autoComplete={INPUT_PROPS[field].autoComplete}
                {...(INPUT_PROPS[field].inputMode ? { inputMode: INPUT_PROPS[field].inputMode } : {})}
              >
                <Label className={styles.label}>{labels.fields[field]}</Label>
                <Input className={styles.input} />
                <FieldError className={styles.error}>{error}</FieldError>
              </TextField>
            );
          })}
        </div>
        <LoadingButton type="submit" className={styles.submit} isLoading={isLoading(snapshot)} loadingText={labels.sending} isDisabled={!canSubmit(snapshot)}>
          {labels.submit}
        </LoadingButton>
        {footer && <div className={styles.footer}>{footer}</div>}
      </Form>
      {kind === 'contact' && (
        <ModalOverlay className={styles.overlay} isOpen={isThankYouOpen(snapshot)} onOpenChange={(open) => !open && send({ type: 'CLOSE' })} isDismissable>
          <Modal className={styles.modal}>
            <Dialog className={styles.dialog} data-thank-you>
              <Heading slot="title" className={styles.thanksTitle}>
                {thankYouTitle}
              </Heading>
              {thankYou}
              <Button className={styles.close} onPress={() => send({ type: 'CLOSE' })} autoFocus>
                {labels.close}
              </Button>
            </Dialog>
          </Modal>
        </ModalOverlay>
      )}
    </>
  );
}
