/**
 * The embedded lead endpoint through its route modules, as Next.js calls them, against a temporary
 * database (LEADS_DB_PATH is set before the first request opens the store).
 */
import fs from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import * as collection from '~/site/app/internal/v1/onboarding/leads/route';
import * as item from '~/site/app/internal/v1/onboarding/leads/[id]/route';
import * as csrfRoute from '~/site/app/internal/v1/onboarding/csrf/route';
import { CSRF_NOT_ISSUED, CSRF_PATH, LEADS_PATH, type LeadPayload } from '~/contracts/lead';
import {
  bodyOf,
  byteStream,
  contactLead,
  leadRequest,
  nonceOf,
  ORIGIN,
  onboardingLead,
  SECRET,
  withLeadDatabase,
  TOKEN,
  type LeadRequestOptions,
} from '~/tests/helpers/leads';
import { CSRF_TOKEN_TTL_SECONDS, issueCsrfToken, verifyCsrfToken } from './csrf';
import { createLeadEndpoint } from './handlers';
import { createLeadLimits } from './limits';
import { LEAD_TEXT_MESSAGES } from './schema';
import { MAX_BODY_BYTES } from './request';
import { createLeadService } from './service';
import { openLeadStore } from './store';

const dbFile = withLeadDatabase();

const create = (body: unknown, options?: LeadRequestOptions) => collection.POST(leadRequest(body, options));
const update = (id: string, body: unknown, options?: LeadRequestOptions) =>
  item.PUT(leadRequest(body, { method: 'PUT', path: `${LEADS_PATH}/${encodeURIComponent(id)}`, ...options }), { params: Promise.resolve({ id }) });

/** Rows as another process would see them: a separate read-only connection. */
function storedRows() {
  if (!fs.existsSync(dbFile)) return [];
  const store = openLeadStore(dbFile, { readonly: true });
  try {
    return store.list();
  } finally {
    store.close();
  }
}

/** The cookie and the header carrying the same token. */
const pair = (token: string) => ({ cookie: token, header: token });

/** Sends a request and checks its error answer, and that the database has no more rows than before it. */
async function expectNothingStored(send: () => Promise<Response>, status: number, error: string) {
  const count = storedRows().length;
  const response = await send();
  expect(response.status).toBe(status);
  const body = await bodyOf(response);
  expect(body.error).toBe(error);
  expect(typeof body.message).toBe('string');
  expect(storedRows().length).toBe(count);
  return body;
}

async function createdId(payload: LeadPayload = onboardingLead()): Promise<string> {
  const response = await create(payload);
  expect(response.status).toBe(201);
  const { id } = await bodyOf(response);
  expect(typeof id).toBe('string');
  return id as string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('creating a lead', () => {
  test('answers 201 with a random UUID id and a Location, and stores type, source, data, meta and timestamps', async () => {
    const payload = onboardingLead();
    const response = await create(payload);
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await bodyOf(response);
    expect(Object.keys(body)).toEqual(['id']);
    const id = body.id as string;
    expect(id).toMatch(UUID);
    expect(response.headers.get('location')).toBe(`${LEADS_PATH}/${id}`);

    const row = storedRows().find((lead) => lead.id === id);
    expect(row).toMatchObject({ type: 'ONBOARDING', source: 'onboarding', data: payload.data, meta: payload.meta });
    expect(new Date(row!.createdAt).toISOString()).toBe(row!.createdAt);
    expect(row!.updatedAt).toBe(row!.createdAt);
  });

  test('a contact-form lead is stored as CONTACT_FORM with its names, null names included', async () => {
    const named = await createdId(contactLead());
    const single = contactLead();
    single.data.firstName = null;
    single.data.surname = null;
    const unnamed = await createdId(single);
    const rows = storedRows();
    expect(rows.find((r) => r.id === named)).toMatchObject({
      type: 'CONTACT_FORM',
      source: 'contact_form',
      data: { firstName: 'Erik Johan', surname: 'Svensson' },
    });
    expect(rows.find((r) => r.id === unnamed)).toMatchObject({ type: 'CONTACT_FORM', data: { firstName: null, surname: null } });
  });

  test('strings are stored trimmed', async () => {
    const payload = onboardingLead();
    payload.data.email = '  anna@firma.se \n';
    payload.data.utmCampaign = ' spring ';
    const id = await createdId(payload);
    expect(storedRows().find((r) => r.id === id)?.data).toMatchObject({ email: 'anna@firma.se', utmCampaign: 'spring' });
  });

  test('an organisation number in any spelling the forms take is stored in its one spelling; a blank name part as no name', async () => {
    for (const [typed, stored] of [
      ['5560360793', '556036-0793'],
      ['556036 0793', '556036-0793'],
      ['165560360793', '556036-0793'],
      ['\uff15\uff15\uff16\uff10\uff13\uff16-\uff10\uff17\uff19\uff13', '556036-0793'],
      ['19811218-9876', '811218-9876'],
      ['16556036+0793', '556036-0793'],
    ] as const) {
      const payload = contactLead();
      payload.data.companyIdentityNumber = typed;
      payload.data.firstName = '   ';
      const id = await createdId(payload);
      expect(storedRows().find((r) => r.id === id)?.data, typed).toMatchObject({ companyIdentityNumber: stored, firstName: null, surname: 'Svensson' });
    }
  });

  test('two creates give two different ids', async () => {
    expect(await createdId()).not.toBe(await createdId());
  });

  test('200 concurrent creates store 200 rows, each with its own id', async () => {
    const before = storedRows().length;
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => create({ ...onboardingLead(), data: { ...onboardingLead().data, email: `lead${i}@firma.se` } })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 200 }, () => 201));
    const ids = await Promise.all(responses.map(async (r) => (await bodyOf(r)).id));
    expect(new Set(ids).size).toBe(200);
    const rows = storedRows();
    expect(rows.length - before).toBe(200);
    expect(new Set(rows.map((r) => r.data.email)).size).toBeGreaterThanOrEqual(200);
  });
});

describe('updating a lead', () => {
  test('replaces data and meta, keeps the id and created_at, moves updated_at, answers 200 {id}', async () => {
    const id = await createdId(contactLead());
    const [before] = storedRows().filter((r) => r.id === id);
    await new Promise((resolve) => setTimeout(resolve, 5)); // let the clock move past created_at
    const next = contactLead();
    next.data.email = 'ny.adress@firma.example';
    next.meta.page = '/sv/kontakt';
    const response = await update(id, next);
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ id });
    const [after] = storedRows().filter((r) => r.id === id);
    expect(after).toMatchObject({ id, type: 'CONTACT_FORM', source: 'contact_form', data: next.data, meta: next.meta, createdAt: before!.createdAt });
    expect(after!.updatedAt > before!.updatedAt).toBe(true);
  });

  test('a lead keeps its source: changing it is 400 on data.source and leaves the lead unchanged', async () => {
    const id = await createdId(onboardingLead());
    const [before] = storedRows().filter((r) => r.id === id);
    const response = await update(id, contactLead());
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).errors).toEqual({ 'data.source': ['must stay onboarding, the source the lead was created with'] });
    expect(storedRows().filter((r) => r.id === id)).toEqual([before]);
  });

  test('an id in capitals names the same lead', async () => {
    const id = await createdId();
    expect((await update(id.toUpperCase(), onboardingLead())).status).toBe(200);
  });

  test('an unknown id is 404 and stores nothing', async () => {
    const count = storedRows().length;
    const response = await update('00000000-0000-4000-8000-000000000000', onboardingLead());
    expect(response.status).toBe(404);
    expect(await bodyOf(response)).toEqual({ error: 'not_found', message: 'There is no lead with this id.' });
    expect(storedRows().length).toBe(count);
  });

  test.each(['abc', '1 OR 1=1', '../../etc/passwd', '', `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(11)}`])(
    'a malformed id (%j) is 404 before the body is read',
    async (id) => {
      const response = await update(id, '{not json');
      expect(response.status).toBe(404);
      expect((await bodyOf(response)).error).toBe('not_found');
    },
  );

  test('bad input to an existing lead is 400 and leaves the lead unchanged', async () => {
    const id = await createdId();
    const [before] = storedRows().filter((r) => r.id === id);
    const response = await update(id, { data: { source: 'onboarding' }, meta: {} });
    expect(response.status).toBe(400);
    expect(storedRows().find((r) => r.id === id)).toEqual(before);
  });
});

describe('bad input is a 4xx naming the problem, and stores nothing', () => {
  test('a body that is not JSON is 400 invalid_json', async () => {
    const body = await expectNothingStored(() => create('{"data": '), 400, 'invalid_json');
    expect(body.message).toMatch(/not valid JSON/);
  });

  test('an empty body is 400 invalid_json', async () => {
    await expectNothingStored(() => create(''), 400, 'invalid_json');
  });

  test('a body that is not UTF-8 is 400', async () => {
    const bytes = new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]);
    await expectNothingStored(() => create(new Blob([bytes]).stream()), 400, 'invalid_json');
  });

  test.each([
    ['an array', []],
    ['null', null],
    ['a string', 'lead'],
    ['a number', 42],
  ])('JSON that is %s is 400 with a (root) error', async (_, value) => {
    const body = await expectNothingStored(() => create(JSON.stringify(value)), 400, 'invalid_lead');
    expect(Object.keys(body.errors as object)).toEqual(['(root)']);
  });

  test('wrong types are 400 with an error per field, keyed by dotted path', async () => {
    const body = await expectNothingStored(
      () =>
        create({
          data: { source: 'onboarding', email: 42, phone: true, companyIdentityNumber: ['5560360793'], firstName: 7 },
          meta: { validateUniqueness: 'yes', locale: 'sv' },
        }),
      400,
      'invalid_lead',
    );
    expect(Object.keys(body.errors as object).sort()).toEqual([
      'data.companyIdentityNumber',
      'data.email',
      'data.firstName',
      'data.phone',
      'meta.validateUniqueness',
    ]);
    // In the endpoint's own words, not zod's ("Invalid input: expected string, received number").
    expect(body.errors).toMatchObject({
      'data.email': ['must be a text (string)'],
      'data.phone': ['must be a text (string)'],
      'data.companyIdentityNumber': ['must be a text (string)'],
      'meta.validateUniqueness': ['must be true or false'],
    });
  });

  test('missing fields are 400 naming each one: "is required"', async () => {
    const body = await expectNothingStored(() => create({ data: { source: 'onboarding' } }), 400, 'invalid_lead');
    expect(body.errors).toEqual({
      'data.companyIdentityNumber': ['is required'],
      'data.email': ['is required'],
      'data.phone': ['is required'],
    });
    const noMeta = await expectNothingStored(() => create({ data: onboardingLead().data, meta: 'x' }), 400, 'invalid_lead');
    expect(noMeta.errors).toEqual({ meta: ['must be an object'] });
  });

  test('a contact-form lead without its name is 400 (the form requires one and sends a one-word name as null/null); an onboarding lead needs none', async () => {
    const { firstName: _first, surname: _last, ...nameless } = contactLead().data;
    const body = await expectNothingStored(() => create({ ...contactLead(), data: nameless }), 400, 'invalid_lead');
    expect(body.errors).toEqual({
      'data.firstName': [LEAD_TEXT_MESSAGES.nameRequired],
      'data.surname': [LEAD_TEXT_MESSAGES.nameRequired],
    });
    const halfNamed = await expectNothingStored(() => create({ ...contactLead(), data: { ...nameless, firstName: null } }), 400, 'invalid_lead');
    expect(halfNamed.errors).toEqual({ 'data.surname': [LEAD_TEXT_MESSAGES.nameRequired] });
    // Under SPEC §3's type name too.
    const typed = await expectNothingStored(() => create({ ...contactLead(), data: { ...nameless, source: 'CONTACT_FORM' } }), 400, 'invalid_lead');
    expect(Object.keys(typed.errors as object)).toEqual(['data.firstName', 'data.surname']);
    expect((await create({ ...onboardingLead() })).status).toBe(201);
  });

  test('meta may be left out, or any of its keys (SPEC §3: its contents are not shown): validateUniqueness is true but for the contact form, in sv', async () => {
    for (const [payload, meta] of [
      [{ data: onboardingLead().data }, { validateUniqueness: true, locale: 'sv' }],
      [
        { data: contactLead().data, meta: {} },
        { validateUniqueness: false, locale: 'sv' },
      ],
      [
        { data: contactLead().data, meta: { locale: 'en', page: '/en/kontakt' } },
        { validateUniqueness: false, locale: 'en', page: '/en/kontakt' },
      ],
    ] as const) {
      const response = await create(payload);
      expect(response.status).toBe(201);
      const { id } = await bodyOf(response);
      expect(storedRows().find((lead) => lead.id === id)?.meta).toEqual(meta);
    }
  });

  test('blank strings (spaces only) count as missing', async () => {
    const payload = onboardingLead();
    payload.data.phone = '   ';
    const body = await expectNothingStored(() => create(payload), 400, 'invalid_lead');
    expect(body.errors).toEqual({ 'data.phone': ['must not be empty'] });
  });

  test('values the forms refuse are 400 on their field, with the rules’ reason (issue: the endpoint took them)', async () => {
    const lead = contactLead();
    const body = await expectNothingStored(
      () =>
        create({
          ...lead,
          data: { ...lead.data, email: 'not-an-email', companyIdentityNumber: '123', firstName: 'Er\u0000ik', surname: 'Svens\u202Eson', utmTerm: 'a\u2066b' },
        }),
      400,
      'invalid_lead',
    );
    expect(body.errors).toEqual({
      'data.email': ['must be a valid email address'],
      'data.companyIdentityNumber': ['must be a valid organisation number'],
      'data.firstName': ['must not contain control or bidirectional formatting characters'],
      'data.surname': ['must not contain control or bidirectional formatting characters'],
      'data.utmTerm': ['must not contain control or bidirectional formatting characters'],
    });
    // A phone number is only required, in the forms (SPEC §5) as here.
    expect((await create({ ...lead, data: { ...lead.data, phone: 'abc' } })).status).toBe(201);
  });

  test("SPEC's lead types name the sources too; an unknown source is 400 on data.source", async () => {
    const typed = await create({ ...contactLead(), data: { ...contactLead().data, source: 'CONTACT_FORM' } });
    expect(typed.status).toBe(201);
    const { id } = await bodyOf(typed);
    expect(storedRows().find((lead) => lead.id === id)).toMatchObject({ type: 'CONTACT_FORM', source: 'contact_form' });
    const body = await expectNothingStored(() => create({ ...onboardingLead(), data: { ...onboardingLead().data, source: 'LEAD' } }), 400, 'invalid_lead');
    expect(body.errors).toEqual({ 'data.source': ['must be one of onboarding, contact_form'] });
  });

  test('an unknown locale in meta is 400 on meta.locale', async () => {
    const body = await expectNothingStored(() => create({ ...onboardingLead(), meta: { validateUniqueness: true, locale: 'de' } }), 400, 'invalid_lead');
    expect(body.errors).toEqual({ 'meta.locale': ['must be one of sv, en'] });
  });

  test('a field that is not in the contract is 400 naming it', async () => {
    const body = await expectNothingStored(
      () => create({ ...onboardingLead(), data: { ...onboardingLead().data, password: 'x' }, extra: 1 }),
      400,
      'invalid_lead',
    );
    expect(body.errors).toEqual({ 'data.password': ['is not a field of a lead'], extra: ['is not a field of a lead'] });
  });

  test('fields named like Object.prototype members are 400 naming them, not a 500', async () => {
    const body = await expectNothingStored(
      () => create(JSON.parse('{"toString":"","constructor":1,"__proto__":{},"data":{"hasOwnProperty":2},"meta":{}}')),
      400,
      'invalid_lead',
    );
    expect(Object.keys(body.errors as object)).toEqual(expect.arrayContaining(['toString', 'constructor', 'data.hasOwnProperty']));
  });

  test('a string over its bound is 400 saying the bound', async () => {
    const body = await expectNothingStored(
      () => create({ ...onboardingLead(), data: { ...onboardingLead().data, email: `${'a'.repeat(250)}@x.se` } }),
      400,
      'invalid_lead',
    );
    expect(body.errors).toEqual({ 'data.email': ['must be at most 254 characters'] });
  });

  test('a body over the limit with an honest Content-Length is 413', async () => {
    const big = JSON.stringify({ ...onboardingLead(), pad: 'x'.repeat(MAX_BODY_BYTES) });
    const body = await expectNothingStored(() => create(big, { headers: { 'content-length': String(big.length) } }), 413, 'payload_too_large');
    expect(body.message).toBe(`The request body is larger than ${MAX_BODY_BYTES} bytes.`);
  });

  test('a body over the limit is 413 even when Content-Length claims it is small', async () => {
    await expectNothingStored(() => create(byteStream(MAX_BODY_BYTES * 4), { headers: { 'content-length': '20' } }), 413, 'payload_too_large');
  });

  test('a body over the limit is 413 without any Content-Length (chunked)', async () => {
    await expectNothingStored(() => create(byteStream(MAX_BODY_BYTES + 1)), 413, 'payload_too_large');
  });

  test('the limit stops reading: a huge stream is refused after little more than the limit', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1024;
        controller.enqueue(new Uint8Array(1024).fill(0x20));
      },
    });
    expect((await create(endless)).status).toBe(413);
    expect(pulled).toBeLessThan(MAX_BODY_BYTES * 2);
  });

  test('a body of exactly the limit is accepted', async () => {
    const json = JSON.stringify(onboardingLead());
    const exact = json + ' '.repeat(MAX_BODY_BYTES - Buffer.byteLength(json));
    expect(Buffer.byteLength(exact)).toBe(MAX_BODY_BYTES);
    expect((await create(exact)).status).toBe(201);
  });

  test.each([
    ['text/plain', 'text/plain'],
    ['form data', 'application/x-www-form-urlencoded'],
    ['no content type', null],
    ['a non-UTF-8 charset', 'application/json; charset=latin1'],
    ['a JSON look-alike', 'application/jsonp'],
  ])('a wrong content type (%s) is 415', async (_, contentType) => {
    await expectNothingStored(() => create(onboardingLead(), { contentType }), 415, 'unsupported_media_type');
  });

  test('application/json with a UTF-8 charset, in any case, is accepted', async () => {
    expect((await create(onboardingLead(), { contentType: 'Application/JSON; Charset="UTF-8"' })).status).toBe(201);
  });

  test.each<[string, LeadRequestOptions, string]>([
    ['no cookie and no header', { cookie: null, header: null }, 'missing'],
    ['the cookie without the header', { header: null }, 'missing'],
    ['the header without the cookie', { cookie: null }, 'missing'],
    ['a header that differs from the cookie', { header: issueCsrfToken(SECRET).token }, 'does not repeat'],
    ['an empty pair', { cookie: '', header: '' }, 'missing'],
    ['a pair the client made up', { cookie: 'ab12'.repeat(16), header: 'ab12'.repeat(16) }, 'not issued by this site'],
    ['a token signed with another secret', pair(issueCsrfToken('x'.repeat(32)).token), 'not issued'],
    ['a token that has expired', pair(issueCsrfToken(SECRET, { now: new Date(Date.now() - (CSRF_TOKEN_TTL_SECONDS + 1) * 1000) }).token), 'expired'],
  ])('a write with %s is 403 csrf_failed', async (_, options, message) => {
    const body = await expectNothingStored(() => create(onboardingLead(), options), 403, 'csrf_failed');
    expect(body.message).toMatch(message);
  });

  test("a token sent back whole that this server did not sign says so (`reason`: the form then does not blame the visitor's cookies), and the log says it, once a minute", async () => {
    const warn = vi.fn();
    let clock = Date.parse('2026-11-29T12:00:00Z');
    const endpoint = createLeadEndpoint({
      apiBaseUrl: () => undefined,
      service: () => {
        throw new Error('never reached');
      },
      secret: () => SECRET,
      clientAddress: () => '127.0.0.1',
      now: () => new Date(clock),
      warn,
    });
    const foreign = pair(issueCsrfToken('y'.repeat(32), { now: new Date(clock) }).token);
    for (let i = 0; i < 3; i++) {
      const response = await endpoint.create(leadRequest(onboardingLead(), foreign));
      expect(response.status).toBe(403);
      expect(await bodyOf(response)).toMatchObject({ error: 'csrf_failed', reason: CSRF_NOT_ISSUED });
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/LEADS_SECRET/);
    clock += 61_000;
    await endpoint.create(leadRequest(onboardingLead(), pair(issueCsrfToken('y'.repeat(32), { now: new Date(clock) }).token)));
    expect(warn).toHaveBeenCalledTimes(2);
    // A pair that did not come back whole is the browser's cookies: no reason, no log line.
    const missing = await endpoint.create(leadRequest(onboardingLead(), { cookie: null }));
    expect((await bodyOf(missing)).reason).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  // Its own code: a new token would not help, and the form must not tell the visitor their cookies are to blame (a
  // proxy that rewrote Host to drop a port refused every lead so, and the form said "allow cookies").
  test.each<[string, LeadRequestOptions]>([
    ['an Origin of another site', { headers: { origin: 'https://evil.example' } }],
    ['Sec-Fetch-Site: cross-site', { headers: { 'sec-fetch-site': 'cross-site' } }],
  ])('a write with %s is 403 cross_site', async (_, options) => {
    const body = await expectNothingStored(() => create(onboardingLead(), options), 403, 'cross_site');
    expect(body.message).toMatch('another site');
  });

  test('a write from the site itself passes (Origin and Sec-Fetch-Site as a browser sends them)', async () => {
    expect((await create(onboardingLead(), { headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin' } })).status).toBe(201);
  });

  test('the CSRF pair is checked before anything else about the request', async () => {
    expect((await create('not json', { contentType: 'text/plain', header: null })).status).toBe(403);
    const id = await createdId();
    expect((await update(id, onboardingLead(), { cookie: null })).status).toBe(403);
  });

  test('the cookie is found among other cookies', async () => {
    const response = await create(onboardingLead(), { cookie: null, headers: { cookie: `theme=dark; csrftoken=${TOKEN}; _ga=GA1.1` } });
    expect(response.status).toBe(201);
  });
});

describe('idempotent creates', () => {
  test('a repeated Idempotency-Key answers the first answer, marked as a replay, and stores nothing new', async () => {
    const key = { 'Idempotency-Key': 'submit-7f3a' };
    const first = await create(onboardingLead(), { headers: key });
    const count = storedRows().length;
    const again = await create(onboardingLead(), { headers: key });
    expect(again.status).toBe(201);
    expect(await bodyOf(again)).toEqual(await bodyOf(first));
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(storedRows().length).toBe(count);
  });

  test('the same key with a different lead is 422', async () => {
    await create(onboardingLead(), { headers: { 'Idempotency-Key': 'submit-2' } });
    await expectNothingStored(() => create(contactLead(), { headers: { 'Idempotency-Key': 'submit-2' } }), 422, 'idempotency_key_reused');
  });
});

describe('ownership', () => {
  test('a lead can be updated only with the token that created it (or its renewal); any other is 404, as for an unknown id', async () => {
    const id = await createdId(contactLead());
    const other = issueCsrfToken(SECRET).token;
    const response = await update(id, contactLead(), pair(other));
    expect(response.status).toBe(404);
    expect(await bodyOf(response)).toEqual({ error: 'not_found', message: 'There is no lead with this id.' });
    const renewed = issueCsrfToken(SECRET, { nonce: nonceOf(TOKEN) }).token;
    expect((await update(id, contactLead(), pair(renewed))).status).toBe(200);
  });
});

describe('the CSRF token endpoint', () => {
  const get = (headers: Record<string, string> = {}) => csrfRoute.GET(new Request(`${ORIGIN}${CSRF_PATH}`, { headers }));

  test('answers a signed token and its expiry, sets the same in an HttpOnly cookie, and is never cached', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store, private');
    const body = (await response.json()) as { token: string; expiresAt: string };
    expect(verifyCsrfToken(SECRET, body.token)).toMatchObject({ ok: true, expiresAt: new Date(body.expiresAt) });
    expect(response.headers.getSetCookie()).toEqual([`csrftoken=${body.token}; Path=/; Max-Age=${CSRF_TOKEN_TTL_SECONDS}; SameSite=Lax; HttpOnly`]);
  });

  test('the token it gives creates a lead', async () => {
    const { token } = (await (await get()).json()) as { token: string };
    expect((await create(onboardingLead(), pair(token))).status).toBe(201);
  });

  test('renewing a valid token keeps its nonce; an expired or made-up one gets a new nonce', async () => {
    const issued = async (response: Response) => nonceOf(((await response.json()) as { token: string }).token);
    expect(await issued(await get({ cookie: `csrftoken=${TOKEN}` }))).toBe(nonceOf(TOKEN));
    const expired = issueCsrfToken(SECRET, { now: new Date(Date.now() - (CSRF_TOKEN_TTL_SECONDS + 1) * 1000) });
    expect(await issued(await get({ cookie: `csrftoken=${expired.token}` }))).not.toBe(expired.nonce);
    expect(await issued(await get({ cookie: 'csrftoken=made-up' }))).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('__Host-csrftoken and Secure over https (behind a TLS-terminating proxy); renewing reads that name only', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await get(https)).headers.getSetCookie()[0]).toMatch(/^__Host-csrftoken=[^;]+; Path=\/; .*; Secure$/);
    const issued = async (response: Response) => nonceOf(((await response.json()) as { token: string }).token);
    expect(await issued(await get({ ...https, cookie: `__Host-csrftoken=${TOKEN}` }))).toBe(nonceOf(TOKEN));
    // A plain csrftoken (a sibling subdomain can plant one) lends nobody its nonce over https.
    expect(await issued(await get({ ...https, cookie: `csrftoken=${TOKEN}` }))).not.toBe(nonceOf(TOKEN));
  });

  test('refuses a request another site makes the browser send', async () => {
    const response = await get({ 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(((await response.clone().json()) as { error: string }).error).toBe('cross_site');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  test.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('%s is 405 with Allow: GET, HEAD, OPTIONS', (method) => {
    const response = csrfRoute[method]();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});

describe('methods', () => {
  test.each(['GET', 'PUT', 'PATCH', 'DELETE'] as const)('%s on the collection is 405 with Allow: POST, OPTIONS', async (method) => {
    const response = collection[method]();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await bodyOf(response)).error).toBe('method_not_allowed');
  });

  test.each(['GET', 'POST', 'PATCH', 'DELETE'] as const)('%s on a lead is 405 with Allow: PUT, OPTIONS', async (method) => {
    const response = item[method]();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('PUT, OPTIONS');
  });

  test('OPTIONS lists the allowed methods', async () => {
    expect(collection.OPTIONS().headers.get('allow')).toBe('POST, OPTIONS');
    expect(item.OPTIONS().status).toBe(204);
  });

  test('the routes run on Node.js and are never cached', () => {
    expect([collection, item, csrfRoute].map((route) => [route.runtime, route.dynamic])).toEqual([
      ['nodejs', 'force-dynamic'],
      ['nodejs', 'force-dynamic'],
      ['nodejs', 'force-dynamic'],
    ]);
  });
});

describe('failures of our own', () => {
  test('an error in the store is a 500 with a generic message, logged, and no details leaked', async () => {
    const logError = vi.fn();
    const service = createLeadService({
      store: () => {
        throw new Error('SQLITE_CANTOPEN: /secret/path/leads.sqlite');
      },
      limits: createLeadLimits({ createsPerMinute: 10, updatesPerMinute: 10, createsPerClientPerDay: 1000 }),
      dailyCap: 10,
      logError,
    });
    const endpoint = createLeadEndpoint({ apiBaseUrl: () => undefined, service: () => service, secret: () => SECRET, clientAddress: () => '127.0.0.1' });
    const response = await endpoint.create(leadRequest(onboardingLead()));
    expect(response.status).toBe(500);
    const body = await bodyOf(response);
    expect(body.error).toBe('internal_error');
    expect(JSON.stringify(body)).not.toMatch(/SQLITE|secret/);
    expect(logError).toHaveBeenCalledWith('[leads] create failed', expect.any(Error));
  });

  test('an error in the handler itself is a 500 too, logged by default to console.error', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const endpoint = createLeadEndpoint({
      apiBaseUrl: () => undefined,
      service: () => {
        throw new Error('disk full');
      },
      secret: () => SECRET,
      clientAddress: () => '127.0.0.1',
    });
    expect((await endpoint.update(leadRequest(onboardingLead(), { method: 'PUT' }), '00000000-0000-4000-8000-000000000000')).status).toBe(500);
    expect(spy).toHaveBeenCalledWith('[leads] update failed', expect.objectContaining({ message: 'disk full' }));
    spy.mockRestore();
  });
});
