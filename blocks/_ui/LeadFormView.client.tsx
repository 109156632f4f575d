'use client';

import { useMachine } from '@xstate/react';
import {
  lazy,
  Suspense,
  useActionState,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useId,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { fromPromise } from 'xstate';
import {
  CSRF_NOT_ISSUED,
  INITIAL_LEAD_FORM_STATE,
  LEAD_ERRORS,
  LEAD_FIELD_LIMITS,
  LEAD_FORM_HIDDEN,
  type LeadFailureKind,
  type LeadFormAction,
  type LeadFormField,
} from '~/contracts/lead';
import {
  canSubmit,
  errorFor,
  failure,
  isDisabled,
  isLoading,
  isThankYouOpen,
  LEAD_FORM_FIELDS,
  leadFormMachine,
  timedOut,
  valueOf,
  type LeadFormKind,
} from '~/machines/leadForm/leadForm.machine';
import { validateLeadField } from '~/rules/forms';
import { LEAD_FORM_EVENT, pushDataLayer } from '../_lib/analytics';
import { browserStorage, campaignQueryEntries, loadCampaignTags } from '../_lib/campaignTags';
import { createHttpClient, errorCodeOf, isHttpError } from '../_lib/http';
import { useHydrated } from '../_lib/hydrated';
import { leadFailureOf, sendLeadFailure } from '../_lib/leadFailure';
import { buildLeadPayload } from '../_lib/leadPayload';
import { readUnsent, unsentKey, writeUnsent } from '../_lib/unsentLead';
import { leadsApi } from '../_lib/leadsApi';
import styles from './LeadFormView.module.css';
import { LoadingButton } from './LoadingButton.client';
import type { ThankYouDialogProps } from './ThankYouDialog.client';

// Fetched when a contact lead is sent (and rendered once it is thanked for), never in the first load.
const loadThankYou = () => import('./ThankYouDialog.client');
// Should its chunk not arrive (a dropped connection), the thanks still show, as the form's notice.
const ThankYouDialog = lazy((): Promise<{ default: ComponentType<ThankYouDialogProps> }> =>
  loadThankYou().then(
    (m) => ({ default: m.ThankYouDialog }),
    () => ({
      default: ({ isOpen, title, children }: ThankYouDialogProps) =>
        isOpen && (
          <ThankYouNotice title={title} reveal>
            {children}
          </ThankYouNotice>
        ),
    }),
  ),
);

/**
 * The thanks inside the form: the server's answer to a post without JavaScript (the page comes back at the form), or
 * the dialog's stand-in under the send button, brought into view (`reveal`) if the window has scrolled past it.
 */
function ThankYouNotice({ title, children, reveal = false }: { title: ReactNode; children: ReactNode; reveal?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reveal) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [reveal]);
  return (
    <div ref={ref} className={styles.notice} role="status" data-thank-you-notice>
      <p className={styles.noticeTitle}>{title}</p>
      {children}
    </div>
  );
}

export interface LeadFormLabels {
  fields: Record<LeadFormField, string>;
  /** A line under a field saying what it takes; its error takes that line while it shows (nothing below moves). */
  hints?: Partial<Record<LeadFormField, string>>;
  submit: string;
  sending: string;
  close: string;
  /** Contact form: sending failed, try again. */
  failed: string;
  /** Contact form: no answer came in time, try again. */
  timedOut: string;
  /** Contact form: the browser keeps no cookie (a fresh CSRF token was refused too). */
  cookiesNeeded: string;
}

// maxLength is the endpoint's own limit (contracts/lead.ts), so the browser never accepts what the server refuses.
const INPUT_PROPS: Record<LeadFormField, { type: string; autoComplete: string; inputMode?: 'email' | 'tel' | 'text' | 'numeric'; maxLength: number }> = {
  name: { type: 'text', autoComplete: 'name', maxLength: LEAD_FIELD_LIMITS.name },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: LEAD_FIELD_LIMITS.email },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: LEAD_FIELD_LIMITS.phone },
  // No autocomplete token names an organisation number; "off" also kept the browser from restoring it on Back (a post
  // without JavaScript that failed came back with every field but this one), so the browser's own default.
  companyIdentityNumber: { type: 'text', autoComplete: 'on', inputMode: 'numeric', maxLength: LEAD_FIELD_LIMITS.companyIdentityNumber },
};

/**
 * The lead forms' island (SPEC §4, §5, §7; machines/leadForm): native fields validated on blur
 * with the rules' messages in the page's language (a field in error is `aria-invalid`, its message
 * linked by `aria-describedby`); submit disabled while errors show (`aria-disabled`: still in the Tab order,
 * and a press focuses the first error); while the lead is saved the
 * inputs are read-only and the button shows its loading dots. No react-aria in the first load
 * (issue 10): labels, inputs and a button do all of it natively; only the thank-you dialog, loaded
 * on demand, uses react-aria's modal. The first save creates the
 * lead, later ones update it. Hero: success sends the browser to the borrower app, failure re-enables
 * the form without a message. Contact: success reports to the data layer, shows the thank-you dialog
 * and resets the form.
 *
 * Progressive enhancement (issue 14, docs/cross-cutting.md §1): the form's action is the site's server
 * action, so before hydration or without JavaScript the browser posts it and the page comes back
 * from the action's answer (useActionState with the page as permalink): the messages and the typed
 * values, a failure, or the thank-you. Once hydrated, onSubmit prevents that post and the machine
 * sends the lead as before; what was typed before hydration is taken over, not erased.
 *
 * Focus never drops to the page: while saving, the inputs are read-only rather than disabled (a
 * disabled input loses focus), an invalid submit focuses the first field in error, and closing the
 * thank-you dialog, however it is closed, returns focus to the control that sent the form.
 */

/** The forms a mounted LeadFormView draws: never read as the server's (another page's form the router is leaving). */
const drawn = new WeakSet<HTMLFormElement>();

/**
 * The values typed into the server's form `id` on the page, and which of its fields has focus: null on the server,
 * without such a form, or when the form there is one a LeadFormView already draws.
 */
function fieldsOf(id: string): { values: [string, string][]; focused: string | null } | null {
  // (The server's prerender has a global `document` all the same, but no DOM classes.)
  if (typeof HTMLFormElement === 'undefined') return null;
  const form = document.getElementById(id);
  if (!(form instanceof HTMLFormElement) || drawn.has(form)) return null;
  const inputs = [...form.querySelectorAll<HTMLInputElement>('input[name]:not([type=hidden])')];
  const focused = inputs.find((input) => input === document.activeElement);
  return { values: inputs.filter((input) => input.value !== '').map((input) => [input.name, input.value]), focused: focused?.name ?? null };
}

/**
 * The client's last word on a write whose fresh CSRF token was refused too: the browser keeps no cookie for the site.
 * Not when the token came back whole and the server did not sign it (CSRF_NOT_ISSUED: its instances' secrets
 * differ): that is the site's failure, and the visitor's cookies are not to blame.
 */
const csrfRefused = (error: unknown): boolean => {
  if (!isHttpError(error) || errorCodeOf(error.response) !== LEAD_ERRORS.csrfFailed) return false;
  const data = error.response?.data;
  return !(typeof data === 'object' && data !== null && 'reason' in data && data.reason === CSRF_NOT_ISSUED);
};

export function LeadFormView({
  kind,
  anchor,
  locale,
  page,
  apiBaseUrl,
  action,
  borrowerAppUrl,
  labels,
  thankYouTitle,
  thankYou,
  footer,
}: {
  kind: LeadFormKind;
  /**
   * The form's id (blockId): a form posted without JavaScript comes back at itself (the page's address with
   * this fragment), where its messages or its thanks are, not at the top of the page.
   */
  anchor: string;
  locale: 'sv' | 'en';
  page: string;
  apiBaseUrl: string | undefined;
  action: LeadFormAction;
  borrowerAppUrl: string;
  labels: LeadFormLabels;
  thankYouTitle?: string;
  thankYou?: ReactNode;
  footer?: ReactNode;
}) {
  // What the operator is told of a send that failed (blocks/_lib/leadFailure.ts): the kind, status, form and target only.
  const [reportFailure] = useState(
    () => (failed: LeadFailureKind, status: number) => sendLeadFailure({ kind: failed, status, form: kind, api: apiBaseUrl ? 'external' : 'site' }),
  );
  const [machine] = useState(() => {
    // Stored without an id is no failure to the visitor (thanked, or on to the app), but an API the site does not expect.
    const api = leadsApi(createHttpClient({ baseUrl: apiBaseUrl ?? '' }), { onStoredWithoutId: (status) => reportFailure('stored_without_id', status) });
    const context = () => ({ locale, page, tags: loadCampaignTags(browserStorage()) });
    return leadFormMachine.provide({
      actors: {
        // The actor's signal aborts the request when the form gives up waiting for it.
        createLead: fromPromise(({ input, signal }) => api.createLead(buildLeadPayload(input, context()), { signal })),
        updateLead: fromPromise(({ input, signal }) => api.updateLead(input.leadId, buildLeadPayload(input, context()), { signal })),
      },
      actions: {
        redirect: () => window.location.assign(borrowerAppUrl),
        // The form's kind only: the lead's id is the key of a named person's record, which analytics must not join to its visitor.
        trackLead: (_, params) => pushDataLayer({ event: LEAD_FORM_EVENT, source: params.source }),
      },
    });
  });
  // The server's answer to a form posted before hydration (INITIAL_LEAD_FORM_STATE otherwise).
  const [answer, formAction] = useActionState(action, INITIAL_LEAD_FORM_STATE, `${page}#${anchor}`);
  const fields = LEAD_FORM_FIELDS[kind];
  const input = useMemo(
    () => ({
      kind,
      fields,
      validate: (field: LeadFormField, value: string) => validateLeadField(field, value, { locale }),
      values: answer.values,
      errors: answer.errors,
    }),
    [kind, fields, locale, answer],
  );
  const [snapshot, send, actor] = useMachine(machine, { input });
  // Running from the commit that hydrates the form: useMachine starts it in an effect after the paint, and a
  // submit pressed in between was queued, so onSubmit could not see the errors it found and left focus where it was.
  // (Starting a running actor does nothing; useMachine's effect still stops it on unmount.)
  useLayoutEffect(() => {
    actor.start();
  }, [actor]);
  const busy = isDisabled(snapshot);
  const formRef = useRef<HTMLFormElement>(null);
  // The same on the server and in the browser, so each label and message finds its input after hydration.
  const idPrefix = useId();
  // The control that sent the form, for focus to come back to.
  const sentFrom = useRef<HTMLElement | null>(null);
  // The server's notice (thank-you or failure) shows until the visitor sends again.
  const [serverNotice, setServerNotice] = useState<'sent' | 'failed' | null>(answer.status === 'sent' || answer.status === 'failed' ? answer.status : null);

  // Until hydrated the button is never disabled: the server shows the messages, and without
  // JavaScript nothing could enable it again.
  const hydrated = useHydrated();
  // What the inputs hold and the machine has not seen: text typed before hydration, or values a password
  // manager wrote by script (`input.value = …` updates React's value tracker, so the `change` it fires after is no
  // change to React, and onChange never runs).
  const takeOverInputs = useCallback(
    (form: HTMLFormElement) => {
      for (const field of fields) {
        const element = form.elements.namedItem(field);
        if (element instanceof HTMLInputElement && element.value !== valueOf(actor.getSnapshot(), field)) send({ type: 'CHANGE', field, value: element.value });
      }
    },
    [actor, fields, send],
  );
  // What the server's form held as this first render began: the same form when it hydrates; when React draws the
  // page again instead (a hydration error: a password manager's icons beside the inputs), the form it replaces.
  const [before] = useState(() => fieldsOf(anchor));
  const unsent = unsentKey(page, anchor);
  // Typed before hydration: taken over before the first re-render, which would otherwise write the machine's
  // empty values over it. A form drawn again gets what was typed into the one it replaced, and its focus. A form
  // left unsent in this tab (a look at the privacy page, then Back; a reload) gets what was typed then, where the
  // server's answer and the visitor have put nothing.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    drawn.add(form);
    const kept = Object.values(answer.values ?? {}).some(Boolean) ? [] : Object.entries(readUnsent(unsent, fields));
    for (const [name, value] of [...kept, ...(before?.values ?? [])]) {
      const element = form.elements.namedItem(name);
      if (element instanceof HTMLInputElement && element.value === '') element.value = value;
    }
    if (before?.focused && document.activeElement === document.body)
      (form.elements.namedItem(before.focused) as HTMLElement | null)?.focus?.({ preventScroll: true });
    takeOverInputs(form);
    // Only as the form is drawn: the answer and the key are the page's, and later values are the machine's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [before, takeOverInputs]);
  // Kept for the tab while unsent; forgotten once sent (the hero form's lead stored, the contact form's reset). The hero
  // form the browser shows again on Back from the app holds what it sent, under the lead's id (a send updates that
  // lead): kept, a reload would fill it in without the id, and a send would store the lead twice.
  useEffect(() => {
    const keep = (state: typeof snapshot) => {
      const sent = state.matches('redirecting') || state.matches('thankYou') || (kind === 'hero' && state.context.leadId !== null);
      writeUnsent(unsent, sent ? {} : Object.fromEntries(fields.map((field) => [field, valueOf(state, field)])));
    };
    const subscription = actor.subscribe(keep);
    return () => subscription.unsubscribe();
  }, [actor, fields, kind, unsent]);

  // Each failed save once, as the machine keeps it (a new submit forgets it first, so the same failure again is told again).
  useEffect(() => {
    let told: unknown = actor.getSnapshot().context.error;
    const subscription = actor.subscribe((state) => {
      const error = state.context.error;
      if (error === told) return;
      told = error;
      if (error === null) return;
      const failed = timedOut(state) ? { kind: 'timed_out' as const, status: 0 } : leadFailureOf(error);
      if (failed) reportFailure(failed.kind, failed.status);
    });
    return () => subscription.unsubscribe();
  }, [actor, reportFailure]);

  const thankYouOpen = isThankYouOpen(snapshot);
  // Mounted from its first opening on, so it can animate out when closed.
  const [thankYouShown, setThankYouShown] = useState(false);
  if (thankYouOpen && !thankYouShown) setThankYouShown(true);
  const wasOpen = useRef(false);
  useEffect(() => {
    // Closed by its button, Escape or a click outside: focus goes back to what sent the form.
    if (wasOpen.current && !thankYouOpen) {
      const target = sentFrom.current;
      requestAnimationFrame(() => (target?.isConnected ? target : formRef.current?.querySelector<HTMLElement>('button[type="submit"]'))?.focus());
    }
    wasOpen.current = thankYouOpen;
  }, [thankYouOpen]);
  // Back from the app after the hero form's redirect, the browser may restore this page as it was left.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => event.persisted && send({ type: 'PAGE_RESTORED' });
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [send]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Hydrated: the machine sends the lead; React then leaves the server action alone.
    event.preventDefault();
    const active = document.activeElement;
    sentFrom.current = active instanceof HTMLElement && event.currentTarget.contains(active) ? active : null;
    setServerNotice(null);
    if (!busy) takeOverInputs(event.currentTarget);
    send({ type: 'SUBMIT' });
    if (kind === 'contact' && isLoading(actor.getSnapshot())) loadThankYou().catch(() => undefined); // a head start only
    focusFirstError(event.currentTarget);
  };
  const focusFirstError = (form: HTMLFormElement) => {
    const after = actor.getSnapshot();
    const firstInvalid = fields.find((field) => errorFor(after, field) !== null);
    if (after.matches('editing') && firstInvalid) form.querySelector<HTMLInputElement>(`input[name="${firstInvalid}"]`)?.focus();
  };
  // Enter in a field while errors show: straight to the first error, without a submit the machine would refuse.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const form = event.currentTarget.closest('form');
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || !form || canSubmit(actor.getSnapshot())) return;
    event.preventDefault();
    focusFirstError(form);
  };
  const failureText =
    kind === 'contact' && busy === false
      ? timedOut(snapshot)
        ? labels.timedOut
        : csrfRefused(failure(snapshot))
          ? labels.cookiesNeeded
          : failure(snapshot) !== null || serverNotice === 'failed'
            ? labels.failed
            : null
      : null;
  return (
    <form
      ref={formRef}
      id={anchor}
      className={styles.form}
      action={formAction}
      onSubmit={onSubmit}
      // The machine validates with the rules' messages (and the server, without JavaScript): the
      // browser's own bubbles would speak another language and another rule.
      noValidate
      data-lead-form={kind}
      data-busy={busy || undefined}
      aria-busy={busy || undefined}
    >
      <input type="hidden" name={LEAD_FORM_HIDDEN.kind} value={kind} />
      <input type="hidden" name={LEAD_FORM_HIDDEN.locale} value={locale} />
      <input type="hidden" name={LEAD_FORM_HIDDEN.page} value={page} />
      {campaignQueryEntries(answer.tags).map(([name, value]) => (
        // The last post's campaign tags, for the next post without JavaScript (the island sends its stored ones).
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {kind === 'contact' && serverNotice === 'sent' && (
        // Without JavaScript the dialog cannot open: the server's thank-you shows in the form instead.
        <ThankYouNotice title={thankYouTitle}>{thankYou}</ThankYouNotice>
      )}
      <div className={styles.fields} onKeyDown={onKeyDown}>
        {fields.map((field) => {
          const error = errorFor(snapshot, field);
          const id = `${idPrefix}-${field}`;
          const hint = labels.hints?.[field];
          return (
            <div key={field} className={styles.field}>
              <label className={styles.label} htmlFor={id}>
                {labels.fields[field]}
              </label>
              <input
                id={id}
                name={field}
                className={styles.input}
                value={valueOf(snapshot, field)}
                onChange={(event) => send({ type: 'CHANGE', field, value: event.currentTarget.value })}
                // What a script wrote (a password manager) is taken over as soon as the visitor moves in the form, before
                // anything draws the inputs again from the machine's values and empties them.
                onFocus={(event) => event.currentTarget.form && takeOverInputs(event.currentTarget.form)}
                onBlur={(event) => {
                  // Focus leaving the window (another tab or app, to copy the organisation number) leaves the field
                  // half typed, not finished: it is still the page's active element, and its own blur comes later.
                  if (!document.hasFocus()) return;
                  if (event.currentTarget.form) takeOverInputs(event.currentTarget.form);
                  send({ type: 'BLUR', field });
                }}
                // Read-only, not disabled, while saving: a disabled input would drop the visitor's focus.
                readOnly={busy}
                aria-disabled={busy || undefined}
                aria-required
                aria-invalid={error !== null || undefined}
                aria-describedby={[error !== null ? `${id}-error` : '', hint ? `${id}-hint` : ''].join(' ').trim() || undefined}
                {...INPUT_PROPS[field]}
              />
              {error !== null && (
                <span id={`${id}-error`} className={styles.error} data-field-error>
                  {error}
                </span>
              )}
              {hint && (
                // While an error shows, the hint is still read with it (the error says what is wrong, the hint what
                // the field takes, which is wanted most then); on screen the error takes its line, so nothing moves.
                <span id={`${id}-hint`} className={error !== null ? 'visually-hidden' : styles.hint}>
                  {hint}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {failureText && (
        <p className={styles.failure} role="alert">
          {failureText}
        </p>
      )}
      <LoadingButton
        type="submit"
        className={styles.submit}
        isLoading={isLoading(snapshot)}
        loadingText={labels.sending}
        isDisabled={hydrated && !canSubmit(snapshot)}
      >
        {labels.submit}
      </LoadingButton>
      {kind === 'contact' && thankYouShown && (
        // The dialog draws itself over the page (a portal); while its code is on its way (a slow link: it is asked
        // for as the lead is sent), or should it never come, the thanks show here, under the send button.
        <Suspense
          fallback={
            thankYouOpen && (
              <ThankYouNotice title={thankYouTitle} reveal>
                {thankYou}
              </ThankYouNotice>
            )
          }
        >
          <ThankYouDialog isOpen={thankYouOpen} onClose={() => send({ type: 'CLOSE' })} title={thankYouTitle} closeLabel={labels.close} locale={locale}>
            {thankYou}
          </ThankYouDialog>
        </Suspense>
      )}
      {footer && <div className={styles.footer}>{footer}</div>}
    </form>
  );
}
