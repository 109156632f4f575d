/**
 * `npm run bench:leads`: throughput of the embedded lead endpoint on the production build.
 * Starts `next start site` against a temporary database, takes the CSRF cookie a visitor gets from
 * a page, then POSTs a fixed number of leads (5 000, BENCH_REQUESTS to change) over 20 connections
 * with autocannon: a bounded run in which every request is answered before the count, so the rows
 * stored must equal the 2xx answers exactly (nothing lost), and every acknowledged id must be in the
 * database. Prints requests/s, p99 latency and non-2xx answers. Reuses the existing build; run
 * `npm run build` first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { CSRF_COOKIE, CSRF_HEADER, LEADS_PATH, type LeadPayload } from '~/contracts/lead';
import { openLeadStore } from '~/site/lib/leads/store';
import { hasBuild, startSite } from '../helpers/site';

const CONNECTIONS = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5000);

if (!hasBuild()) {
  console.error('No production build found (site/.next/BUILD_ID). Run `npm run build` first, then `npm run bench:leads`.');
  process.exit(1);
}

const lead = (n: number): LeadPayload => ({
  data: { source: 'onboarding', email: `bench-${n}@firma.example`, phone: '070-123 45 67', companyIdentityNumber: '556036-0793', utmCampaign: 'bench' },
  meta: { validateUniqueness: true, locale: 'sv', page: '/sv' },
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-bench-'));
const dbFile = path.join(dataDir, 'leads.sqlite');
// The embedded endpoint only exists without an external API.
const site = await startSite({ LEADS_DB_PATH: dbFile, API_BASE_URL: '' });

try {
  // The token a real visitor gets: the proxy sets it on the first page.
  const page = await fetch(`${site.baseUrl}/sv`);
  const issued = page.headers.getSetCookie().find((c) => c.startsWith(`${CSRF_COOKIE}=`));
  if (!issued) throw new Error('The page did not set the csrftoken cookie: the build predates site/proxy.ts. Run `npm run build` again.');
  const token = issued.slice(CSRF_COOKIE.length + 1).split(';')[0]!;
  const headers = { 'content-type': 'application/json', cookie: `${CSRF_COOKIE}=${token}`, [CSRF_HEADER]: token };

  const probe = await fetch(`${site.baseUrl}${LEADS_PATH}`, { method: 'POST', headers, body: JSON.stringify(lead(0)) });
  if (probe.status !== 201) throw new Error(`A single create answered ${probe.status}, not 201: ${await probe.text()}`);
  const before = 1;

  const acknowledged = new Set<string>();
  let n = 0;
  console.log(`POST ${LEADS_PATH}: ${REQUESTS} requests over ${CONNECTIONS} connections against ${site.baseUrl} …`);
  const result = await autocannon({
    url: `${site.baseUrl}${LEADS_PATH}`,
    connections: CONNECTIONS,
    amount: REQUESTS,
    requests: [
      {
        method: 'POST',
        headers,
        // A different lead each time, as real traffic would be.
        setupRequest: (request) => ({ ...request, body: JSON.stringify(lead(++n)) }),
        onResponse: (status, body) => {
          if (status >= 200 && status < 300) acknowledged.add((JSON.parse(body) as { id: string }).id);
        },
      },
    ],
  });
  await site.stop();

  const store = openLeadStore(dbFile, { readonly: true });
  const stored = new Set(store.list().map((l) => l.id));
  store.close();
  const rows = stored.size - before;
  const lost = [...acknowledged].filter((id) => !stored.has(id)).length;

  console.log(`  requests/s     ${result.requests.average.toFixed(0)} (mean over ${result.duration.toFixed(1)} s)`);
  console.log(`  latency        p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms`);
  console.log(`  non-2xx        ${result.non2xx}   (connection errors ${result.errors}, timeouts ${result.timeouts})`);
  console.log(`  2xx answers    ${result['2xx']}, every one of their ids in the database: ${lost === 0 ? 'yes' : `NO, ${lost} missing`}`);
  console.log(`  rows stored    ${rows} → ${rows === result['2xx'] ? 'equal to the 2xx answers: nothing lost' : 'NOT equal to the 2xx answers'}`);
  const ok =
    lost === 0 && acknowledged.size === result['2xx'] && result.non2xx === 0 && result.errors === 0 && rows === result['2xx'] && result['2xx'] === REQUESTS;
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await site.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
