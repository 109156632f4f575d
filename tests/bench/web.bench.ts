/**
 * `npm run bench:web [-- /sv /sv/material …]`: the shared web-performance harness (../shared/tools/webperf)
 * over a bare Next.js page and this site's page types, in one run, printed side by side: first-load JS
 * (gzip), HTML raw/gzip, Lighthouse 13 mobile (and desktop) scores with LCP/TBT/CLS, axe violations and
 * requests/s. A benchmark that prints figures, not a test: about 2–3 minutes per path with the defaults.
 *
 * The harness is copied to a temporary folder (../shared may be read-only) and installs its own
 * dependencies there; nothing of it is committed here. Reuses the site's production build with
 * SKIP_BUILD=1; WEBPERF_FLAGS passes options through (e.g. "--runs 1 --no-autocannon" for a quick look).
 * Compare only figures of one run: the bare page is measured in the same run for that reason.
 * BENCH_FLOOR=1 also measures each path's content on the bare app (tests/bench/floor.ts), twice: as one opaque block
 * (`/floor-…`: the framework without React's work on the content) and as React elements (`/floortree-…`: the
 * framework hydrating the content, as it does any page of server components), beside the page itself.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, root, startSite } from '../helpers/site';
import { floorContent, floorPageSource, floorRoute, floorTree, floorTreePageSource, floorTreeRoute } from './floor';
import { lcpRun, raceTable, type LcpRun } from './lcpRace';

const DEFAULT_PAGES = [
  '/sv', // start page (Page: hero, islands in the chrome)
  '/sv/material', // generic page without islands
  '/sv/flexkredit', // product page with a calculator
  '/sv/kontakt', // contact page with the lead form
  '/sv/fragor', // FAQ (collapse island)
  '/sv/blogg', // blog index
  '/sv/blogg/kassaflode-fem-satt', // BlogArticle
  '/sv/partner/bokforingsbyran-exempel', // PartnerPage
  '/sv/partner/koppla', // PartnerHeroPage
];

const shared = path.resolve(root, '../shared/tools/webperf');
if (!fs.existsSync(path.join(shared, 'measure.sh'))) {
  console.error(`The harness is not at ${shared}: bench:web needs ../shared beside the repository.`);
  process.exit(1);
}

const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
const paths = pages.length > 0 ? pages : DEFAULT_PAGES;
const flags = (process.env.WEBPERF_FLAGS ?? '').split(/\s+/).filter(Boolean);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
const tool = path.join(work, 'tool');
const bare = path.join(work, 'bare');

const run = (cmd: string, args: string[], cwd: string, out?: string) => {
  console.error(`$ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd, stdio: ['ignore', out ? 'pipe' : 'inherit', 'inherit'], maxBuffer: 256 * 1024 * 1024 });
  if (out) fs.writeFileSync(out, result.stdout);
  if (result.status !== 0) throw new Error(`${cmd} exited with ${String(result.status)}`);
};

fs.cpSync(shared, tool, { recursive: true, filter: (src) => !src.includes(`${path.sep}node_modules`) });
fs.cpSync(path.join(shared, 'baseline/app-a'), bare, { recursive: true, filter: (src) => !src.includes(`${path.sep}node_modules`) });
run('chmod', ['-R', 'u+w', work], work); // ../shared is often read-only, and so are copies of it
run('npm', ['install', '--no-audit', '--no-fund', '--loglevel', 'error'], bare);
if (process.env.SKIP_BUILD !== '1') buildApp('site', { force: true });

// The floor pages: each path's HTML as the site's build serves it, written into the bare app before its build.
const floor = process.env.BENCH_FLOOR === '1';
if (floor) {
  const site = await startSite();
  try {
    for (const p of paths) {
      const res = await fetch(site.baseUrl + p);
      if (!res.ok) throw new Error(`${p} answered ${res.status}: no floor page for it`);
      const content = floorContent(await res.text());
      const dir = path.join(bare, 'app', floorRoute(p));
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'content.json'), JSON.stringify(content));
      fs.writeFileSync(path.join(dir, 'page.tsx'), floorPageSource(content));
      const treeDir = path.join(bare, 'app', floorTreeRoute(p));
      fs.mkdirSync(treeDir, { recursive: true });
      fs.writeFileSync(path.join(treeDir, 'content.json'), JSON.stringify({ ...content, body: '' }));
      fs.writeFileSync(path.join(treeDir, 'tree.json'), JSON.stringify(floorTree(content.body)));
      fs.writeFileSync(path.join(treeDir, 'page.tsx'), floorTreePageSource(content));
    }
  } finally {
    await site.stop();
  }
  fs.cpSync(path.join(root, 'site/public'), path.join(bare, 'public'), { recursive: true }); // the images the content shows
}

const measure = path.join(tool, 'measure.sh');
const bareJson = path.join(work, 'bare.json');
const siteJson = path.join(work, 'site.json');
// Lighthouse's reports are kept (unless the caller chose a folder): each run's LCP is shown beside the scripts
// that had finished before that run's paint (tests/bench/lcpRace.ts).
const keepReports = !flags.includes('--out-dir');
const reportDir = (label: string) => (keepReports ? ['--out-dir', path.join(work, `lighthouse-${label}`)] : []);
run(measure, ['--build', '--clean', '--label', 'bare', ...reportDir('bare'), ...flags, bare, '/'], work, bareJson);
const floorJson = path.join(work, 'floor.json');
const floorPaths = paths.flatMap((p) => [`/${floorRoute(p)}`, `/${floorTreeRoute(p)}`]);
if (floor) run(measure, ['--label', 'floor', ...reportDir('floor'), ...flags, bare, ...floorPaths], work, floorJson);
// The site is started as `npm run serve` does, from the repository root: Next loads site/next.config.ts
// with relative requires resolved against the working directory, so `next start` inside site/ fails.
const startCommand = `cd .. && exec node node_modules/next/dist/bin/next start site -H "$HOSTNAME" -p "$PORT"`;
run(measure, ['--label', 'site', '--start-cmd', startCommand, ...reportDir('site'), ...flags, path.join(root, 'site'), ...paths], work, siteJson);

const results = [`${bareJson}=bare`, ...(floor ? [`${floorJson}=floor`] : []), `${siteJson}=site`];
const table = execFileSync('node', [path.join(tool, 'compare.mjs'), '--markdown', ...results], { encoding: 'utf8' });
console.log(table);
console.log(`Results (JSON, every run): ${results.map((r) => r.split('=')[0]).join(' ')}`);

const mobileRuns = (label: string): LcpRun[] => {
  const dir = path.join(work, `lighthouse-${label}`);
  if (!fs.existsSync(dir)) return [];
  const runs: LcpRun[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => /^lh-.*\.json$/.test(f))) {
    let report: unknown;
    try {
      report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    } catch (error) {
      console.error(`${file}: not JSON (${String(error)})`);
      continue;
    }
    const result = lcpRun(report);
    if (result instanceof Error) console.error(`${file}: ${result.message}`);
    else if (result.formFactor === 'mobile') runs.push(result);
  }
  return runs;
};
const groups = [
  { label: 'bare', runs: mobileRuns('bare') },
  ...(floor ? [{ label: 'floor', runs: mobileRuns('floor') }] : []),
  { label: 'site', runs: mobileRuns('site') },
];
if (groups.some((g) => g.runs.length > 0)) {
  console.log(`
Lighthouse mobile LCP per run (reports: ${path.join(work, 'lighthouse-*')}). Lighthouse simulates the phone from an
unthrottled load, and its LCP includes the download of the scripts that finished there before the page's paint (all
but those whose run of 10 ms or more started after the paint, so the kB in brackets are an upper bound): the
more kB, the later the LCP. Compare pages at equal kB, not only medians (docs/performance.md, ninth session).

${raceTable(groups)}`);
}
