/**
 * `npm run leads`: the leads stored by the embedded endpoint, as a table, oldest first, with a count.
 * Reads the database at LEADS_DB_PATH (default .data/leads.sqlite, from the repository root) without
 * creating anything; safe to run while the site is serving (WAL mode).
 *
 * A data subject's requests (GDPR articles 15, 17, 20; the procedure is in docs/deployment.md):
 *
 *   npm run leads -- find <text>          the leads whose e-mail, phone, organisation number or name it is
 *   npm run leads -- export <id|email>    every stored field of the lead, or of each lead with that e-mail, as JSON
 *   npm run leads -- delete <id>          deletes the lead and its idempotency records
 *   npm run leads -- purge                deletes what is past its retention (LEADS_RETENTION_DAYS), as the server does daily
 *
 * find and export only read, like the listing. An error (no such lead, a file that is no database) is
 * a message on stderr, no stack trace, and exit code 1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatCount, type PluralForms } from '~/rules/money';
import { parseEnv } from '../config/env';
import { isLeadId } from '../lib/leads/service';
import { openLeadStore, resolveLeadsDbPath, type LeadRecord, type LeadStore, type OpenOptions, type StoredLead } from '../lib/leads/store';
import { personMatcher, sameEmail } from '../lib/leads/subject';

type Column = { title: string; value: (lead: StoredLead) => string; max?: number };

const COLUMNS: readonly Column[] = [
  { title: 'id', value: (l) => l.id },
  { title: 'type', value: (l) => l.type },
  { title: 'source', value: (l) => l.source },
  { title: 'email', value: (l) => l.data.email, max: 40 },
  { title: 'company', value: (l) => l.data.companyIdentityNumber, max: 20 },
  { title: 'utm campaign', value: (l) => l.data.utmCampaign ?? '', max: 30 },
  { title: 'created', value: (l) => shortTime(l.createdAt) },
  { title: 'updated', value: (l) => shortTime(l.updatedAt) },
];

/** find's table adds what a lead may have been found by: the name and the phone. */
const FIND_COLUMNS: readonly Column[] = [
  ...COLUMNS.slice(0, 4),
  { title: 'name', value: (l) => [l.data.firstName, l.data.surname].filter(Boolean).join(' '), max: 30 },
  { title: 'phone', value: (l) => l.data.phone, max: 20 },
  ...COLUMNS.slice(4),
];

/** 2026-01-01T10:00:00.000Z → 2026-01-01 10:00:00Z: to the second, still UTC and unambiguous. */
const shortTime = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');

const fit = (text: string, max = Infinity) => {
  // One line per lead, whatever was typed into the form.
  const flat = text.replace(/[\r\n\t]+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** The leads as an aligned text table. */
export function formatLeads(leads: readonly StoredLead[], columns: readonly Column[] = COLUMNS): string {
  const rows = leads.map((lead) => columns.map((c) => fit(c.value(lead), c.max)));
  const widths = columns.map((c, i) => Math.max(c.title.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.title)), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The report's nouns, counted by rules/money formatCount. */
const NOUNS = {
  lead: { one: '{count} lead', other: '{count} leads' },
  key: { one: '{count} idempotency record', other: '{count} idempotency records' },
} satisfies Record<string, PluralForms>;

/** The file as the reader gave it: relative to the working directory when it is under it. */
function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/** Runs `work` on the store at `file`, closed afterwards. */
function withStore<T>(file: string, options: OpenOptions, work: (store: LeadStore) => T): T {
  const store = openLeadStore(file, options);
  try {
    return work(store);
  } finally {
    store.close();
  }
}

/**
 * A column naming, for a lead whose company already had a lead of its type (the form sent again after a reload or
 * from another browser, or by a colleague: the store keeps each, site/README.md), that first lead: one company's
 * leads read as one.
 */
export function sameCompanyColumn(leads: readonly StoredLead[]): Column {
  const first = new Map<string, StoredLead>();
  const earlier = new Map<string, string>();
  for (const lead of [...leads].sort((a, b) => a.createdAt.localeCompare(b.createdAt, 'en'))) {
    const company = `${lead.type}\n${lead.data.companyIdentityNumber}`;
    const before = first.get(company);
    if (before) earlier.set(lead.id, before.id);
    else first.set(company, lead);
  }
  return { title: 'same company as', value: (lead) => earlier.get(lead.id) ?? '' };
}

/** The whole report for the database at `file`: the table and a count, or why there is nothing. */
export function leadsReport(file: string): string {
  const shown = shownPath(file);
  if (!fs.existsSync(file)) return `No leads yet: there is no lead database at ${shown} (it is created by the first lead).`;
  return withStore(file, { readonly: true }, (store) => {
    const leads = store.list();
    if (leads.length === 0) return `No leads yet in ${shown}.`;
    return `${formatLeads(leads, [...COLUMNS, sameCompanyColumn(leads)])}\n\n${formatCount(leads.length, NOUNS.lead, 'en')} in ${shown}`;
  });
}

/** A refusal of the command itself (no such lead, a missing argument): its message is all the reader needs. */
export class LeadsCommandError extends Error {
  override name = 'LeadsCommandError';
}

export interface LeadsSettings {
  /** The database (resolveLeadsDbPath of LEADS_DB_PATH). */
  file: string;
  /** LEADS_RETENTION_DAYS, for purge. */
  retentionDays: number;
  /** Injected clock for tests. */
  now?: () => Date;
}

/** `find <text>`: the leads about the person the text names (subject.ts personMatcher), with their names and phones. */
export function findReport(file: string, text: string): string {
  const shown = shownPath(file);
  if (!fs.existsSync(file)) return `No lead matches "${text}": there is no lead database at ${shown}.`;
  const matches = personMatcher(text);
  return withStore(file, { readonly: true }, (store) => {
    const leads = store.find((lead) => matches(lead.data));
    if (leads.length === 0) return `No lead in ${shown} matches "${text}".`;
    return `${formatLeads(leads, FIND_COLUMNS)}\n\n${formatCount(leads.length, NOUNS.lead, 'en')} in ${shown} ${leads.length === 1 ? 'matches' : 'match'} "${text}"; npm run leads -- export <id> gives every field.`;
  });
}

/** `export <id|email>`: every stored field of the lead, or of every lead with that e-mail address, as JSON (GDPR 20). */
export function exportLeads(file: string, target: string, now: () => Date = () => new Date()): string {
  const byId = isLeadId(target);
  if (!byId && !target.includes('@')) throw new LeadsCommandError(`"${target}" is neither a lead's id nor an e-mail address.`);
  const missing = () => new LeadsCommandError(`No lead has the ${byId ? 'id' : 'e-mail address'} ${target} in ${shownPath(file)}.`);
  if (!fs.existsSync(file)) throw missing();
  const leads = withStore(file, { readonly: true }, (store): LeadRecord[] => {
    if (byId) return [store.record(target.toLowerCase())].filter((lead) => lead !== null);
    return store.find((lead) => sameEmail(lead.data.email, target)).flatMap((lead) => store.record(lead.id) ?? []);
  });
  if (leads.length === 0) throw missing();
  return JSON.stringify({ exportedAt: now().toISOString(), leads }, null, 2);
}

/** `delete <id>`: deletes the lead and its idempotency records, and says what it deleted (GDPR 17). */
export function deleteLead(file: string, id: string): string {
  const shown = shownPath(file);
  const missing = () => new LeadsCommandError(`No lead has the id ${id} in ${shown}; nothing was deleted.`);
  // Checked first: opening for writing would create the file.
  if (!fs.existsSync(file)) throw missing();
  const deleted = withStore(file, {}, (store) => store.delete(id.toLowerCase()));
  if (!deleted) throw missing();
  return `${formatLeads([deleted])}\n\nDeleted this lead and ${formatCount(deleted.idempotencyKeys.length, NOUNS.key, 'en')} from ${shown}.`;
}

/** `purge`: what the server does when it opens the store and daily after, now (store.ts purgeExpired). */
export function purgeReport(file: string, retentionDays: number, now?: () => Date): string {
  const shown = shownPath(file);
  if (!fs.existsSync(file)) return `Nothing to purge: there is no lead database at ${shown}.`;
  const purged = withStore(file, { retentionDays, now }, (store) => store.purgeExpired());
  return (
    `Deleted ${formatCount(purged.leads, NOUNS.lead, 'en')} not changed in ${retentionDays} days (LEADS_RETENTION_DAYS) ` +
    `and ${formatCount(purged.idempotencyKeys, NOUNS.key, 'en')} from ${shown}.`
  );
}

export const USAGE = `Usage:
  npm run leads                         every lead, oldest first
  npm run leads -- find <text>          the leads whose e-mail, phone, organisation number or name is <text>
  npm run leads -- export <id|email>    every stored field of the lead(s), as JSON
  npm run leads -- delete <id>          deletes the lead and its idempotency records
  npm run leads -- purge                deletes the leads past LEADS_RETENTION_DAYS, and old idempotency records`;

/** The output of `npm run leads [command] [argument]`; throws LeadsCommandError for a refusal. */
export function runLeadsCommand(args: readonly string[], settings: LeadsSettings): string {
  const [command, ...rest] = args;
  // `find Erik Svensson` without quotes is one text.
  const argument = rest.join(' ').trim();
  const required = (what: string) => {
    if (argument === '') throw new LeadsCommandError(`npm run leads -- ${command} needs ${what}.\n\n${USAGE}`);
    return argument;
  };
  switch (command) {
    case undefined:
      return leadsReport(settings.file);
    case 'find':
      return findReport(settings.file, required('a text to find (an e-mail, phone, organisation number or name)'));
    case 'export':
      return exportLeads(settings.file, required("a lead's id or an e-mail address"), settings.now);
    case 'delete':
      return deleteLead(settings.file, required("a lead's id"));
    case 'purge':
      if (argument !== '') throw new LeadsCommandError(`npm run leads -- purge takes no argument.\n\n${USAGE}`);
      return purgeReport(settings.file, settings.retentionDays, settings.now);
    case 'help':
    case '--help':
      return USAGE;
    default:
      throw new LeadsCommandError(`Unknown command "${command}".\n\n${USAGE}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  try {
    const env = parseEnv(process.env);
    console.log(runLeadsCommand(args, { file: resolveLeadsDbPath(env.leadsDbPath), retentionDays: env.leadsRetentionDays }));
  } catch (error) {
    const failed = args[0] === 'delete' ? 'delete the lead' : args[0] === 'purge' ? 'purge the leads' : 'read the leads';
    console.error(error instanceof LeadsCommandError ? error.message : `Could not ${failed}: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
