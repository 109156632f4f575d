import { describe, expect, test, vi } from 'vitest';
import { LEAD_FORM_HIDDEN } from '~/contracts/lead';

vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
const { submitLeadForm } = await import('./action');

const FAILED = { status: 'failed', values: {}, errors: {} };

describe('the lead forms’ server action, called by hand with what the forms never send', () => {
  test('JSON arguments without a form (a public endpoint anyone may post to): the failed state, not a 500', async () => {
    expect(await submitLeadForm({}, {})).toEqual(FAILED);
    expect(await submitLeadForm(undefined, undefined)).toEqual(FAILED);
    expect(await submitLeadForm([], 'x')).toEqual(FAILED);
  });

  test('the form data alone (a post without the state, as `$ACTION_ID_…` sends it) is read as the form', async () => {
    const form = new FormData();
    form.set(LEAD_FORM_HIDDEN.kind, 'contact');
    form.set(LEAD_FORM_HIDDEN.locale, 'sv');
    const answer = await submitLeadForm(form, undefined);
    // Read as the contact form: its fields are empty, so it is invalid, field by field.
    expect(answer.status).toBe('invalid');
    expect(Object.keys(answer.errors).length).toBeGreaterThan(0);
  });
});
