import { afterEach, describe, expect, test, vi } from 'vitest';
import type { DatasourceEntry } from '~/engine';
import { invalidateRedirects, keepRedirectsRead, listedRedirect, redirectFor, resetRedirects } from './redirects';

afterEach(() => {
  resetRedirects();
  vi.restoreAllMocks();
});

const reader = (entries: DatasourceEntry[]) => {
  const read = vi.fn(() => Promise.resolve(entries.map((e) => ({ ...e }))));
  return Object.assign(read, { set: (next: DatasourceEntry[]) => void (entries = next) });
};

describe('the redirects the proxy follows', () => {
  test('an old address, however written, leads where the editors say; reading the list once', async () => {
    const read = reader([{ name: '/sv/kredit', value: '/sv/flexkredit' }]);
    expect(await redirectFor('/sv/kredit', read)).toBe('/sv/flexkredit');
    expect(await redirectFor('/SV/Kredit/', read)).toBe('/sv/flexkredit');
    expect(await redirectFor('/sv/annat', read)).toBeUndefined();
    expect(await redirectFor('/_next/x', read)).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(1);
  });

  test('the webhook drops the list: the next lookup reads it again and uses it', async () => {
    const read = reader([{ name: '/sv/kredit', value: '/sv/flexkredit' }]);
    expect(await redirectFor('/sv/kredit', read)).toBe('/sv/flexkredit');
    read.set([{ name: '/sv/kredit', value: '/sv/veckolan' }]);
    expect(await redirectFor('/sv/kredit', read)).toBe('/sv/flexkredit');
    invalidateRedirects();
    expect(await redirectFor('/sv/kredit', read)).toBe('/sv/veckolan');
    expect(read).toHaveBeenCalledTimes(2);
  });

  test('a list that cannot be read: the address is the 404 it was, the failure is logged, and the read is not tried on every request', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const read = vi.fn(() => Promise.reject(new Error('HTTP 503')));
    expect(await redirectFor('/sv/kredit', read)).toBeUndefined();
    expect(await redirectFor('/sv/kredit', read)).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(1);
    expect(error.mock.calls.flat().join(' ')).toContain('the "redirects" datasource could not be read: HTTP 503');
  });

  test('entries it cannot use are said once in the log when the list is read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const read = reader([
      { name: '/gammal', value: '/sv/ny' },
      { name: '/sv/a', value: '/sv/b' },
    ]);
    expect(await redirectFor('/sv/a', read)).toBe('/sv/b');
    await redirectFor('/sv/a', read);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('1 of the 2 entries of the "redirects" datasource are not used');
  });

  test('a list slower than two seconds: the first lookup goes on without it (a 404) rather than hold the request', async () => {
    vi.useFakeTimers();
    try {
      let answer!: (entries: DatasourceEntry[]) => void;
      const read = vi.fn(() => new Promise<DatasourceEntry[]>((resolve) => (answer = resolve)));
      const first = redirectFor('/sv/kredit', read);
      await vi.advanceTimersByTimeAsync(2000);
      expect(await first).toBeUndefined();
      answer([{ name: '/sv/kredit', value: '/sv/flexkredit' }]);
      await vi.advanceTimersByTimeAsync(0);
      expect(await redirectFor('/sv/kredit', read)).toBe('/sv/flexkredit');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the list as a page render asks it (listedRedirect), kept read by the proxy (keepRedirectsRead)', () => {
  test('not known before the list is read, then answered from it; reading it is left to keepRedirectsRead, once', async () => {
    const read = reader([{ name: '/sv/kredit', value: '/sv/flexkredit' }]);
    expect(listedRedirect('/sv/kredit')).toBeUndefined();
    keepRedirectsRead(read);
    keepRedirectsRead(read);
    await vi.waitFor(() => expect(listedRedirect('/sv/kredit')).toEqual({ to: '/sv/flexkredit' }));
    expect(listedRedirect('/sv/annat')).toEqual({ to: undefined });
    keepRedirectsRead(read);
    expect(read).toHaveBeenCalledTimes(1);
    // Dropped by the webhook: read again behind the old answers.
    invalidateRedirects();
    read.set([]);
    expect(listedRedirect('/sv/kredit')).toEqual({ to: '/sv/flexkredit' });
    keepRedirectsRead(read);
    await vi.waitFor(() => expect(listedRedirect('/sv/kredit')).toEqual({ to: undefined }));
  });
});
