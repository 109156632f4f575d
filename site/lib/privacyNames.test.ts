/**
 * The privacy page names what the site keeps in a visitor's browser: every cookie and storage key the code writes
 * (the twenty-eighth session found the page saying less than the code did). A new key without a line there fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { CAMPAIGN_STORAGE_KEY } from '~/blocks/_lib/campaignTags';
import { CONSENT_COOKIE } from '~/blocks/_lib/consent';
import { PENDING_KEY_STORAGE } from '~/blocks/_lib/leadsApi';
import { CSRF_COOKIE } from '~/contracts/lead';
import { reloadKey } from '~/engine/render/ClientBoundary.client';
import { REPLAY_SESSION_KEY } from './sentryConsent';

const content = path.resolve(import.meta.dirname, '../content');

test.each([
  ['sv', 'sv/integritet.json'],
  ['en', 'en/privacy.json'],
])('%s: the privacy page names every cookie and storage key the site writes', (_, file) => {
  const text = fs.readFileSync(path.join(content, file), 'utf8');
  const prefix = (key: string) => key.slice(0, key.indexOf(':'));
  for (const name of [CONSENT_COOKIE, `__Host-${CSRF_COOKIE}`, CAMPAIGN_STORAGE_KEY, PENDING_KEY_STORAGE, prefix(reloadKey('/sv')), REPLAY_SESSION_KEY]) {
    expect(text, name).toContain(name);
  }
});
