import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { contactLead, createdLead, onboardingLead, tempDir } from '~/tests/helpers/leads';
import { openLeadStore } from '../lib/leads/store';
import { leadsReport, LeadsCommandError, runLeadsCommand, type LeadsSettings } from './leads';

const temp = tempDir();
afterAll(temp.cleanup);
const root = path.resolve(import.meta.dirname, '../..');

function seeded(name: string): { file: string; ids: string[] } {
  const file = path.join(temp.dir, name);
  let t = Date.UTC(2026, 2, 1, 9, 30);
  const store = openLeadStore(file, { now: () => new Date((t += 1000)) });
  const first = createdLead(store, onboardingLead());
  const second = createdLead(store, { ...contactLead(), data: { ...contactLead().data, email: 'multi\nline@bolag.se' } });
  store.update(first.id, onboardingLead());
  store.close();
  return { file, ids: [first.id, second.id] };
}

describe('npm run leads', () => {
  test('prints a table of id, type, source, email, company, campaign, created and updated, and a count', () => {
    const { file, ids } = seeded('two.sqlite');
    const lines = leadsReport(file).split('\n');
    expect(lines[0]).toMatch(/^id\s+type\s+source\s+email\s+company\s+utm campaign\s+created\s+updated\s+same company as$/);
    expect(lines[1]).toMatch(/^-+( +-+)+$/);
    expect(lines[2]).toMatch(
      new RegExp(`^${ids[0]}\\s+ONBOARDING\\s+onboarding\\s+anna@firma\\.se\\s+556036-0793\\s+spring\\s+2026-03-01 09:30:01Z\\s+2026-03-01 09:30:03Z$`),
    );
    expect(lines[3]).toMatch(
      new RegExp(`^${ids[1]}\\s+CONTACT_FORM\\s+contact_form\\s+multi line@bolag\\.se\\s+556036-0793\\s+2026-03-01 09:30:02Z\\s+2026-03-01 09:30:02Z$`),
    );
    expect(lines.at(-1)).toMatch(/^2 leads in /);
    // Columns line up: every row's second column starts where the header's does.
    const at = lines[0]!.indexOf('type');
    expect(lines.slice(2, 4).map((l) => l.slice(at, at + 4))).toEqual(['ONBO', 'CONT']);
  });

  test("a company's later lead of a type (sent again from another browser, or by a colleague) names the company's first one", () => {
    const file = path.join(temp.dir, 'same-company.sqlite');
    let t = Date.UTC(2026, 2, 1, 9, 30);
    const store = openLeadStore(file, { now: () => new Date((t += 1000)) });
    const first = createdLead(store, onboardingLead());
    const contact = createdLead(store, contactLead()); // the same company, but a contact request: a lead of its own kind
    const colleague = createdLead(store, { ...onboardingLead(), data: { ...onboardingLead().data, email: 'cfo@firma.se' } });
    const other = createdLead(store, { ...onboardingLead(), data: { ...onboardingLead().data, companyIdentityNumber: '559016-2466' } });
    store.close();
    const lines = leadsReport(file).split('\n');
    const row = (id: string) => lines.find((line) => line.startsWith(id))!;
    expect(row(colleague.id)).toMatch(new RegExp(`\\s${first.id}$`));
    for (const id of [first.id, contact.id, other.id]) expect(row(id)).toMatch(/Z$/);
  });

  test('a missing database is "no leads yet", and it is not created', () => {
    const file = path.join(temp.dir, 'none', 'leads.sqlite');
    expect(leadsReport(file)).toMatch(/^No leads yet: there is no lead database at /);
    expect(fs.existsSync(path.dirname(file))).toBe(false);
  });

  test('an empty database is "no leads yet"', () => {
    const file = path.join(temp.dir, 'empty.sqlite');
    openLeadStore(file).close();
    expect(leadsReport(file)).toMatch(/^No leads yet in /);
  });

  test('the script reads the database named by LEADS_DB_PATH', () => {
    const { file, ids } = seeded('env.sqlite');
    const output = execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['site/scripts/leads.ts'], {
      cwd: root,
      env: { ...process.env, LEADS_DB_PATH: file },
      encoding: 'utf8',
    });
    expect(output).toContain(ids[0]);
    expect(output).toMatch(/2 leads in /);
  });
});

/**
 * Four leads of three people: Anna twice (the hero form), Erik Johan Svensson (the contact form, with an
 * owner and an idempotency key) and Lisa Berg, a sole trader whose organisation number is her personnummer.
 */
function people(name: string) {
  const file = path.join(temp.dir, name);
  let t = Date.UTC(2026, 2, 1, 9, 30);
  const store = openLeadStore(file, { now: () => new Date((t += 1000)) });
  const anna = createdLead(store, onboardingLead());
  const erik = createdLead(store, contactLead(), { ownerHash: 'owner-of-erik', idempotency: { keyHash: 'key-of-erik', payloadHash: 'payload' } });
  const lisa = createdLead(store, {
    ...contactLead(),
    data: {
      ...contactLead().data,
      email: 'lisa@enskild.se',
      phone: '+46 70 999 88 77',
      companyIdentityNumber: '19811218-9876',
      firstName: 'Lisa',
      surname: 'Berg',
    },
  });
  const annaAgain = createdLead(store, { ...onboardingLead(), data: { ...onboardingLead().data, email: 'Anna@Firma.se', phone: '0701112233' } });
  store.close();
  const settings: LeadsSettings = { file, retentionDays: 365, now: () => new Date(Date.UTC(2026, 2, 3)) };
  return { file, settings, ids: { anna: anna.id, erik: erik.id, lisa: lisa.id, annaAgain: annaAgain.id } };
}

/** The ids in a table's rows, in order. */
const idsIn = (output: string) => [...output.matchAll(/^([0-9a-f]{8}-[0-9a-f-]{27}) /gm)].map((m) => m[1]);

describe("npm run leads -- find: a data subject's leads", () => {
  test('by e-mail in any case, with the name and phone columns and a count', () => {
    const { settings, ids } = people('find-email.sqlite');
    const output = runLeadsCommand(['find', 'ANNA@firma.SE'], settings);
    expect(output.split('\n')[0]).toMatch(/^id\s+type\s+source\s+email\s+name\s+phone\s+company\s+utm campaign\s+created\s+updated$/);
    expect(idsIn(output)).toEqual([ids.anna, ids.annaAgain]);
    expect(output).toMatch(/\n2 leads in .* match "ANNA@firma.SE"; npm run leads -- export <id> gives every field\.$/);
  });

  test('by organisation number in any spelling the store normalises, a personnummer with or without its century', () => {
    const { settings, ids } = people('find-number.sqlite');
    for (const spelling of ['5560360793', '16556036-0793', ' 556036 0793 ']) {
      expect(idsIn(runLeadsCommand(['find', spelling], settings))).toEqual([ids.anna, ids.erik, ids.annaAgain]);
    }
    for (const spelling of ['811218-9876', '198112189876', '19811218-9876']) expect(idsIn(runLeadsCommand(['find', spelling], settings))).toEqual([ids.lisa]);
  });

  test('by phone, from abroad or at home; by the words of a name in any order and case', () => {
    const { settings, ids } = people('find-phone.sqlite');
    expect(idsIn(runLeadsCommand(['find', '+46 70-123 45 67'], settings))).toEqual([ids.anna]);
    expect(idsIn(runLeadsCommand(['find', '070', '999', '88', '77'], settings))).toEqual([ids.lisa]);
    expect(idsIn(runLeadsCommand(['find', 'svensson', 'erik'], settings))).toEqual([ids.erik]);
    expect(runLeadsCommand(['find', 'Anna Svensson'], settings)).toMatch(/^No lead in .* matches "Anna Svensson"\.$/);
  });
});

describe('npm run leads -- export: every stored field, as JSON (GDPR 20)', () => {
  test('by id: the lead, its owner hash and idempotency records; by e-mail: every lead with that address', () => {
    const { file, settings, ids } = people('export.sqlite');
    const exported = JSON.parse(runLeadsCommand(['export', ids.erik], settings)) as Record<string, unknown>;
    const store = openLeadStore(file, { readonly: true });
    expect(exported).toEqual({ exportedAt: '2026-03-03T00:00:00.000Z', leads: [store.record(ids.erik)] });
    expect(exported.leads).toEqual([
      expect.objectContaining({
        data: contactLead().data,
        meta: contactLead().meta,
        ownerHash: 'owner-of-erik',
        idempotencyKeys: [expect.objectContaining({ keyHash: 'key-of-erik' })],
      }),
    ]);
    const byEmail = JSON.parse(runLeadsCommand(['export', 'anna@FIRMA.se'], settings)) as { leads: Array<{ id: string }> };
    expect(byEmail.leads.map((l) => l.id)).toEqual([ids.anna, ids.annaAgain]);
    store.close();
  });

  test('no such lead, an argument that is neither, or no database: a refusal, and nothing is created', () => {
    const { settings } = people('export-none.sqlite');
    expect(() => runLeadsCommand(['export', '00000000-0000-4000-8000-000000000000'], settings)).toThrow(/^No lead has the id 00000000-/);
    expect(() => runLeadsCommand(['export', 'nobody@firma.se'], settings)).toThrow(/^No lead has the e-mail address nobody@firma.se/);
    expect(() => runLeadsCommand(['export', 'anna'], settings)).toThrow(/neither a lead's id nor an e-mail address/);
    const missing = path.join(temp.dir, 'nowhere', 'leads.sqlite');
    expect(() => runLeadsCommand(['export', 'anna@firma.se'], { ...settings, file: missing })).toThrow(LeadsCommandError);
    expect(fs.existsSync(path.dirname(missing))).toBe(false);
  });
});

describe('npm run leads -- delete and purge (GDPR 17, 5(1)(e))', () => {
  test('delete removes the lead and its idempotency records and prints what it deleted', () => {
    const { file, settings, ids } = people('delete.sqlite');
    const output = runLeadsCommand(['delete', ids.erik], settings);
    expect(idsIn(output)).toEqual([ids.erik]);
    expect(output).toMatch(/\n\nDeleted this lead and 1 idempotency record from .*delete\.sqlite\.$/);
    expect(idsIn(leadsReport(file))).toEqual([ids.anna, ids.lisa, ids.annaAgain]);
    expect(() => runLeadsCommand(['delete', ids.erik], settings)).toThrow(/^No lead has the id .*; nothing was deleted\.$/);
    const missing = path.join(temp.dir, 'no-delete', 'leads.sqlite');
    expect(() => runLeadsCommand(['delete', ids.erik], { ...settings, file: missing })).toThrow(LeadsCommandError);
    expect(fs.existsSync(path.dirname(missing))).toBe(false);
  });

  test('purge deletes the leads past LEADS_RETENTION_DAYS and the old idempotency records, and says how many', () => {
    const { file, settings, ids } = people('purge.sqlite');
    expect(runLeadsCommand(['purge'], settings)).toMatch(/^Deleted 0 leads not changed in 365 days \(LEADS_RETENTION_DAYS\) and 1 idempotency record from /);
    // 365 days after Erik's lead was stored (Anna's first, a second before it, goes too).
    const aYearOn = { ...settings, now: () => new Date(Date.UTC(2027, 2, 1, 9, 30, 2)) };
    expect(runLeadsCommand(['purge'], aYearOn)).toMatch(/^Deleted 2 leads not changed in 365 days .* and 0 idempotency records from /);
    expect(idsIn(leadsReport(file))).toEqual([ids.lisa, ids.annaAgain]);
    expect(runLeadsCommand(['purge'], { ...settings, file: path.join(temp.dir, 'no-purge.sqlite') })).toMatch(/^Nothing to purge/);
  });

  test('a missing argument or an unknown command is a refusal with the usage', () => {
    const { settings } = people('usage.sqlite');
    expect(() => runLeadsCommand(['find'], settings)).toThrow(/needs a text to find[\s\S]*Usage:/);
    expect(() => runLeadsCommand(['delete', ' '], settings)).toThrow(/needs a lead's id/);
    expect(() => runLeadsCommand(['purge', 'now'], settings)).toThrow(/takes no argument/);
    expect(() => runLeadsCommand(['remove', 'x'], settings)).toThrow(/^Unknown command "remove"/);
    expect(runLeadsCommand([], settings)).toMatch(/\n4 leads in /);
  });
});

describe('the script on the command line', () => {
  const run = (args: string[], file: string) =>
    spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['site/scripts/leads.ts', ...args], {
      cwd: root,
      env: { ...process.env, LEADS_DB_PATH: file },
      encoding: 'utf8',
    });

  test('export writes JSON alone to stdout; no such lead or a file that is no database: a message, exit code 1, no stack trace', () => {
    const { file, ids } = people('cli.sqlite');
    const exported = run(['export', ids.lisa], file);
    expect(exported.status).toBe(0);
    expect((JSON.parse(exported.stdout) as { leads: Array<{ id: string }> }).leads[0]?.id).toBe(ids.lisa);

    const missing = run(['delete', '00000000-0000-4000-8000-000000000000'], file);
    expect([missing.status, missing.stdout, missing.stderr.trim()]).toEqual([
      1,
      '',
      expect.stringMatching(/^No lead has the id 00000000-\S+ in .*; nothing was deleted\.$/),
    ]);

    const garbage = path.join(temp.dir, 'garbage.sqlite');
    fs.writeFileSync(garbage, 'these are not the leads you are looking for, and no SQLite file either');
    const unreadable = run(['find', 'anna'], garbage);
    expect([unreadable.status, unreadable.stderr.trim()]).toEqual([1, 'Could not read the leads: file is not a database']);
  });
});
