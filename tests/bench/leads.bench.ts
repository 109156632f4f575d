/**
 * `npm run bench:leads`: throughput of the embedded lead endpoint on the production build, then
 * what its rate limits let one client do.
 *
 * 1. Throughput: `next start site` against a temporary database with the limits lifted through env
 *    (LEADS_CREATES_PER_MINUTE, LEADS_DAILY_CAP), a token from the CSRF endpoint as a visitor gets it,
 *    then a fixed number of creates (5 000, BENCH_REQUESTS to change) over 20 connections with
 *    autocannon, each with its own Idempotency-Key as the forms send them. A bounded run in which
 *    every request is answered, so the rows stored must equal the 2xx answers exactly (nothing lost,
 *    nothing twice), and every acknowledged id must be in the database.
 * 2. One client at the default limits (BENCH_MINUTE_SECONDS, default 60): a fresh server with no
 *    overrides, one client and one token sending creates as fast as it can for a minute; how many
 *    are stored (2xx) and how many refused (429).
 *
 * Prints requests/s, p99 latency, non-2xx answers and the rows; exits non-zero when a row is lost.
 * Reuses the existing build; run `npm run build` first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { IDEMPOTENCY_HEADER, LEADS_PATH } from '~/contracts/lead';
import { openLeadStore } from '~/site/lib/leads/store';
import { hasBuild, startSite, type RunningSite } from '../helpers/site';
import { benchLead, startLeadSite, visitorHeaders } from './leadSite';

const CONNECTIONS = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5000);
const MINUTE_SECONDS = Number(process.env.BENCH_MINUTE_SECONDS ?? 60);

if (!hasBuild()) {
  console.error('No production build found (site/.next/BUILD_ID). Run `npm run build` first, then `npm run bench:leads`.');
  process.exit(1);
}

const lead = (n: number) => benchLead(n, 'bench');

function storedIds(dbFile: string): Set<string> {
  if (!fs.existsSync(dbFile)) return new Set();
  const store = openLeadStore(dbFile, { readonly: true });
  try {
    return new Set(store.list().map((l) => l.id));
  } finally {
    store.close();
  }
}

/** autocannon against the create endpoint; each request a new lead with a new Idempotency-Key. */
async function creates(
  site: RunningSite,
  headers: Record<string, string>,
  run: { amount: number; connections: number } | { duration: number; connections: number },
) {
  const acknowledged = new Set<string>();
  let n = 0;
  const result = await autocannon({
    url: `${site.baseUrl}${LEADS_PATH}`,
    ...run,
    requests: [
      {
        method: 'POST',
        headers,
        // A different lead each time, as real traffic would be, and a key per submit as the forms send.
        setupRequest: (request) => {
          n += 1;
          return { ...request, headers: { ...headers, [IDEMPOTENCY_HEADER]: `bench-${process.pid}-${n}` }, body: JSON.stringify(lead(n)) };
        },
        onResponse: (status, body) => {
          if (status >= 200 && status < 300) acknowledged.add((JSON.parse(body) as { id: string }).id);
        },
      },
    ],
  });
  return { result, acknowledged };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-bench-'));
let ok = true;
try {
  // 1. Throughput, limits lifted.
  const dbFile = path.join(dataDir, 'throughput.sqlite');
  const site = await startLeadSite(dbFile);
  try {
    const headers = await visitorHeaders(site);
    const probe = await fetch(`${site.baseUrl}${LEADS_PATH}`, { method: 'POST', headers, body: JSON.stringify(lead(0)) });
    if (probe.status !== 201) throw new Error(`A single create answered ${probe.status}, not 201: ${await probe.text()}`);
    const before = 1;

    console.log(`POST ${LEADS_PATH}: ${REQUESTS} requests over ${CONNECTIONS} connections against ${site.baseUrl}, limits lifted …`);
    const { result, acknowledged } = await creates(site, headers, { amount: REQUESTS, connections: CONNECTIONS });
    await site.stop();

    const stored = storedIds(dbFile);
    const rows = stored.size - before;
    const lost = [...acknowledged].filter((id) => !stored.has(id)).length;
    console.log(`  requests/s     ${result.requests.average.toFixed(0)} (mean over ${result.duration.toFixed(1)} s)`);
    console.log(`  latency        p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms`);
    console.log(`  non-2xx        ${result.non2xx}   (connection errors ${result.errors}, timeouts ${result.timeouts})`);
    console.log(`  2xx answers    ${result['2xx']}, every one of their ids in the database: ${lost === 0 ? 'yes' : `NO, ${lost} missing`}`);
    console.log(`  rows stored    ${rows} → ${rows === result['2xx'] ? 'equal to the 2xx answers: nothing lost' : 'NOT equal to the 2xx answers'}`);
    ok &&=
      lost === 0 && acknowledged.size === result['2xx'] && result.non2xx === 0 && result.errors === 0 && rows === result['2xx'] && result['2xx'] === REQUESTS;
  } finally {
    await site.stop();
  }

  // 2. One client, default limits, for a minute.
  if (MINUTE_SECONDS > 0) {
    const minuteDb = path.join(dataDir, 'minute.sqlite');
    const defaults = await startSite({
      LEADS_DB_PATH: minuteDb,
      API_BASE_URL: '',
      LEADS_CREATES_PER_MINUTE: '',
      LEADS_UPDATES_PER_MINUTE: '',
      LEADS_CREATES_PER_CLIENT_PER_DAY: '',
      LEADS_DAILY_CAP: '',
    });
    try {
      const headers = await visitorHeaders(defaults);
      console.log(`\nOne client, one token, default limits: creates as fast as it can for ${MINUTE_SECONDS} s …`);
      const { result } = await creates(defaults, headers, { duration: MINUTE_SECONDS, connections: 1 });
      await defaults.stop();
      const rows = storedIds(minuteDb).size;
      console.log(
        `  requests       ${result.requests.total}, of which 2xx ${result['2xx']}, 429 ${result.statusCodeStats['429']?.count ?? 0}, other ${result.non2xx - (result.statusCodeStats['429']?.count ?? 0)}`,
      );
      console.log(`  rows stored    ${rows} → ${rows === result['2xx'] ? 'equal to the 2xx answers' : 'NOT equal to the 2xx answers'}`);
      ok &&= rows === result['2xx'] && result.errors === 0;
    } finally {
      await defaults.stop();
    }
  }
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
