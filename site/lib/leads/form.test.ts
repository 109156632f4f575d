import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { FIELD_LIMITS, LEAD_FORM_HIDDEN, type LeadPayload } from '~/contracts/lead';
import { FORM_MESSAGES } from '~/rules';
import { campaignQueryEntries } from '~/blocks/_lib/campaignTags';
import { formPostKey, handleLeadForm, ownFragment } from './form';

const APP = 'https://app.flodvik.example';

function post(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const hidden = (kind: string, locale: string, page: string) => ({
  [LEAD_FORM_HIDDEN.kind]: kind,
  [LEAD_FORM_HIDDEN.locale]: locale,
  [LEAD_FORM_HIDDEN.page]: page,
});
const contact = { name: 'Anna Maria Exempel', email: 'anna@firma.example', phone: '070-123 45 67', companyIdentityNumber: '556036 0793' };
const hero = { email: 'ola@firma.example', phone: '070-111 22 33', companyIdentityNumber: '5560360793' };

function recorder(taken = true) {
  const sent: LeadPayload[] = [];
  return { sent, deps: { borrowerAppUrl: APP, create: (payload: LeadPayload) => (sent.push(payload), Promise.resolve(taken)) } };
}

describe('a contact form posted without JavaScript', () => {
  test('stores the lead with the name split and the organisation number normalised, and thanks the visitor', async () => {
    const { sent, deps } = recorder();
    const answer = await handleLeadForm(post({ ...hidden('contact', 'en', '/en/kontakt'), ...contact }), deps);
    expect(answer).toEqual({ state: { status: 'sent', values: {}, errors: {} } });
    expect(sent).toEqual([
      {
        data: {
          source: 'contact_form',
          email: 'anna@firma.example',
          phone: '070-123 45 67',
          companyIdentityNumber: '556036-0793',
          firstName: 'Anna Maria',
          surname: 'Exempel',
        },
        meta: { validateUniqueness: false, locale: 'en', page: '/en/kontakt' },
      },
    ]);
  });

  test('answers the rules’ messages in the visitor’s language with the typed values, and stores nothing', async () => {
    for (const locale of ['sv', 'en'] as const) {
      const { sent, deps } = recorder();
      const typed = { ...contact, name: '', email: 'inte-en-adress' };
      const answer = await handleLeadForm(post({ ...hidden('contact', locale, `/${locale}/kontakt`), ...typed }), deps);
      expect(answer).toEqual({
        state: { status: 'invalid', values: typed, errors: { name: FORM_MESSAGES[locale].required, email: FORM_MESSAGES[locale].email } },
      });
      expect(sent).toEqual([]);
    }
  });

  test('a refused or failed store is a failure that keeps the values', async () => {
    const { deps } = recorder(false);
    const answer = await handleLeadForm(post({ ...hidden('contact', 'sv', '/sv/kontakt'), ...contact }), deps);
    expect(answer).toEqual({ state: { status: 'failed', values: contact, errors: {} } });
  });

  test('values longer than the endpoint takes come back cut to the inputs’ limits', async () => {
    const { deps } = recorder();
    const answer = await handleLeadForm(post({ ...hidden('contact', 'sv', '/sv/kontakt'), ...contact, email: 'x'.repeat(1000) }), deps);
    expect('state' in answer && answer.state.values.email).toHaveLength(FIELD_LIMITS.email);
  });
});

describe('what a post without JavaScript knows beyond its fields', () => {
  test('the campaign tags of the page it was posted from (its Referer) go with the lead, as the island sends those it landed with', async () => {
    const { sent, deps } = recorder();
    const referrer = 'https://www.flodvik.se/sv?utm_source=nyhetsbrev&utm_campaign=v%C3%A5r&gclid=x';
    await handleLeadForm(post({ ...hidden('hero', 'sv', '/sv'), ...hero }), { ...deps, referrer });
    expect(sent[0]!.data).toMatchObject({ utmSource: 'nyhetsbrev', utmCampaign: 'vår' });
    expect(sent[0]!.data).not.toHaveProperty('utmMedium');
    for (const without of [undefined, null, '', 'not a url', 'https://www.flodvik.se/sv']) {
      const { sent: plain, deps: plainDeps } = recorder();
      await handleLeadForm(post({ ...hidden('hero', 'sv', '/sv'), ...hero }), { ...plainDeps, referrer: without });
      expect(
        Object.keys(plain[0]!.data).filter((key) => key.startsWith('utm')),
        String(without),
      ).toEqual([]);
    }
  });

  test('a refused post keeps its campaign tags in its answer, and the next post from that answer (whose address lost the query) sends them', async () => {
    const referrer = 'https://www.flodvik.se/sv/kontakt?utm_source=nyhetsbrev&utm_term=l%C3%A5n';
    const refused = await handleLeadForm(post({ ...hidden('contact', 'sv', '/sv/kontakt'), ...contact, email: 'nope' }), { ...recorder().deps, referrer });
    const state = 'state' in refused ? refused.state : null;
    expect(state).toMatchObject({ status: 'invalid', tags: { source: 'nyhetsbrev', term: 'lån' } });
    // The form renders them as hidden utm_… inputs; the next post's Referer is the page without its query.
    const carried = Object.fromEntries(campaignQueryEntries(state?.tags));
    expect(carried).toEqual({ utm_source: 'nyhetsbrev', utm_term: 'lån' });
    const { sent, deps } = recorder();
    const answer = await handleLeadForm(post({ ...hidden('contact', 'sv', '/sv/kontakt'), ...contact, ...carried }), {
      ...deps,
      referrer: 'https://www.flodvik.se/sv/kontakt',
    });
    expect(sent[0]!.data).toMatchObject({ utmSource: 'nyhetsbrev', utmTerm: 'lån' });
    expect('state' in answer && answer.state.tags).toEqual({ source: 'nyhetsbrev', term: 'lån' });
    // A Referer with tags of its own wins over carried ones (the visitor came back by another campaign's link).
    const { sent: again, deps: againDeps } = recorder();
    await handleLeadForm(post({ ...hidden('contact', 'sv', '/sv/kontakt'), ...contact, ...carried }), {
      ...againDeps,
      referrer: 'https://www.flodvik.se/sv/kontakt?utm_source=annons',
    });
    expect(again[0]!.data).toMatchObject({ utmSource: 'annons' });
    expect(again[0]!.data).not.toHaveProperty('utmTerm');
  });

  test('its idempotency key is the lead itself from its client: the same post again (a reload of the answer) has the same key, another lead or client another', async () => {
    const { sent, deps } = recorder();
    for (const fields of [contact, contact, { ...contact, phone: '070-999 99 99' }])
      await handleLeadForm(post({ ...hidden('contact', 'sv', '/sv/kontakt'), ...fields }), deps);
    const secret = 's'.repeat(32);
    const keys = sent.map((payload) => formPostKey(payload, '203.0.113.7', secret));
    expect(keys[0]).toMatch(/^form-post:[0-9a-f]{64}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    // Another visitor (another address) sending the same details is another post: stored, and told nothing of the first.
    expect(formPostKey(sent[0]!, '198.51.100.2', secret)).not.toBe(keys[0]);
    // Keyed with the site's secret: whoever holds the stored lead cannot try addresses until one gives its key.
    expect(keys[0]).not.toBe(
      `form-post:${createHash('sha256')
        .update(`203.0.113.7\n${JSON.stringify(sent[0])}`)
        .digest('hex')}`,
    );
    expect(formPostKey(sent[0]!, '203.0.113.7', 't'.repeat(32))).not.toBe(keys[0]);
  });
});

describe('a hero form posted without JavaScript', () => {
  test('stores an onboarding lead and sends the visitor to the borrower app', async () => {
    const { sent, deps } = recorder();
    expect(await handleLeadForm(post({ ...hidden('hero', 'sv', '/sv'), ...hero }), deps)).toEqual({ redirectTo: `${APP}#` });
    expect(sent[0]).toMatchObject({
      data: { source: 'onboarding', companyIdentityNumber: '556036-0793' },
      meta: { validateUniqueness: true, locale: 'sv', page: '/sv' },
    });
    expect(sent[0]?.data).not.toHaveProperty('firstName');
  });

  test('a failure answers the form again (the page shows no message for it: SPEC §8)', async () => {
    const { deps } = recorder(false);
    expect(await handleLeadForm(post({ ...hidden('hero', 'en', '/en'), ...hero }), deps)).toEqual({ state: { status: 'failed', values: hero, errors: {} } });
  });
});

test("the app's address gets a fragment of its own, so the redirect does not carry the form's #form-… into the app", () => {
  expect(ownFragment('https://app.example/')).toBe('https://app.example/#');
  expect(ownFragment('https://app.example/start#steg-1')).toBe('https://app.example/start#steg-1');
});

describe('a post that is not one of our forms', () => {
  test('an unknown form is a failure and stores nothing', async () => {
    const { sent, deps } = recorder();
    expect(await handleLeadForm(post({ ...hidden('admin', 'sv', '/sv'), ...contact }), deps)).toEqual({ state: { status: 'failed', values: {}, errors: {} } });
    expect(sent).toEqual([]);
  });

  test('a page that is not a path of the locale is recorded as the locale’s start page', async () => {
    for (const page of ['https://evil.example/', '/en/kontakt', '//evil.example', '/sv/a?b', '']) {
      const { sent, deps } = recorder();
      await handleLeadForm(post({ ...hidden('hero', 'sv', page), ...hero }), deps);
      expect(sent[0]?.meta.page, page).toBe('/sv');
    }
  });

  test('an unknown locale is answered in Swedish, the site’s default', async () => {
    const { deps } = recorder();
    const answer = await handleLeadForm(post({ ...hidden('hero', 'de', '/sv'), ...hero, email: '' }), deps);
    expect(answer).toMatchObject({ state: { errors: { email: FORM_MESSAGES.sv.required } } });
  });
});
