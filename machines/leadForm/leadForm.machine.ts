/**
 * The two lead forms (SPEC §4, §5, §7, §8): the hero get-started form and the contact form.
 *
 * editing ── SUBMIT (no errors shown; every field valid) ──▶ submitting.creating | submitting.updating
 *    ▲  BLUR validates a field; SUBMIT with an invalid field shows every error and stays
 *    ├──── failure: the error kept in context, the form enabled again, no message
 *    ├──── no answer after LEAD_SUBMIT_GIVE_UP_MS: the request aborted, SUBMIT_TIMED_OUT kept as the error
 *    │                    success, hero ──▶ redirecting (redirect to the app)
 *    └── CLOSE ◀── thankYou ◀── success, contact (trackLead, form reset, lead id kept)
 *
 * Validation is synchronous (the rules' validateLeadField bound to the locale, given as input), so
 * validating is an action on BLUR and SUBMIT rather than a state of its own. The first successful
 * submit creates the lead; its id is remembered and every later submit updates that lead.
 * Effects are declared here and supplied by the island with `.provide()`: the createLead and
 * updateLead actors (the HTTP calls), the redirect and trackLead actions.
 */
import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { LeadFormKind } from '~/rules/forms';
import type { LeadFormField, LeadSource, SavedLead } from '~/contracts/lead';
import { LEAD_SUBMIT_GIVE_UP_MS } from '../constants';

// The forms and their fields are the rules' (rules/forms.ts), so validation and display agree.
export { LEAD_FORM_FIELDS, type LeadFormKind } from '~/rules/forms';

const LEAD_SOURCE_BY_KIND: Record<LeadFormKind, LeadSource> = {
  hero: 'onboarding',
  contact: 'contact_form',
};

/** A field's message in the visitor's language, or null when the value is fine. */
export type LeadFieldValidator = (field: LeadFormField, value: string) => string | null;

export type LeadFormValues = Partial<Record<LeadFormField, string>>;

export interface LeadFormInput {
  kind: LeadFormKind;
  fields: readonly LeadFormField[];
  validate: LeadFieldValidator;
  /** meta.validateUniqueness of the payload; by default on for the hero form, off for the contact form (SPEC §7). */
  validateUniqueness?: boolean;
  /**
   * What the form shows first: the values and messages of a form the server answered before the
   * page's JavaScript ran (useActionState), or typed before hydration.
   */
  values?: LeadFormValues;
  errors?: Partial<Record<LeadFormField, string>>;
  /**
   * A lead id remembered earlier in the visit (the island may keep the id a form saved), so this
   * form updates that lead instead of creating a second one.
   */
  leadId?: string | null;
}

/** What the createLead actor receives; the island adds the campaign tags, the locale and the page. */
export interface LeadSubmission {
  source: LeadSource;
  values: LeadFormValues;
  validateUniqueness: boolean;
}

/** What the updateLead actor receives: the same, and the remembered id. */
export interface LeadUpdate extends LeadSubmission {
  leadId: string;
}

export interface LeadFormContext {
  kind: LeadFormKind;
  fields: readonly LeadFormField[];
  validate: LeadFieldValidator;
  source: LeadSource;
  validateUniqueness: boolean;
  values: LeadFormValues;
  touched: Partial<Record<LeadFormField, boolean>>;
  errors: Partial<Record<LeadFormField, string>>;
  /**
   * Null until the first successful save; kept through a reset. A save an API answered without naming the lead keeps
   * it null: the lead is stored, and the next submit creates one again, as there is no id to update.
   */
  leadId: string | null;
  /** The answer to the last successful save. */
  response: SavedLead | null;
  /** The failed answer of the last save, handed back to the caller; null after a success or a new submit. */
  error: unknown;
}

export type LeadFormEvent =
  | { type: 'CHANGE'; field: LeadFormField; value: string }
  | { type: 'BLUR'; field: LeadFormField }
  | { type: 'SUBMIT' }
  /** Closes the contact form's thank-you overlay. */
  | { type: 'CLOSE' }
  /** The page came back from the browser's back/forward cache after the hero form's redirect. */
  | { type: 'PAGE_RESTORED' };

/** The error of a save the form gave up waiting for (its actor stopped, so its request aborted). */
export const SUBMIT_TIMED_OUT = Object.freeze({ timedOut: true as const });

// Only the form's own fields, and only strings: the input may come from a server's answer.
const pick = <T>(fields: readonly LeadFormField[], from: Partial<Record<LeadFormField, T>> | undefined): Partial<Record<LeadFormField, T>> =>
  Object.fromEntries(fields.flatMap((field) => (typeof from?.[field] === 'string' && from[field] !== '' ? [[field, from[field]]] : [])));

const emptyValues = (fields: readonly LeadFormField[]): LeadFormValues => Object.fromEntries(fields.map((field) => [field, '']));

const submission = (context: LeadFormContext): LeadSubmission => ({
  source: context.source,
  values: { ...context.values },
  validateUniqueness: context.validateUniqueness,
});

const update = (context: LeadFormContext): LeadUpdate => {
  // The SUBMIT guard sends the form here only with a remembered id.
  if (context.leadId === null) throw new Error('leadForm: updating without a lead id');
  return { ...submission(context), leadId: context.leadId };
};

const notProvided = (name: string) => new Error(`leadForm: provide the "${name}" implementation with .provide()`);

export const leadFormMachine = setup({
  types: {
    input: {} as LeadFormInput,
    context: {} as LeadFormContext,
    events: {} as LeadFormEvent,
  },
  actors: {
    createLead: fromPromise<SavedLead, LeadSubmission>(() => Promise.reject(notProvided('createLead'))),
    updateLead: fromPromise<SavedLead, LeadUpdate>(() => Promise.reject(notProvided('updateLead'))),
  },
  delays: {
    submitGiveUp: LEAD_SUBMIT_GIVE_UP_MS,
  },
  guards: {
    isFormField: ({ context }, params: { field: LeadFormField }) => context.fields.includes(params.field),
    hasNoErrors: ({ context }) => context.fields.every((field) => !context.errors[field]),
    allFieldsValid: ({ context }) => context.fields.every((field) => context.validate(field, context.values[field] ?? '') === null),
    hasLeadId: ({ context }) => context.leadId !== null,
    isHero: ({ context }) => context.kind === 'hero',
  },
  actions: {
    // A field showing an error is checked again as it is edited, so the error goes as soon as it is
    // fixed; a field without one is left alone until blur, so nobody is scolded mid-word.
    change: assign(({ context }, params: { field: LeadFormField; value: string }) => ({
      values: { ...context.values, [params.field]: params.value },
      errors: context.errors[params.field] ? { ...context.errors, [params.field]: context.validate(params.field, params.value) ?? undefined } : context.errors,
    })),
    validateField: assign(({ context }, params: { field: LeadFormField }) => ({
      touched: { ...context.touched, [params.field]: true },
      errors: {
        ...context.errors,
        [params.field]: context.validate(params.field, context.values[params.field] ?? '') ?? undefined,
      },
    })),
    validateAll: assign(({ context }) => ({
      touched: Object.fromEntries(context.fields.map((field) => [field, true])),
      errors: Object.fromEntries(
        context.fields.flatMap((field) => {
          const message = context.validate(field, context.values[field] ?? '');
          return message === null ? [] : [[field, message]];
        }),
      ),
    })),
    forgetFailure: assign({ error: null }),
    rememberLead: assign((_, params: { response: SavedLead }) => ({
      leadId: params.response.id,
      response: params.response,
    })),
    rememberFailure: assign((_, params: { error: unknown }) => ({ error: params.error })),
    resetForm: assign(({ context }) => ({ values: emptyValues(context.fields), touched: {}, errors: {} })),
    /** Hero: send the browser to the borrower application's base URL. */
    redirect: (_, _params: { leadId: string | null }) => {
      throw notProvided('redirect');
    },
    /** Contact: push the lead-form event to the analytics data layer. */
    trackLead: (_, _params: { leadId: string | null; source: LeadSource }) => {
      throw notProvided('trackLead');
    },
  },
}).createMachine({
  id: 'leadForm',
  context: ({ input }) => ({
    kind: input.kind,
    fields: input.fields,
    validate: input.validate,
    source: LEAD_SOURCE_BY_KIND[input.kind],
    validateUniqueness: input.validateUniqueness ?? input.kind === 'hero',
    values: { ...emptyValues(input.fields), ...pick(input.fields, input.values) },
    touched: Object.fromEntries(Object.keys(pick(input.fields, input.errors)).map((field) => [field, true])),
    errors: pick(input.fields, input.errors),
    leadId: input.leadId ? input.leadId : null, // an empty id is no id
    response: null,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: {
          guard: { type: 'isFormField', params: ({ event }) => ({ field: event.field }) },
          actions: { type: 'change', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        BLUR: {
          guard: { type: 'isFormField', params: ({ event }) => ({ field: event.field }) },
          actions: { type: 'validateField', params: ({ event }) => ({ field: event.field }) },
        },
        // Disabled while errors show (snapshot.can({ type: 'SUBMIT' }) is false); otherwise every
        // field is validated first and the lead saved only when all pass.
        SUBMIT: [
          {
            guard: and(['hasNoErrors', 'allFieldsValid', 'hasLeadId']),
            target: 'submitting.updating',
            actions: 'validateAll',
          },
          { guard: and(['hasNoErrors', 'allFieldsValid']), target: 'submitting.creating', actions: 'validateAll' },
          { guard: 'hasNoErrors', actions: 'validateAll' },
        ],
      },
    },
    submitting: {
      entry: 'forgetFailure',
      // Leaving the state stops the invoked save, whose request the island aborts with the actor's signal.
      after: {
        submitGiveUp: {
          target: '#leadForm.editing',
          actions: { type: 'rememberFailure', params: () => ({ error: SUBMIT_TIMED_OUT }) },
        },
      },
      initial: 'creating',
      states: {
        creating: {
          invoke: {
            id: 'createLead',
            src: 'createLead',
            input: ({ context }) => submission(context),
            onDone: [
              {
                guard: 'isHero',
                target: '#leadForm.redirecting',
                actions: [
                  { type: 'rememberLead', params: ({ event }) => ({ response: event.output }) },
                  { type: 'redirect', params: ({ event }) => ({ leadId: event.output.id }) },
                ],
              },
              {
                target: '#leadForm.thankYou',
                actions: [
                  { type: 'rememberLead', params: ({ event }) => ({ response: event.output }) },
                  {
                    type: 'trackLead',
                    params: ({ context, event }) => ({ leadId: event.output.id, source: context.source }),
                  },
                  'resetForm',
                ],
              },
            ],
            onError: {
              target: '#leadForm.editing',
              actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        updating: {
          invoke: {
            id: 'updateLead',
            src: 'updateLead',
            input: ({ context }) => update(context),
            onDone: [
              {
                guard: 'isHero',
                target: '#leadForm.redirecting',
                actions: [
                  { type: 'rememberLead', params: ({ event }) => ({ response: event.output }) },
                  { type: 'redirect', params: ({ event }) => ({ leadId: event.output.id }) },
                ],
              },
              {
                target: '#leadForm.thankYou',
                actions: [
                  { type: 'rememberLead', params: ({ event }) => ({ response: event.output }) },
                  {
                    type: 'trackLead',
                    params: ({ context, event }) => ({ leadId: event.output.id, source: context.source }),
                  },
                  'resetForm',
                ],
              },
            ],
            onError: {
              target: '#leadForm.editing',
              actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    // Hero: the browser is leaving for the app; the form stays disabled so it cannot be sent again.
    // Back from the app (the page restored from the back/forward cache), the form is usable again;
    // the remembered lead id means a new submit updates the lead already made.
    redirecting: {
      on: { PAGE_RESTORED: 'editing' },
    },
    thankYou: {
      on: { CLOSE: 'editing' },
    },
  },
});

export type LeadFormSnapshot = SnapshotFrom<typeof leadFormMachine>;

/** Inputs and button are disabled everywhere but in editing. */
export const isDisabled = (snapshot: LeadFormSnapshot): boolean => !snapshot.matches('editing');

/** The button shows its loading dots while the lead is saved and while the hero form redirects. */
export const isLoading = (snapshot: LeadFormSnapshot): boolean => snapshot.matches('submitting') || snapshot.matches('redirecting');

export const canSubmit = (snapshot: LeadFormSnapshot): boolean => snapshot.can({ type: 'SUBMIT' });

export const valueOf = (snapshot: LeadFormSnapshot, field: LeadFormField): string => snapshot.context.values[field] ?? '';

export const errorFor = (snapshot: LeadFormSnapshot, field: LeadFormField): string | null => snapshot.context.errors[field] ?? null;

/** The id of the saved lead, for the island to remember for the visit. */
export const leadId = (snapshot: LeadFormSnapshot): string | null => snapshot.context.leadId;

export const isThankYouOpen = (snapshot: LeadFormSnapshot): boolean => snapshot.matches('thankYou');

/** The failed answer of the last save (null if none); SUBMIT_TIMED_OUT when the form gave up waiting. */
export const failure = (snapshot: LeadFormSnapshot): unknown => snapshot.context.error;

/** True when the last save got no answer in time and the form gave up on it. */
export const timedOut = (snapshot: LeadFormSnapshot): boolean => snapshot.context.error === SUBMIT_TIMED_OUT;
