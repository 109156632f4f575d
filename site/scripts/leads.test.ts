import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { contactLead, createdLead, onboardingLead, tempDir } from '~/tests/helpers/leads';
import { openLeadStore } from '../lib/leads/store';
import { leadsReport } from './leads';

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
    expect(lines[0]).toMatch(/^id\s+type\s+source\s+email\s+company\s+utm campaign\s+created\s+updated$/);
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
