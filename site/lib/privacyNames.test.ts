/**
 * The privacy page names what the site keeps in a visitor's browser (the twenty-eighth session found the page saying
 * less than the code did): every cookie and storage key below, in both languages. The storage keys are found in the
 * code: a new `setItem` with another key fails here until it is named on the page and listed below.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { CAMPAIGN_STORAGE_KEY } from '~/blocks/_lib/campaignTags';
import { CONSENT_COOKIE } from '~/blocks/_lib/consent';
import { ENTRY_STATE_STORAGE } from '~/blocks/_lib/entryState';
import { PENDING_KEY_STORAGE } from '~/blocks/_lib/leadsApi';
import { UNSENT_LEAD_STORAGE } from '~/blocks/_lib/unsentLead';
import { CSRF_COOKIE } from '~/contracts/lead';
import { reloadKey } from '~/engine/render/ClientBoundary.client';
import { REPLAY_SESSION_KEY } from './sentryConsent';

const root = path.resolve(import.meta.dirname, '../..');
const content = path.join(root, 'site/content');
const prefix = (key: string) => key.slice(0, key.indexOf(':'));

/** The code's storage writes, by the file and the expression it names the key with, and the name the privacy page gives it. */
const STORAGE_KEYS: Record<string, string> = {
  'blocks/_lib/campaignTags.ts: CAMPAIGN_STORAGE_KEY': CAMPAIGN_STORAGE_KEY,
  'blocks/_lib/leadsApi.ts: PENDING_KEY_STORAGE': PENDING_KEY_STORAGE,
  'engine/render/ClientBoundary.client.tsx: key': prefix(reloadKey('/sv')), // `const key = reloadKey(path)`
  'blocks/_lib/unsentLead.ts: key': UNSENT_LEAD_STORAGE, // `unsentKey(page, form)`: the prefix, then the page and form
  'blocks/_lib/entryState.ts: STORE': ENTRY_STATE_STORAGE,
};
/** What others write: the consent cookie, the CSRF cookie over https, Sentry's replay session (its own code). */
const OTHER_NAMES = [CONSENT_COOKIE, `__Host-${CSRF_COOKIE}`, REPLAY_SESSION_KEY];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

test('every storage key the code writes is one the privacy page is checked for', () => {
  const written = new Set<string>();
  for (const file of ['blocks', 'engine', 'site', 'machines', 'contracts'].flatMap((dir) => sources(path.join(root, dir)))) {
    for (const [, key] of fs.readFileSync(file, 'utf8').matchAll(/\.setItem\(\s*([^,]+?)\s*,/g)) written.add(`${path.relative(root, file)}: ${key!}`);
  }
  expect([...written].sort()).toEqual(Object.keys(STORAGE_KEYS).sort());
});

test.each([
  ['sv', 'sv/integritet.json'],
  ['en', 'en/privacy.json'],
])('%s: the privacy page names every cookie and storage key the site writes', (_, file) => {
  const text = fs.readFileSync(path.join(content, file), 'utf8');
  for (const name of [...Object.values(STORAGE_KEYS), ...OTHER_NAMES]) expect(text, name).toContain(name);
});
