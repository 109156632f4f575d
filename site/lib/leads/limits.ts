/**
 * Rate limits of the lead writes (rate-limiter-flexible, in this process's memory): per client and
 * per token, creates and updates counted separately, each a fixed window of one minute; and creates
 * per client a day, and per IPv6 block a day (not for a client on this machine: isLoopbackClient), so that no one
 * client can use up the site's daily cap (LEADS_DAILY_CAP), which would stop every other visitor's leads until
 * midnight. Several
 * instances each count on their own, so N instances let a client through N times as often; a
 * deployment with several must give these limiters a shared store (RateLimiterRedis and friends
 * take the same options).
 */
import { isIP } from 'node:net';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export type WriteKind = 'create' | 'update';

export interface LimitSettings {
  createsPerMinute: number;
  updatesPerMinute: number;
  /** Creates one client may make in a day (a fixed window of 24 hours from its first). */
  createsPerClientPerDay: number;
}

export type LimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface LeadLimits {
  /** Counts one write of `kind` against the client and, when there is one, the token; refused when either is over. */
  take(kind: WriteKind, keys: { client: string; token?: string }): Promise<LimitVerdict>;
}

/**
 * How many times one client's creates a day the larger IPv6 blocks around it may make: a /56 (what an ISP hands one
 * home or office), a /48 (one organisation's, or a tunnel broker's free allotment). A client is keyed by its /64, and
 * one /48 holds 65 536 of them: without these, one attacker with a /48 could use up the site's daily cap, which
 * refuses every visitor's lead until midnight.
 */
export const IPV6_BLOCK_DAY_FACTORS = { 56: 2, 48: 10 } as const;

export function createLeadLimits({ createsPerMinute, updatesPerMinute, createsPerClientPerDay }: LimitSettings): LeadLimits {
  const limiter = (points: number, keyPrefix: string, duration = 60) => new RateLimiterMemory({ points, duration, keyPrefix });
  const limiters = {
    create: { client: limiter(createsPerMinute, 'create-client'), token: limiter(createsPerMinute, 'create-token') },
    update: { client: limiter(updatesPerMinute, 'update-client'), token: limiter(updatesPerMinute, 'update-token') },
  };
  const DAY = 24 * 60 * 60;
  const createsADay = limiter(createsPerClientPerDay, 'create-client-day', DAY);
  const blocksADay = {
    56: limiter(createsPerClientPerDay * IPV6_BLOCK_DAY_FACTORS[56], 'create-v6-56-day', DAY),
    48: limiter(createsPerClientPerDay * IPV6_BLOCK_DAY_FACTORS[48], 'create-v6-48-day', DAY),
  };
  /**
   * A point of each limiter in turn; when one refuses, the points the ones before it took are given back, so that a
   * refused create counts against nothing (a client's refusals used up its /48's day, or its day on the minute's
   * refusals). The wait of the one that refused, or undefined when none did.
   */
  const consume = async (takes: ReadonlyArray<readonly [RateLimiterMemory, string]>): Promise<number | undefined> => {
    const taken: Array<readonly [RateLimiterMemory, string]> = [];
    for (const take of takes) {
      const [limiterOf, key] = take;
      try {
        await limiterOf.consume(key);
        taken.push(take);
      } catch (error) {
        // The limiter refuses with its state; anything else is a fault of ours, not a verdict.
        if (!(error instanceof RateLimiterRes)) throw error;
        await Promise.all(taken.map(([given, givenKey]) => given.reward(givenKey, 1)));
        return error.msBeforeNext;
      }
    }
    return undefined;
  };
  /** The wait of the first limiter whose key has no point left (read, creating no key), or undefined. */
  const usedUp = async (takes: ReadonlyArray<readonly [RateLimiterMemory, string]>): Promise<number | undefined> => {
    for (const [limiterOf, key] of takes) {
      const state = await limiterOf.get(key);
      // A day over (its key not yet swept) is a new day, as consume would start it.
      if (state !== null && state.msBeforeNext > 0 && state.consumedPoints >= limiterOf.points) return state.msBeforeNext;
    }
    return undefined;
  };
  const verdict = (refused: number | undefined): LimitVerdict =>
    refused === undefined ? { ok: true } : { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(refused / 1000)) };
  return {
    async take(kind, { client, token }) {
      const { client: byClient, token: byToken } = limiters[kind];
      // The minute's limits first: a create they refuse does not count against the day's. A shared office whose
      // visitors (or one who clicks again and again) meet the minute's limit would otherwise have spent its day's
      // creates on refusals, and be refused until tomorrow after a handful of leads.
      const minute = await consume([[byClient, client], ...(token === undefined ? [] : [[byToken, token] as const])]);
      if (minute !== undefined || kind !== 'create' || isLoopbackClient(client)) return verdict(minute);
      const day = [[createsADay, client], ...ipv6Blocks(client).map(({ bits, key }) => [blocksADay[bits], key] as const)] as const;
      // A day used up refuses before any point is taken: a point given back still leaves its key kept for the day,
      // and one /48 holds 65 536 /64s, each refused create from a new one a key more (about 1.5 kB for a day).
      return verdict((await usedUp(day)) ?? (await consume(day)));
    },
  };
}

/** The /56 and /48 around an IPv6 client key (`2001:db8:1:2a00::/64`); none for an IPv4 address or `unknown`. */
export function ipv6Blocks(client: string): Array<{ bits: 56 | 48; key: string }> {
  const match = /^([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4})::\/64$/.exec(client);
  if (!match) return [];
  const [, a, b, c, d = '0'] = match;
  return [
    { bits: 56, key: `${a}:${b}:${c}:${(parseInt(d, 16) & 0xff00).toString(16)}::/56` },
    { bits: 48, key: `${a}:${b}:${c}::/48` },
  ];
}

/**
 * A client on this machine itself (127.0.0.0/8, ::1, as clientAddress keys them): a health check, a test suite, a
 * proxy on the same host that does not say whom it forwards. It keeps the limits a minute, but not the creates a
 * day: a test suite posting leads all day, or a proxy that puts every visitor in one bucket, would otherwise be
 * refused until the next day after thirty. The site's daily cap still holds. Behind a trusted proxy
 * (CLIENT_IP_HEADER) the key is the visitor's address, never this; without one a client may name its own key
 * anyway (README), so nothing is lost.
 */
export const isLoopbackClient = (client: string): boolean => client.startsWith('127.') || client === '0:0:0:0::/64';

export interface ClientAddressSettings {
  /** Lower-case name of the header a trusted proxy in front sets; unset, X-Forwarded-For as Next fills it. */
  header: string | undefined;
  /** How many trusted proxies append to that header: the client is that many entries from its end. */
  proxies: number;
}

/**
 * The address the per-client limits key on. Behind a trusted proxy, from the header it sets (the
 * entry `proxies` from the end of a list, since each proxy appends the address it saw). Without one,
 * Next 16 gives a route handler no socket: it puts the socket address in X-Forwarded-For only when
 * the request brings none, so a client that sends its own chooses its key there (README: a server
 * open to the internet without a proxy in front keeps only the per-token limits and the daily cap).
 * IPv6 clients are keyed by their /64, the block one subscriber usually gets.
 */
export function clientAddress(headers: Headers, settings: ClientAddressSettings): string {
  const { entries, client } = clientEntries(headers, settings);
  return keyOf(entries[client] ?? '');
}

/** The header's entries, and which of them is the client (by the settings above; -1 when the header is missing). */
function clientEntries(headers: Headers, { header, proxies }: ClientAddressSettings): { entries: string[]; client: number } {
  const entries = (headers.get(header ?? 'x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return { entries, client: header ? Math.max(0, entries.length - proxies) : entries.length - 1 };
}

/**
 * The X-Forwarded-For the site sends with a request it makes for the client (a form post forwarded to the external
 * API, forward.ts): the entries up to and including the client's address as clientAddress picks it, so the client is
 * the last, as a proxy appends it; what trusted proxies appended after it is theirs, not the client's. Addresses only
 * (a port, brackets, an IPv4-mapped prefix taken off; anything else dropped); undefined when the client's own is none.
 */
export function forwardedFor(headers: Headers, settings: ClientAddressSettings): string | undefined {
  const { entries, client } = clientEntries(headers, settings);
  const chain = entries.slice(0, client + 1).map(plainAddress);
  if (chain.at(-1) === undefined) return undefined;
  return chain.filter((entry) => entry !== undefined).join(', ');
}

/** An entry as an address: "[v6]:port" and "v4:port" as some proxies write them, without the zone; undefined if no IP. */
function plainAddress(raw: string): string | undefined {
  const address = (/^\[([^\]]+)\](?::\d+)?$/.exec(raw)?.[1] ?? raw.replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1')).split('%')[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIP(mapped) === 4) return mapped;
  return isIP(address) === 0 ? undefined : address.toLowerCase();
}

/** The limits' key of an address: an IPv4 address itself, an IPv6 one's /64; `unknown` for anything else. */
function keyOf(raw: string): string {
  const address = plainAddress(raw);
  if (address === undefined) return 'unknown';
  if (isIP(address) === 4) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of a valid IPv6 address, in lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const gap = address.indexOf('::');
  const groups =
    gap < 0
      ? parse(address)
      : (() => {
          const left = parse(address.slice(0, gap));
          const right = parse(address.slice(gap + 2));
          return [...left, ...Array.from({ length: 8 - left.length - right.length }, () => '0'), ...right];
        })();
  return groups.map((group) => parseInt(group, 16).toString(16));
}
