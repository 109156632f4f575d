/**
 * `npm run bench:soak`: the memory of one `next start` under minutes of mixed traffic, to tell a
 * level from a leak. A benchmark, not a test: it prints figures and fails only when a request fails.
 *
 * The production build against a temporary lead database (limits lifted), 10 connections for
 * SOAK_SECONDS (default 300), each walking this list in turn: ten pages, a new 404 address every
 * round, a calculator's form for an address of no page (307), a page with a new campaign query, a
 * social image of no page, a missing chunk, the CSRF endpoint and a lead create. The resident memory
 * of the server's processes is read every 15 s, at the end and after 20 s idle.
 *
 * Reading it: the first half minute grows as Next's route cache (50 MB) and V8's heap fill; after that
 * a level that moves up and down is what a healthy server shows, a line that keeps rising a leak.
 * Reuses the existing build; run `npm run build` first.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type RequestSpec } from 'autocannon';
import { CSRF_PATH, LEADS_PATH } from '~/contracts/lead';
import { hasBuild } from '../helpers/site';
import { benchLead, startLeadSite, visitorHeaders } from './leadSite';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const CONNECTIONS = 10;
const SAMPLE_MS = 15_000;
const PAGES = ['/sv', '/en', '/sv/flexkredit', '/sv/veckolan', '/sv/material', '/sv/blogg', '/sv/kontakt', '/sv/fragor', '/sv/jobb', '/en/contact'];

if (!hasBuild()) {
  console.error('No production build found (site/.next/BUILD_ID). Run `npm run build` first, then `npm run bench:soak`.');
  process.exit(1);
}

/** Resident memory of a process and all its descendants, in MB (`next start` may run its server in a child). */
function treeRssMb(root: number): number {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const inTree = new Set([root]);
  let grown = true;
  while (grown) {
    grown = false;
    for (const [pid, ppid] of rows) {
      if (inTree.has(ppid) && !inTree.has(pid)) {
        inTree.add(pid);
        grown = true;
      }
    }
  }
  return rows.filter(([pid]) => inTree.has(pid)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024;
}

const unique = () => Math.random().toString(36).slice(2, 10);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soak-bench-'));
const site = await startLeadSite(path.join(dataDir, 'leads.sqlite'));
try {
  const leadHeaders = await visitorHeaders(site);
  let leads = 0;
  const requests: RequestSpec[] = [
    ...PAGES.map((page) => ({ method: 'GET' as const, path: page })),
    { method: 'GET', setupRequest: (r) => ({ ...r, path: `/sv/finns-inte-${unique()}` }) },
    { method: 'GET', setupRequest: (r) => ({ ...r, path: `/en/blog/${unique()}?calculator=${unique()}&amount=100000` }) },
    { method: 'GET', setupRequest: (r) => ({ ...r, path: `/sv/flexkredit?utm_campaign=${unique()}` }) },
    { method: 'GET', setupRequest: (r) => ({ ...r, path: `/og/sv/${unique()}` }) },
    { method: 'GET', setupRequest: (r) => ({ ...r, path: `/_next/static/chunks/${unique()}.js` }) },
    { method: 'GET', path: CSRF_PATH },
    {
      method: 'POST',
      path: LEADS_PATH,
      headers: leadHeaders,
      setupRequest: (r) => {
        leads += 1;
        return { ...r, body: JSON.stringify(benchLead(leads, 'soak')) };
      },
    },
  ];

  console.log(`${CONNECTIONS} connections for ${SECONDS} s against ${site.baseUrl} (server pid ${site.pid}) …`);
  const start = Date.now();
  const seconds = () => Math.round((Date.now() - start) / 1000);
  /** [label, seconds since the start, MB] */
  const samples: [string, number, number][] = [['0 s', 0, treeRssMb(site.pid)]];
  const sampler = setInterval(() => samples.push([`${seconds()} s`, seconds(), treeRssMb(site.pid)]), SAMPLE_MS);
  const result = await autocannon({ url: site.baseUrl, connections: CONNECTIONS, duration: SECONDS, requests });
  clearInterval(sampler);
  samples.push([`end (${seconds()} s)`, seconds(), treeRssMb(site.pid)]);
  await new Promise((resolve) => setTimeout(resolve, 20_000));
  samples.push(['20 s idle', seconds(), treeRssMb(site.pid)]);

  const statuses = Object.entries(result.statusCodeStats)
    .map(([status, { count }]) => `${status} × ${count}`)
    .join(', ');
  console.log(`  requests       ${result.requests.total} (${result.requests.average.toFixed(0)}/s), answers: ${statuses}`);
  console.log(`  failures       connection errors ${result.errors}, timeouts ${result.timeouts}`);
  console.log(`  resident MB    ${samples.map(([at, , mb]) => `${at}: ${mb.toFixed(0)}`).join(' · ')}`);
  const after30 = samples.filter(([, at]) => at >= 30).map(([, , mb]) => mb);
  if (after30.length > 0) console.log(`  from 30 s      ${Math.min(...after30).toFixed(0)}–${Math.max(...after30).toFixed(0)} MB`);
  const serverErrors = Object.entries(result.statusCodeStats).filter(([status]) => Number(status) >= 500);
  process.exitCode = result.errors === 0 && result.timeouts === 0 && serverErrors.length === 0 ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await site.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
