import { afterEach, describe, expect, test, vi } from 'vitest';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { clientAddress, createLeadLimits, forwardedFor } from './limits';

afterEach(() => {
  vi.useRealTimers();
});

describe('rate limits', () => {
  test('a client gets its creates a minute, then waits with a Retry-After until the minute is over', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    const limits = createLeadLimits({ createsPerMinute: 3, updatesPerMinute: 10, createsPerClientPerDay: 1000 });
    for (let i = 0; i < 3; i += 1) expect(await limits.take('create', { client: '10.0.0.1' })).toEqual({ ok: true });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await limits.take('create', { client: '10.0.0.1' })).toEqual({ ok: false, retryAfterSeconds: 40 });
    // Another client is counted on its own.
    expect(await limits.take('create', { client: '10.0.0.2' })).toEqual({ ok: true });
    await vi.advanceTimersByTimeAsync(40_000);
    expect(await limits.take('create', { client: '10.0.0.1' })).toEqual({ ok: true });
  });

  test("a client's creates a day are limited too, so that no one client can use up the site's daily cap; updates are not", async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    const limits = createLeadLimits({ createsPerMinute: 2, updatesPerMinute: 100, createsPerClientPerDay: 5 });
    let taken = 0;
    for (let minute = 0; minute < 10; minute += 1) {
      for (let i = 0; i < 2; i += 1) if ((await limits.take('create', { client: '10.0.0.1' })).ok) taken += 1;
      await vi.advanceTimersByTimeAsync(60_000);
    }
    expect(taken).toBe(5);
    const refused = await limits.take('create', { client: '10.0.0.1' });
    // Refused until a day after its first create: 24 h less the ten minutes gone.
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 24 * 60 * 60 - 10 * 60 });
    expect((await limits.take('create', { client: '10.0.0.2' })).ok).toBe(true);
    expect((await limits.take('update', { client: '10.0.0.1' })).ok).toBe(true);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect((await limits.take('create', { client: '10.0.0.1' })).ok).toBe(true);
  });

  test("creates the minute's limit refuses do not count against the day's: a burst leaves the day's creates for later", async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    const limits = createLeadLimits({ createsPerMinute: 10, updatesPerMinute: 10, createsPerClientPerDay: 30 });
    const verdicts = [];
    for (let i = 0; i < 30; i += 1) verdicts.push(await limits.take('create', { client: '198.51.100.4', token: `t${i}` }));
    expect(verdicts.filter((v) => v.ok)).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(62_000);
    // Ten taken of the day's thirty: the next minute's ten are there.
    for (let i = 0; i < 10; i += 1) expect(await limits.take('create', { client: '198.51.100.4', token: `u${i}` })).toEqual({ ok: true });
  });

  test("a create one limiter refuses counts against none of the others: a token's refusal leaves the client's minute, a block's its day", async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    const limits = createLeadLimits({ createsPerMinute: 2, updatesPerMinute: 2, createsPerClientPerDay: 3 });
    // A token two other clients have used up this minute: refused for this client too, but its own minute is whole.
    for (const client of ['10.0.0.7', '10.0.0.8']) expect((await limits.take('create', { client, token: 'shared' })).ok).toBe(true);
    expect((await limits.take('create', { client: '10.0.0.9', token: 'shared' })).ok).toBe(false);
    for (let i = 0; i < 2; i += 1) expect((await limits.take('create', { client: '10.0.0.9', token: `own${i}` })).ok).toBe(true);

    const client = (address: string) => clientAddress(new Headers({ 'x-forwarded-for': address }), { header: undefined, proxies: 1 });
    const takeAll = async (address: string, tries: number) => {
      let taken = 0;
      for (let i = 0; i < tries; i += 1) if ((await limits.take('create', { client: client(address) })).ok) taken += 1;
      await vi.advanceTimersByTimeAsync(60_000); // past the minute's limit
      return taken;
    };
    // Two /64s fill their /56's day (twice a client's three); a third /64 of it is refused, an hour later.
    expect((await takeAll('2001:db8:5:aa01::1', 2)) + (await takeAll('2001:db8:5:aa01::1', 1))).toBe(3);
    expect((await takeAll('2001:db8:5:aa02::1', 2)) + (await takeAll('2001:db8:5:aa02::1', 1))).toBe(3);
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(await takeAll('2001:db8:5:aa03::1', 2)).toBe(0);
    // The /56's day is over before the third /64's: its refusals took nothing from it, so it has its three.
    await vi.advanceTimersByTimeAsync(23 * 60 * 60 * 1000);
    expect((await takeAll('2001:db8:5:aa03::1', 2)) + (await takeAll('2001:db8:5:aa03::1', 1))).toBe(3);
  });

  test("an IPv6 /56 and /48 have a day's creates of their own: clients of one block cannot together use up the site's daily cap", async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    const limits = createLeadLimits({ createsPerMinute: 100, updatesPerMinute: 100, createsPerClientPerDay: 3 });
    const client = (address: string) => clientAddress(new Headers({ 'x-forwarded-for': address }), { header: undefined, proxies: 1 });
    const takeAll = async (addresses: string[]) => {
      let taken = 0;
      for (const address of addresses) for (let i = 0; i < 3; i += 1) if ((await limits.take('create', { client: client(address) })).ok) taken += 1;
      return taken;
    };
    // Four /64s of one /56 (2001:db8:1:aa00::/56): twice a client's three.
    expect(await takeAll(['2001:db8:1:aa01::1', '2001:db8:1:aa02::1', '2001:db8:1:aa03::1', '2001:db8:1:aaff::1'])).toBe(6);
    // Forty /64s across the /48's other /56s: ten times a client's three for the whole /48, the six above included.
    const others = Array.from({ length: 40 }, (_, i) => `2001:db8:1:${(i + 1).toString(16)}00::1`);
    expect(await takeAll(others)).toBe(30 - 6);
    // Another /48, and IPv4, are counted on their own.
    expect(await takeAll(['2001:db8:2::1'])).toBe(3);
    expect(await takeAll(['203.0.113.5'])).toBe(3);
  });

  test("a create a used-up day refuses takes no point of any day's limiter: a new /64 of a full /48 adds no key kept for a day", async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    const limits = createLeadLimits({ createsPerMinute: 100, updatesPerMinute: 100, createsPerClientPerDay: 1 });
    const client = (address: string) => clientAddress(new Headers({ 'x-forwarded-for': address }), { header: undefined, proxies: 1 });
    // Ten /56s of one /48 use up its day (ten times a client's one).
    for (let i = 1; i <= 10; i += 1) expect((await limits.take('create', { client: client(`2001:db8:7:${i.toString(16)}00::1`) })).ok).toBe(true);
    const consume = vi.spyOn(RateLimiterMemory.prototype, 'consume');
    try {
      const refused = await limits.take('create', { client: client('2001:db8:7:ff01::1') });
      expect(refused).toMatchObject({ ok: false });
      expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(23 * 60 * 60);
      // The minute's limiter only: the day's were read, not taken from.
      expect(consume.mock.contexts.map((limiter) => (limiter as RateLimiterMemory).keyPrefix)).toEqual(['create-client']);
    } finally {
      consume.mockRestore();
    }
    // An IPv4 client's second create of the day: refused the same way.
    expect((await limits.take('create', { client: '198.51.100.7' })).ok).toBe(true);
    expect(await limits.take('create', { client: '198.51.100.7' })).toMatchObject({ ok: false });
  });

  test("a day that is over is a new day even before its key is swept (the clock moved on, the limiter's timer not yet run)", async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    const limits = createLeadLimits({ createsPerMinute: 100, updatesPerMinute: 100, createsPerClientPerDay: 1 });
    const client = '198.51.100.8';
    expect((await limits.take('create', { client })).ok).toBe(true);
    expect((await limits.take('create', { client })).ok).toBe(false);
    vi.setSystemTime(new Date('2026-03-02T12:00:01Z')); // Date moves, no timer runs
    expect((await limits.take('create', { client })).ok).toBe(true);
  });

  test('a client on this machine (a test suite, a proxy that hides its clients) keeps the limits a minute, not the creates a day', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    const limits = createLeadLimits({ createsPerMinute: 2, updatesPerMinute: 2, createsPerClientPerDay: 3 });
    const headers = (address: string) => new Headers({ 'x-forwarded-for': address });
    for (const address of ['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1', '[::1]:51234']) {
      const client = clientAddress(headers(address), { header: undefined, proxies: 1 });
      let taken = 0;
      for (let minute = 0; minute < 5; minute += 1) {
        for (let i = 0; i < 3; i += 1) if ((await limits.take('create', { client })).ok) taken += 1;
        await vi.advanceTimersByTimeAsync(60_000);
      }
      // Two a minute for five minutes: the minute's limit holds, the day's (three) does not.
      expect(taken, address).toBe(10);
    }
    const remote = clientAddress(headers('203.0.113.9'), { header: undefined, proxies: 1 });
    // Anyone else has both: two a minute, and three in the day.
    let taken = 0;
    for (let minute = 0; minute < 5; minute += 1) {
      for (let i = 0; i < 2; i += 1) if ((await limits.take('create', { client: remote })).ok) taken += 1;
      await vi.advanceTimersByTimeAsync(60_000);
    }
    expect(taken).toBe(3);
  });

  test('creates and updates are counted separately', async () => {
    const limits = createLeadLimits({ createsPerMinute: 1, updatesPerMinute: 2, createsPerClientPerDay: 1000 });
    expect((await limits.take('create', { client: 'c' })).ok).toBe(true);
    expect((await limits.take('create', { client: 'c' })).ok).toBe(false);
    expect((await limits.take('update', { client: 'c' })).ok).toBe(true);
    expect((await limits.take('update', { client: 'c' })).ok).toBe(true);
    expect((await limits.take('update', { client: 'c' })).ok).toBe(false);
  });

  test('a token is limited across the clients that use it, and a client across its tokens', async () => {
    const limits = createLeadLimits({ createsPerMinute: 2, updatesPerMinute: 2, createsPerClientPerDay: 1000 });
    expect((await limits.take('create', { client: 'a', token: 't' })).ok).toBe(true);
    expect((await limits.take('create', { client: 'b', token: 't' })).ok).toBe(true);
    expect((await limits.take('create', { client: 'c', token: 't' })).ok).toBe(false);
    expect((await limits.take('create', { client: 'd', token: 'u1' })).ok).toBe(true);
    expect((await limits.take('create', { client: 'd', token: 'u2' })).ok).toBe(true);
    expect((await limits.take('create', { client: 'd', token: 'u3' })).ok).toBe(false);
  });
});

describe('the client address', () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  test('behind one trusted proxy: the last entry of its header, the one it appended', () => {
    const settings = { header: 'x-forwarded-for', proxies: 1 };
    expect(clientAddress(headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }), settings)).toBe('203.0.113.7');
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.7' }), settings)).toBe('203.0.113.7');
  });

  test('behind two (a CDN, then a load balancer): the second entry from the end', () => {
    const settings = { header: 'x-forwarded-for', proxies: 2 };
    expect(clientAddress(headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 198.51.100.1' }), settings)).toBe('203.0.113.7');
  });

  test('a single-value header such as CF-Connecting-IP or X-Real-IP is taken as it is', () => {
    expect(clientAddress(headers({ 'cf-connecting-ip': '203.0.113.9', 'x-forwarded-for': '6.6.6.6' }), { header: 'cf-connecting-ip', proxies: 1 })).toBe(
      '203.0.113.9',
    );
  });

  test("without a configured header, X-Forwarded-For as Next fills it (the socket's address when the client sent none)", () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '127.0.0.1' }), { header: undefined, proxies: 1 })).toBe('127.0.0.1');
  });

  test.each([
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['203.0.113.7:51234', '203.0.113.7'],
    ['[2001:db8:1:2:3:4:5:6]:443', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['not an address', 'unknown'],
    ['', 'unknown'],
  ])('%j is keyed as %j (IPv6 by its /64)', (raw, key) => {
    expect(clientAddress(headers(raw ? { 'x-real-ip': raw } : {}), { header: 'x-real-ip', proxies: 1 })).toBe(key);
  });
});

describe('the X-Forwarded-For of a request made for the client (a form post forwarded to the external API)', () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  test('behind trusted proxies: the chain up to and including the client, the client last; what the proxies appended after it left out', () => {
    expect(forwardedFor(headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }), { header: 'x-forwarded-for', proxies: 1 })).toBe('6.6.6.6, 203.0.113.7');
    expect(forwardedFor(headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 198.51.100.1' }), { header: 'x-forwarded-for', proxies: 2 })).toBe(
      '6.6.6.6, 203.0.113.7',
    );
  });

  test('a single-value header gives the client alone; without a configured header, X-Forwarded-For as Next fills it', () => {
    expect(forwardedFor(headers({ 'x-real-ip': '203.0.113.9', 'x-forwarded-for': '6.6.6.6' }), { header: 'x-real-ip', proxies: 1 })).toBe('203.0.113.9');
    expect(forwardedFor(headers({ 'x-forwarded-for': '::ffff:127.0.0.1' }), { header: undefined, proxies: 1 })).toBe('127.0.0.1');
  });

  test('addresses only: ports and brackets taken off, entries that are no address dropped; none when the client has none', () => {
    expect(forwardedFor(headers({ 'x-forwarded-for': 'not-an-ip, [2001:DB8::1]:443' }), { header: 'x-forwarded-for', proxies: 1 })).toBe('2001:db8::1');
    expect(forwardedFor(headers({ 'x-forwarded-for': '203.0.113.7:5000' }), { header: 'x-forwarded-for', proxies: 1 })).toBe('203.0.113.7');
    expect(forwardedFor(headers({ 'x-forwarded-for': '203.0.113.7, unknown' }), { header: 'x-forwarded-for', proxies: 1 })).toBeUndefined();
    expect(forwardedFor(headers({}), { header: 'x-forwarded-for', proxies: 1 })).toBeUndefined();
  });
});
