import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import { tempDir } from '~/tests/helpers/leads';
import PageCache from '../cacheHandler.mjs';
import { createHealthCheck, healthResponse } from './health';
import { openLeadStore, type LeadStore } from './leads/store';

const temp = tempDir();
afterAll(temp.cleanup);

const quietLog = () => ({ error: vi.fn(), info: vi.fn() });

describe('/internal/health', () => {
  test('a store that opens and can be written: 200 ok, no-store, and the store exists for the first lead', async () => {
    const file = path.join(temp.dir, 'ok', 'leads.sqlite');
    let store: LeadStore | undefined;
    const log = quietLog();
    const check = createHealthCheck({ leadsExternal: false, store: () => (store ??= openLeadStore(file)), log });
    const answer = healthResponse(check());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ status: 'ok', leadStore: 'ok', pageCache: 'disk' });
    expect(fs.existsSync(file)).toBe(true);
    expect(log.error).not.toHaveBeenCalled();
    store?.close();
  });

  test('a LEADS_DB_PATH that cannot be opened: 503 naming the check, the reason in the log once over many polls, and the recovery logged', async () => {
    const notADirectory = path.join(temp.dir, 'file');
    fs.writeFileSync(notADirectory, '');
    let file = path.join(notADirectory, 'leads.sqlite');
    let store: LeadStore | undefined;
    const log = quietLog();
    const check = createHealthCheck({ leadsExternal: false, store: () => (store ??= openLeadStore(file)), log });
    for (let poll = 0; poll < 3; poll++) {
      const answer = healthResponse(check());
      expect(answer.status).toBe(503);
      const body = await answer.json();
      expect(body).toEqual({ status: 'unavailable', leadStore: 'failing', pageCache: 'disk' });
      expect(JSON.stringify(body)).not.toContain(temp.dir); // no path to a stranger
    }
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]![1]).toMatchObject({ code: 'EEXIST' }); // mkdir of a folder where a file is;
    // The operator mends the path (here: the store opens elsewhere).
    file = path.join(temp.dir, 'mended', 'leads.sqlite');
    expect(healthResponse(check()).status).toBe(200);
    expect(log.info).toHaveBeenCalledWith('[health] the lead store works again');
    expect(healthResponse(check()).status).toBe(200);
    expect(log.info).toHaveBeenCalledTimes(1);
    store?.close();
  });

  test('a database file removed while the server has it open: 503', () => {
    const file = path.join(temp.dir, 'removed', 'leads.sqlite');
    const store = openLeadStore(file);
    const check = createHealthCheck({ leadsExternal: false, store: () => store, log: quietLog() });
    expect(check().status).toBe('ok');
    fs.rmSync(file);
    expect(check()).toEqual({ status: 'unavailable', leadStore: 'failing', pageCache: 'disk' });
    store.close();
  });

  test('a stopping server (SIGTERM, STOP_DRAIN_MS) answers 503 "draining" while it still serves, whatever its stores say', async () => {
    let draining = false;
    const check = createHealthCheck({ leadsExternal: true, store: () => openLeadStore(''), draining: () => draining, log: quietLog() });
    expect(healthResponse(check()).status).toBe(200);
    draining = true;
    const answer = healthResponse(check());
    expect(answer.status).toBe(503);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ status: 'draining', leadStore: 'external', pageCache: 'disk' });
  });

  test('leads sent to an external API: nothing here to check, and no store is opened', () => {
    const store = vi.fn(() => {
      throw new Error('must not be opened');
    });
    const check = createHealthCheck({ leadsExternal: true, store, log: quietLog() });
    expect(check()).toEqual({ status: 'ok', leadStore: 'external', pageCache: 'disk' });
    expect(store).not.toHaveBeenCalled();
  });

  test('a cache directory the page cache cannot write: still 200 (pages are served from memory), with pageCache "memory-only" until a write succeeds again', async () => {
    type Handler = { set(key: string, data: unknown, ctx: object): Promise<void> };
    const Cache = PageCache as unknown as new (ctx: object) => Handler;
    const cacheAt = (serverDistDir: string) =>
      new Cache({ fs: nodeFs, flushToDisk: true, serverDistDir, maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] });
    const page = { kind: 'APP_PAGE', html: '<html></html>', rscData: Buffer.from(''), headers: {}, status: 200, postponed: undefined, segmentData: undefined };
    const ctx = { cacheControl: { revalidate: 3600, expire: 86400 } };
    const readOnly = path.join(temp.dir, 'cache-is-a-file');
    fs.writeFileSync(readOnly, '');
    const file = path.join(temp.dir, 'page-cache', 'leads.sqlite');
    let store: LeadStore | undefined;
    const check = createHealthCheck({ leadsExternal: false, store: () => (store ??= openLeadStore(file)), log: quietLog() });
    expect(check().pageCache).toBe('disk');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await cacheAt(readOnly).set('/route-cache/APP_PAGE/x/$/sv/a', page, ctx);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('[page cache] 1 write(s) to the cache directory failed'));
    } finally {
      warn.mockRestore();
    }
    const answer = healthResponse(check());
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok', leadStore: 'ok', pageCache: 'memory-only' });
    // The disk mended: the next page written clears it.
    await cacheAt(path.join(temp.dir, 'writable')).set('/route-cache/APP_PAGE/x/$/sv/b', page, ctx);
    expect(check()).toEqual({ status: 'ok', leadStore: 'ok', pageCache: 'disk' });
    store?.close();
  });
});
