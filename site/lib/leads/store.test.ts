import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { contactLead, onboardingLead, tempDir } from '~/tests/helpers/leads';
import { DEFAULT_LEADS_DB_PATH, openLeadStore, resolveLeadsDbPath } from './store';

const temp = tempDir();
afterAll(temp.cleanup);

/** A clock that moves one minute per reading, from 2026-01-01T10:00Z. */
function steppingClock() {
  let t = Date.UTC(2026, 0, 1, 10, 0);
  return () => {
    const d = new Date(t);
    t += 60_000;
    return d;
  };
}

describe('lead store', () => {
  test('creates the file and its folders on open, and records type, source, data, meta and ISO timestamps', () => {
    const file = path.join(temp.dir, 'a', 'b', 'leads.sqlite');
    const store = openLeadStore(file, { now: steppingClock() });
    expect(fs.existsSync(file)).toBe(true);
    const lead = store.create(onboardingLead());
    expect(lead).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'ONBOARDING',
      source: 'onboarding',
      data: onboardingLead().data,
      meta: onboardingLead().meta,
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-01T10:00:00.000Z',
    });
    expect(store.get(lead.id)).toEqual(lead);
    store.close();
  });

  test('update replaces type, source, data and meta and moves only updated_at', () => {
    const store = openLeadStore(path.join(temp.dir, 'update.sqlite'), { now: steppingClock() });
    const lead = store.create(onboardingLead());
    const updated = store.update(lead.id, contactLead());
    expect(updated).toEqual({
      ...lead,
      type: 'CONTACT_FORM',
      source: 'contact_form',
      data: contactLead().data,
      meta: contactLead().meta,
      updatedAt: '2026-01-01T10:01:00.000Z',
    });
    expect(store.update('00000000-0000-4000-8000-000000000000', contactLead())).toBeNull();
    expect(store.count()).toBe(1);
    store.close();
  });

  test('lists leads oldest first and counts them; survives reopening', () => {
    const file = path.join(temp.dir, 'list.sqlite');
    const store = openLeadStore(file, { now: steppingClock() });
    const ids = [store.create(onboardingLead()).id, store.create(contactLead()).id, store.create(onboardingLead()).id];
    store.close();
    const again = openLeadStore(file);
    expect(again.list().map((l) => l.id)).toEqual(ids);
    expect(again.count()).toBe(3);
    again.close();
  });

  test('a read-only open never creates anything: a missing file is an error, a file without leads is empty', () => {
    const missing = path.join(temp.dir, 'missing', 'leads.sqlite');
    expect(() => openLeadStore(missing, { readonly: true })).toThrow();
    expect(fs.existsSync(path.dirname(missing))).toBe(false);

    const blank = path.join(temp.dir, 'blank.sqlite');
    fs.writeFileSync(blank, '');
    const store = openLeadStore(blank, { readonly: true });
    expect(store.list()).toEqual([]);
    expect(store.count()).toBe(0);
    expect(() => store.create(onboardingLead())).toThrow(/read-only/);
    store.close();
  });

  test('a relative LEADS_DB_PATH resolves from the working directory; unset means .data/leads.sqlite there', () => {
    expect(resolveLeadsDbPath(undefined)).toBe(path.join(process.cwd(), DEFAULT_LEADS_DB_PATH));
    expect(resolveLeadsDbPath('tmp/x.sqlite')).toBe(path.join(process.cwd(), 'tmp/x.sqlite'));
    expect(resolveLeadsDbPath('/var/lib/leads.sqlite')).toBe('/var/lib/leads.sqlite');
  });
});
