/**
 * The running server's retention: the store deletes the leads past LEADS_RETENTION_DAYS when it opens
 * and once a day after, on a timer that never keeps a process alive.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createdLead, leadEnv, onboardingLead, tempDir } from '~/tests/helpers/leads';
import fs from 'node:fs';
import { closeLeadRuntime, getLeadStore, leadRuntime, openLeadStoreIfPresent, PURGE_INTERVAL_MS, warnMissingSecretAtStart } from './runtime';
import { openLeadStore } from './store';

const temp = tempDir();
const file = path.join(temp.dir, 'leads.sqlite');
const env = leadEnv({ LEADS_DB_PATH: file, LEADS_RETENTION_DAYS: '30', CLIENT_IP_HEADER: 'x-real-ip' });
const root = path.resolve(import.meta.dirname, '../../..');
const DAY = 24 * 60 * 60 * 1000;

beforeAll(env.apply);
afterAll(() => {
  closeLeadRuntime();
  vi.useRealTimers();
  temp.cleanup();
  env.restore();
});

test('opening the store deletes the leads past the retention, and the daily timer those that pass it later', () => {
  const start = Date.UTC(2026, 5, 1, 12, 0);
  const seed = (daysAgo: number) => {
    const store = openLeadStore(file, { now: () => new Date(start - daysAgo * DAY) });
    const lead = createdLead(store, onboardingLead());
    store.close();
    return lead.id;
  };
  const old = seed(40);
  const recent = seed(10);
  vi.useFakeTimers({ now: start, toFake: ['Date', 'setInterval', 'clearInterval'] });
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});

  const store = getLeadStore();
  expect(store.list().map((l) => l.id)).toEqual([recent]);
  expect(info).toHaveBeenCalledWith('[leads] deleted 1 lead not changed in 30 days (LEADS_RETENTION_DAYS)');
  expect(store.get(old)).toBeNull();

  vi.advanceTimersByTime(19 * DAY); // 29 days unchanged: kept
  expect(store.get(recent)).not.toBeNull();
  vi.advanceTimersByTime(PURGE_INTERVAL_MS); // 30 days
  expect(store.count()).toBe(0);
  info.mockRestore();
});

test('the daily timer never keeps a process alive: a script that opened the store exits by itself', () => {
  const script = "import('./site/lib/leads/runtime.ts').then((m) => { m.getLeadStore(); console.log('opened'); })";
  const output = execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['-e', script], {
    cwd: root,
    env: { ...process.env, LEADS_DB_PATH: path.join(temp.dir, 'exits.sqlite') },
    encoding: 'utf8',
    // Without unref it would wait a day for the timer; the script's own start takes a few seconds.
    timeout: 30_000,
  });
  expect(output.trim()).toBe('opened');
});

test('at start the store is opened (and purged) only when its file exists: nothing is created for a site that never stored a lead', () => {
  closeLeadRuntime();
  const never = path.join(temp.dir, 'never.sqlite');
  expect(openLeadStoreIfPresent({ leadsDbPath: never, apiBaseUrl: undefined })).toBe(false);
  expect(fs.existsSync(never)).toBe(false);
  // Leads going to an external API: no store at all.
  expect(openLeadStoreIfPresent({ leadsDbPath: file, apiBaseUrl: 'https://api.example.test' })).toBe(false);
  const old = openLeadStore(file, { now: () => new Date(Date.now() - 40 * DAY) });
  const id = createdLead(old, onboardingLead()).id;
  old.close();
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  expect(openLeadStoreIfPresent()).toBe(true);
  expect(getLeadStore().get(id)).toBeNull(); // purged at open: 40 days unchanged, 30 kept
  info.mockRestore();
});

test('a CLIENT_IP_HEADER the proxy does not send is said once in the log (every such request shares one per-client limit)', () => {
  closeLeadRuntime();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const runtime = leadRuntime();
  expect(runtime.clientAddress(new Headers({ 'x-real-ip': '203.0.113.7' }))).toBe('203.0.113.7');
  expect(warn).not.toHaveBeenCalled();
  expect(runtime.clientAddress(new Headers())).toBe('unknown');
  expect(runtime.clientAddress(new Headers())).toBe('unknown');
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]![0])).toMatch(/CLIENT_IP_HEADER is x-real-ip/);
  warn.mockRestore();
});

test('a server for a public address that stores leads without LEADS_SECRET says so as it starts; with the secret, an external API or no SITE_URL (a local run) it does not', () => {
  const warn = vi.fn();
  expect(warnMissingSecretAtStart({ apiBaseUrl: undefined, leadsSecret: undefined, siteUrlConfigured: true }, warn)).toBe(true);
  expect(warn.mock.calls[0]![0]).toMatch(/LEADS_SECRET is not set/);
  expect(warnMissingSecretAtStart({ apiBaseUrl: undefined, leadsSecret: 's'.repeat(32), siteUrlConfigured: true }, warn)).toBe(false);
  expect(warnMissingSecretAtStart({ apiBaseUrl: 'https://api.example', leadsSecret: undefined, siteUrlConfigured: true }, warn)).toBe(false);
  expect(warnMissingSecretAtStart({ apiBaseUrl: undefined, leadsSecret: undefined, siteUrlConfigured: false }, warn)).toBe(false);
  expect(warn).toHaveBeenCalledTimes(1);
});
