/**
 * `npm run leads`: the leads stored by the embedded endpoint, as a table, oldest first, with a count.
 * Reads the database at LEADS_DB_PATH (default .data/leads.sqlite, from the repository root) without
 * creating anything; safe to run while the site is serving (WAL mode).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseEnv } from '../config/env';
import { openLeadStore, resolveLeadsDbPath, type StoredLead } from '../lib/leads/store';

const COLUMNS: ReadonlyArray<{ title: string; value: (lead: StoredLead) => string; max?: number }> = [
  { title: 'id', value: (l) => l.id },
  { title: 'type', value: (l) => l.type },
  { title: 'source', value: (l) => l.source },
  { title: 'email', value: (l) => l.data.email, max: 40 },
  { title: 'company', value: (l) => l.data.companyIdentityNumber, max: 20 },
  { title: 'utm campaign', value: (l) => l.data.utmCampaign ?? '', max: 30 },
  { title: 'created', value: (l) => shortTime(l.createdAt) },
  { title: 'updated', value: (l) => shortTime(l.updatedAt) },
];

/** 2026-01-01T10:00:00.000Z → 2026-01-01 10:00:00Z: to the second, still UTC and unambiguous. */
const shortTime = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');

const fit = (text: string, max = Infinity) => {
  // One line per lead, whatever was typed into the form.
  const flat = text.replace(/[\r\n\t]+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** The leads as an aligned text table. */
export function formatLeads(leads: readonly StoredLead[]): string {
  const rows = leads.map((lead) => COLUMNS.map((c) => fit(c.value(lead), c.max)));
  const widths = COLUMNS.map((c, i) => Math.max(c.title.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(COLUMNS.map((c) => c.title)), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The whole report for the database at `file`: the table and a count, or why there is nothing. */
export function leadsReport(file: string): string {
  const relative = path.relative(process.cwd(), file);
  const shown = relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
  if (!fs.existsSync(file)) return `No leads yet: there is no lead database at ${shown} (it is created by the first lead).`;
  const store = openLeadStore(file, { readonly: true });
  try {
    const leads = store.list();
    if (leads.length === 0) return `No leads yet in ${shown}.`;
    return `${formatLeads(leads)}\n\n${leads.length} ${leads.length === 1 ? 'lead' : 'leads'} in ${shown}`;
  } finally {
    store.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    console.log(leadsReport(resolveLeadsDbPath(parseEnv(process.env).leadsDbPath)));
  } catch (error) {
    console.error(`Could not read the leads: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
