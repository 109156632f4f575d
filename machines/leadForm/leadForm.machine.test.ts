import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { LEAD_SUBMIT_GIVE_UP_MS } from '../constants';
import { graphCoverage } from '../testing/graphCoverage';
import type { LeadFormField, LeadSource, SavedLead } from '~/contracts/lead';
import {
  canSubmit,
  errorFor,
  failure,
  isDisabled,
  isLoading,
  isThankYouOpen,
  LEAD_FORM_FIELDS,
  leadFormMachine,
  leadId,
  SUBMIT_TIMED_OUT,
  timedOut,
  valueOf,
  type LeadFieldValidator,
  type LeadFormInput,
  type LeadFormKind,
  type LeadSubmission,
  type LeadUpdate,
} from './leadForm.machine';

/** A stand-in for the rules' validator: required everywhere, an @ in the email. */
const validate: LeadFieldValidator = (field, value) => {
  if (value.trim() === '') return 'required';
  if (field === 'email' && !value.includes('@')) return 'invalid email';
  return null;
};

const valid: Record<LeadFormField, string> = {
  name: 'Anna Svensson',
  email: 'anna@example.se',
  phone: '0701234567',
  companyIdentityNumber: '5560000001',
};

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The machine with recording fakes for every effect; each call's answer is settled by the test. */
function harness(kind: LeadFormKind, input: Partial<LeadFormInput> = {}, clock?: SimulatedClock) {
  const created: LeadSubmission[] = [];
  const updated: LeadUpdate[] = [];
  const answers: Deferred<SavedLead>[] = [];
  const redirects: { leadId: string | null }[] = [];
  const tracked: { leadId: string | null; source: LeadSource }[] = [];
  const answer = () => {
    const d = deferred<SavedLead>();
    answers.push(d);
    return d.promise;
  };
  const machine = leadFormMachine.provide({
    actors: {
      createLead: fromPromise<SavedLead, LeadSubmission>(({ input: sent }) => {
        created.push(sent);
        return answer();
      }),
      updateLead: fromPromise<SavedLead, LeadUpdate>(({ input: sent }) => {
        updated.push(sent);
        return answer();
      }),
    },
    actions: {
      redirect: (_, params) => {
        redirects.push(params);
      },
      trackLead: (_, params) => {
        tracked.push(params);
      },
    },
  });
  const actor = createActor(machine, {
    input: { kind, fields: LEAD_FORM_FIELDS[kind], validate, ...input },
    ...(clock ? { clock } : {}),
  }).start();
  const fill = (values: Partial<Record<LeadFormField, string>> = valid) => {
    for (const field of actor.getSnapshot().context.fields) {
      actor.send({ type: 'CHANGE', field, value: values[field] ?? '' });
      actor.send({ type: 'BLUR', field });
    }
  };
  const lastAnswer = () => {
    const d = answers[answers.length - 1];
    if (!d) throw new Error('no call was made');
    return d;
  };
  const settled = (predicate: (s: ReturnType<typeof actor.getSnapshot>) => boolean) => waitFor(actor, predicate);
  return { actor, created, updated, redirects, tracked, fill, lastAnswer, settled, snapshot: () => actor.getSnapshot() };
}

describe('leadForm validation', () => {
  it('shows a field error on blur, not while the visitor types', () => {
    const { actor, snapshot } = harness('hero');
    actor.send({ type: 'CHANGE', field: 'email', value: 'anna' });
    expect(errorFor(snapshot(), 'email')).toBeNull();
    actor.send({ type: 'BLUR', field: 'email' });
    expect(errorFor(snapshot(), 'email')).toBe('invalid email');
  });

  it('clears an error as soon as the field is fixed, before blur', () => {
    const { actor, snapshot } = harness('hero');
    actor.send({ type: 'BLUR', field: 'email' });
    expect(errorFor(snapshot(), 'email')).toBe('required');
    actor.send({ type: 'CHANGE', field: 'email', value: 'anna' });
    expect(errorFor(snapshot(), 'email')).toBe('invalid email');
    actor.send({ type: 'CHANGE', field: 'email', value: 'anna@example.se' });
    expect(errorFor(snapshot(), 'email')).toBeNull();
  });

  it('blocks submit while an error shows, and sends nothing', () => {
    const { actor, created, snapshot } = harness('hero');
    actor.send({ type: 'BLUR', field: 'phone' });
    expect(canSubmit(snapshot())).toBe(false);
    actor.send({ type: 'SUBMIT' });
    expect(created).toEqual([]);
    expect(snapshot().matches('editing')).toBe(true);
  });

  it('enables submit again once the errors are fixed', () => {
    const { actor, snapshot } = harness('hero');
    actor.send({ type: 'BLUR', field: 'phone' });
    actor.send({ type: 'CHANGE', field: 'phone', value: '0701234567' });
    expect(canSubmit(snapshot())).toBe(true);
  });

  it('validates every field on submit: untouched invalid fields show errors and nothing is sent', () => {
    const { actor, created, snapshot } = harness('contact');
    actor.send({ type: 'CHANGE', field: 'email', value: 'anna@example.se' });
    expect(canSubmit(snapshot())).toBe(true);
    actor.send({ type: 'SUBMIT' });
    expect(created).toEqual([]);
    expect(errorFor(snapshot(), 'name')).toBe('required');
    expect(errorFor(snapshot(), 'phone')).toBe('required');
    expect(errorFor(snapshot(), 'email')).toBeNull();
    expect(canSubmit(snapshot())).toBe(false);
  });

  it('ignores a field the form does not have', () => {
    const { actor, snapshot } = harness('hero');
    actor.send({ type: 'CHANGE', field: 'name', value: 'Anna' });
    actor.send({ type: 'BLUR', field: 'name' });
    expect(snapshot().context.values).toEqual({ email: '', phone: '', companyIdentityNumber: '' });
    expect(errorFor(snapshot(), 'name')).toBeNull();
  });
});

describe('leadForm hero (onboarding)', () => {
  it('disables the form and shows loading while the lead is created', () => {
    const { actor, fill, snapshot } = harness('hero');
    fill();
    actor.send({ type: 'SUBMIT' });
    expect(isDisabled(snapshot())).toBe(true);
    expect(isLoading(snapshot())).toBe(true);
    expect(canSubmit(snapshot())).toBe(false);
  });

  it('creates the lead with the onboarding source and uniqueness validation on', () => {
    const { actor, created, fill } = harness('hero');
    fill();
    actor.send({ type: 'SUBMIT' });
    expect(created).toEqual([
      {
        source: 'onboarding',
        validateUniqueness: true,
        values: { email: valid.email, phone: valid.phone, companyIdentityNumber: valid.companyIdentityNumber },
      },
    ]);
  });

  it('redirects on success and stays disabled while the browser leaves', async () => {
    const { actor, fill, lastAnswer, redirects, settled, snapshot } = harness('hero');
    fill();
    actor.send({ type: 'SUBMIT' });
    lastAnswer().resolve({ id: 'lead-1' });
    await settled((s) => s.matches('redirecting'));
    expect(redirects).toEqual([{ leadId: 'lead-1' }]);
    expect(leadId(snapshot())).toBe('lead-1');
    expect(isDisabled(snapshot())).toBe(true);
    expect(isLoading(snapshot())).toBe(true);
  });

  it('on failure re-enables the form, keeps the values and hands the error back in context', async () => {
    const { actor, fill, lastAnswer, redirects, settled, snapshot } = harness('hero');
    fill();
    actor.send({ type: 'SUBMIT' });
    const error = { status: 500, message: 'Request failed with status code 500' };
    lastAnswer().reject(error);
    await settled((s) => s.matches('editing'));
    expect(failure(snapshot())).toBe(error);
    expect(isDisabled(snapshot())).toBe(false);
    expect(isLoading(snapshot())).toBe(false);
    expect(canSubmit(snapshot())).toBe(true);
    expect(valueOf(snapshot(), 'email')).toBe(valid.email);
    expect(redirects).toEqual([]);
  });

  it('creates again after a failure, since no lead id was remembered, and forgets the old failure', async () => {
    const { actor, created, updated, fill, lastAnswer, settled, snapshot } = harness('hero');
    fill();
    actor.send({ type: 'SUBMIT' });
    lastAnswer().reject(new Error('Network Error'));
    await settled((s) => s.matches('editing'));
    actor.send({ type: 'SUBMIT' });
    expect(failure(snapshot())).toBeNull();
    expect(created).toHaveLength(2);
    expect(updated).toEqual([]);
  });

  it('updates a lead remembered earlier in the visit instead of creating one', () => {
    const { actor, created, updated, fill } = harness('hero', { leadId: 'lead-9' });
    fill();
    actor.send({ type: 'SUBMIT' });
    expect(created).toEqual([]);
    expect(updated).toEqual([expect.objectContaining({ leadId: 'lead-9', source: 'onboarding' })]);
  });

  it('is usable again when the page comes back from the back/forward cache after the redirect, and then updates the lead', async () => {
    const { actor, created, updated, fill, lastAnswer, settled, snapshot } = harness('hero');
    fill();
    actor.send({ type: 'SUBMIT' });
    lastAnswer().resolve({ id: 'lead-1' });
    await settled((s) => s.matches('redirecting'));
    actor.send({ type: 'PAGE_RESTORED' });
    expect(isDisabled(snapshot())).toBe(false);
    actor.send({ type: 'SUBMIT' });
    expect(updated).toEqual([expect.objectContaining({ leadId: 'lead-1' })]);
    expect(created).toHaveLength(1);
  });

  it('treats an empty remembered id as none', () => {
    const { actor, created, fill } = harness('hero', { leadId: '' });
    fill();
    actor.send({ type: 'SUBMIT' });
    expect(created).toHaveLength(1);
  });

  it('ignores edits and a second submit while submitting', () => {
    const { actor, created, fill, snapshot } = harness('hero');
    fill();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CHANGE', field: 'email', value: 'other@example.se' });
    actor.send({ type: 'SUBMIT' });
    expect(created).toHaveLength(1);
    expect(valueOf(snapshot(), 'email')).toBe(valid.email);
  });
});

describe('leadForm contact', () => {
  it('sends the contact-form source with uniqueness validation off', () => {
    const { actor, created, fill } = harness('contact');
    fill();
    actor.send({ type: 'SUBMIT' });
    expect(created).toEqual([{ source: 'contact_form', validateUniqueness: false, values: valid }]);
  });

  it('lets the input override the uniqueness default', () => {
    const { actor, created, fill } = harness('contact', { validateUniqueness: true });
    fill();
    actor.send({ type: 'SUBMIT' });
    expect(created[0]?.validateUniqueness).toBe(true);
  });

  it('on success tracks the lead, shows the thank-you overlay and resets the form, keeping the lead id', async () => {
    const { actor, fill, lastAnswer, redirects, settled, snapshot, tracked } = harness('contact');
    fill();
    actor.send({ type: 'SUBMIT' });
    lastAnswer().resolve({ id: 'lead-1' });
    await settled((s) => s.matches('thankYou'));
    expect(tracked).toEqual([{ leadId: 'lead-1', source: 'contact_form' }]);
    expect(redirects).toEqual([]);
    expect(isThankYouOpen(snapshot())).toBe(true);
    expect(snapshot().context.values).toEqual({ name: '', email: '', phone: '', companyIdentityNumber: '' });
    expect(snapshot().context.touched).toEqual({});
    expect(snapshot().context.errors).toEqual({});
    expect(leadId(snapshot())).toBe('lead-1');
    expect(snapshot().context.response).toEqual({ id: 'lead-1' });
  });

  it('creates the lead, then a second submit updates the same lead', async () => {
    const { actor, created, updated, fill, lastAnswer, settled, snapshot, tracked } = harness('contact');
    fill();
    actor.send({ type: 'SUBMIT' });
    lastAnswer().resolve({ id: 'lead-1' });
    await settled((s) => s.matches('thankYou'));

    actor.send({ type: 'CLOSE' });
    expect(isThankYouOpen(snapshot())).toBe(false);
    expect(isDisabled(snapshot())).toBe(false);
    fill({ ...valid, phone: '0709999999' });
    actor.send({ type: 'SUBMIT' });
    expect(created).toHaveLength(1);
    expect(updated).toEqual([{ leadId: 'lead-1', source: 'contact_form', validateUniqueness: false, values: { ...valid, phone: '0709999999' } }]);
    lastAnswer().resolve({ id: 'lead-1' });
    await settled((s) => s.matches('thankYou'));
    expect(tracked).toHaveLength(2);
  });

  it('a lead stored without an id is thanked for, and the next submit creates a lead again (there is no id to update)', async () => {
    const { actor, created, updated, fill, lastAnswer, settled, snapshot, tracked } = harness('contact');
    fill();
    actor.send({ type: 'SUBMIT' });
    lastAnswer().resolve({ id: null });
    await settled((s) => s.matches('thankYou'));
    expect(tracked).toEqual([{ leadId: null, source: 'contact_form' }]);
    expect(failure(snapshot())).toBeNull();
    expect(leadId(snapshot())).toBeNull();
    actor.send({ type: 'CLOSE' });
    fill();
    actor.send({ type: 'SUBMIT' });
    expect(created).toHaveLength(2);
    expect(updated).toEqual([]);
  });

  it('the hero form goes on to the app after a lead stored without an id', async () => {
    const { actor, fill, lastAnswer, redirects, settled } = harness('hero');
    fill();
    actor.send({ type: 'SUBMIT' });
    lastAnswer().resolve({ id: null });
    await settled((s) => s.matches('redirecting'));
    expect(redirects).toEqual([{ leadId: null }]);
  });

  it('keeps the remembered id when an update fails', async () => {
    const { actor, fill, lastAnswer, settled, snapshot } = harness('contact', { leadId: 'lead-1' });
    fill();
    actor.send({ type: 'SUBMIT' });
    lastAnswer().reject(new Error('Request failed with status code 502'));
    await settled((s) => s.matches('editing'));
    expect(leadId(snapshot())).toBe('lead-1');
    expect(String(failure(snapshot()))).toContain('502');
  });

  it('ignores edits while the thank-you overlay is open', async () => {
    const { actor, fill, lastAnswer, settled, snapshot } = harness('contact');
    fill();
    actor.send({ type: 'SUBMIT' });
    lastAnswer().resolve({ id: 'lead-1' });
    await settled((s) => s.matches('thankYou'));
    expect(isDisabled(snapshot())).toBe(true);
    actor.send({ type: 'CHANGE', field: 'name', value: 'Bo' });
    expect(valueOf(snapshot(), 'name')).toBe('');
  });
});

describe('leadForm: a save that never answers', () => {
  it('gives up after LEAD_SUBMIT_GIVE_UP_MS: editable again, the timeout remembered, the request aborted', () => {
    const clock = new SimulatedClock();
    let aborted = false;
    const machine = leadFormMachine.provide({
      actors: {
        createLead: fromPromise<SavedLead, LeadSubmission>(
          ({ signal }) =>
            new Promise<SavedLead>(() => {
              signal.addEventListener('abort', () => (aborted = true));
            }),
        ),
      },
    });
    const actor = createActor(machine, { input: { kind: 'contact', fields: LEAD_FORM_FIELDS.contact, validate }, clock }).start();
    for (const field of LEAD_FORM_FIELDS.contact) actor.send({ type: 'CHANGE', field, value: valid[field] });
    actor.send({ type: 'SUBMIT' });
    clock.increment(LEAD_SUBMIT_GIVE_UP_MS - 1);
    expect(isLoading(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(timedOut(actor.getSnapshot())).toBe(true);
    expect(failure(actor.getSnapshot())).toBe(SUBMIT_TIMED_OUT);
    expect(aborted).toBe(true);
    // The values stay, and the next submit forgets the timeout.
    expect(valueOf(actor.getSnapshot(), 'email')).toBe(valid.email);
    actor.send({ type: 'SUBMIT' });
    expect(timedOut(actor.getSnapshot())).toBe(false);
  });

  it('an answer before the give-up wins; the timer is gone with the state', async () => {
    const clock = new SimulatedClock();
    const { fill, actor, lastAnswer, settled, snapshot } = harness('contact', {}, clock);
    fill();
    actor.send({ type: 'SUBMIT' });
    lastAnswer().resolve({ id: 'lead-1' });
    await settled((s) => s.matches('thankYou'));
    clock.increment(LEAD_SUBMIT_GIVE_UP_MS);
    expect(snapshot().matches('thankYou')).toBe(true);
    expect(failure(snapshot())).toBeNull();
  });
});

describe('leadForm: starting from a server answer (a form posted before hydration)', () => {
  it('shows the answer’s values and messages, and only the form’s own fields', () => {
    const { snapshot } = harness('hero', {
      values: { email: 'bad', phone: '070', name: 'not a hero field' },
      errors: { email: 'invalid email' },
    });
    expect(valueOf(snapshot(), 'email')).toBe('bad');
    expect(valueOf(snapshot(), 'phone')).toBe('070');
    expect(valueOf(snapshot(), 'companyIdentityNumber')).toBe('');
    expect(snapshot().context.values).not.toHaveProperty('name');
    expect(errorFor(snapshot(), 'email')).toBe('invalid email');
    expect(canSubmit(snapshot())).toBe(false);
  });
});

describe('leadForm declared effects', () => {
  it('the contact form asks for the name too', () => {
    expect(LEAD_FORM_FIELDS.contact).toEqual(['name', ...LEAD_FORM_FIELDS.hero]);
  });

  it('without a provided createLead, a submit fails with a message naming what to provide', async () => {
    const actor = createActor(leadFormMachine, {
      input: { kind: 'hero', fields: ['email'], validate },
    }).start();
    actor.send({ type: 'CHANGE', field: 'email', value: 'anna@example.se' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(String(failure(actor.getSnapshot()))).toContain('"createLead"');
  });
});

describe('leadForm graph', () => {
  it('graph paths reach every state and every transition', () => {
    // Never-settling fakes: the replay sends the done and error events itself.
    const machine = leadFormMachine.provide({
      actors: {
        createLead: fromPromise<SavedLead, LeadSubmission>(() => new Promise<SavedLead>(() => {})),
        updateLead: fromPromise<SavedLead, LeadUpdate>(() => new Promise<SavedLead>(() => {})),
      },
      actions: { redirect: () => {}, trackLead: () => {} },
    });
    const events = [
      { type: 'CHANGE', field: 'email', value: '' },
      { type: 'CHANGE', field: 'email', value: 'bad' },
      { type: 'CHANGE', field: 'email', value: 'a@b.se' },
      { type: 'CHANGE', field: 'name', value: 'not a field here' },
      { type: 'BLUR', field: 'email' },
      { type: 'SUBMIT' },
      { type: 'CLOSE' },
      { type: 'PAGE_RESTORED' },
      { type: 'xstate.done.actor.createLead', actorId: 'createLead', output: { id: 'lead-1' } },
      { type: 'xstate.done.actor.updateLead', actorId: 'updateLead', output: { id: 'lead-1' } },
      { type: 'xstate.error.actor.createLead', actorId: 'createLead', error: 'HTTP 500' },
      { type: 'xstate.error.actor.updateLead', actorId: 'updateLead', error: 'HTTP 500' },
    ] as const;
    const fields = ['email'] as const;
    const coverage = graphCoverage(machine, [
      { name: 'hero', input: { kind: 'hero', fields, validate }, events },
      { name: 'hero, lead remembered', input: { kind: 'hero', fields, validate, leadId: 'lead-0' }, events },
      { name: 'contact', input: { kind: 'contact', fields, validate }, events },
    ]);
    expect(coverage.disagreements).toEqual([]);
    expect(coverage.states.covered).toEqual(coverage.states.expected);
    expect(coverage.transitions.covered).toEqual(coverage.transitions.expected);
    expect(coverage.transitions.expected).toHaveLength(14);
  });
});
