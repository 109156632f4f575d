/**
 * `npm run bench:pages [-- /sv /sv/flexkredit …]`: what a visitor's Chromium downloads for each page
 * of the production build — the HTML document and the JavaScript, as transferred (gzip, as `next
 * start` serves them) and unpacked — against a bare Next.js page built the same way (one static
 * page, same Next.js, React and build settings), so the framework's cost and ours read apart.
 * A benchmark that prints figures, not a test. Reuses existing builds with SKIP_BUILD=1.
 * `-- --accept` weighs each page as a first visit that then clicks "accept all" in the consent
 * banner (the tag manager, the chat and widgets loading after idle are counted too). `-- --files`
 * lists each page's scripts by size, to see where the bytes go (docs/performance.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../browser/chromium';
import { buildApp, root, startApp } from '../helpers/site';

const DEFAULT_PAGES = [
  ['start page (Page)', '/sv'],
  ['generic page without islands', '/sv/material'],
  ['product page with a calculator', '/sv/flexkredit'],
  ['contact page with the lead form', '/sv/kontakt'],
  ['FAQ (collapse island)', '/sv/fragor'],
  ['blog article (BlogArticle)', '/sv/blogg/kassaflode-fem-satt'],
  ['partner landing page (PartnerPage)', '/sv/partner/bokforingsbyran-exempel'],
  ['partner hero page (PartnerHeroPage)', '/sv/partner/koppla'],
] as const;

interface Weight {
  status: number;
  htmlGzip: number;
  htmlRaw: number;
  jsGzip: number;
  jsRaw: number;
  jsFiles: number;
  /** Each script's file name and gzip size as transferred. */
  files: [string, number][];
}

const accept = process.argv.includes('--accept');
const listFiles = process.argv.includes('--files');

async function weigh(baseUrl: string, pagePath: string, consent = false): Promise<Weight> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const pending: Promise<void>[] = [];
    const w: Weight = { status: 0, htmlGzip: 0, htmlRaw: 0, jsGzip: 0, jsRaw: 0, jsFiles: 0, files: [] };
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type !== 'document' && type !== 'script') return;
      pending.push(
        (async () => {
          const sizes = await res.request().sizes();
          const raw = (await res.body().catch(() => Buffer.alloc(0))).length;
          if (type === 'document') {
            w.status = res.status();
            w.htmlGzip += sizes.responseBodySize;
            w.htmlRaw += raw;
          } else {
            w.jsGzip += sizes.responseBodySize;
            w.jsRaw += raw;
            w.jsFiles += 1;
            w.files.push([new URL(res.url()).pathname.split('/').pop() ?? res.url(), sizes.responseBodySize]);
          }
        })(),
      );
    });
    await page.goto(baseUrl + pagePath, { waitUntil: 'load' });
    await page.waitForTimeout(1500); // hydration, lazy chunks and link prefetches settle
    if (consent) {
      await page.locator('[data-consent="accept-all"]').click();
      await page.waitForTimeout(4000); // the loaders wait for idle time
    }
    await Promise.all(pending);
    return w;
  } finally {
    await browser.close();
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/** A bare Next.js app (one static page) inside the repository, so it builds with the same packages. */
function writeBareApp(dir: string) {
  const app = path.join(root, dir);
  fs.rmSync(app, { recursive: true, force: true });
  fs.mkdirSync(path.join(app, 'app'), { recursive: true });
  fs.writeFileSync(
    path.join(app, 'app/layout.tsx'),
    `export default function Layout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n`,
  );
  fs.writeFileSync(path.join(app, 'app/page.tsx'), `export default function Page() {\n  return <h1>Hello</h1>;\n}\n`);
  fs.writeFileSync(
    path.join(app, 'next.config.ts'),
    `import path from 'node:path';\nconst root = path.join(import.meta.dirname, '../../..');\nexport default { turbopack: { root }, outputFileTracingRoot: root, typescript: { ignoreBuildErrors: true } };\n`,
  );
}

const requested = process.argv.slice(2).filter((a) => a.startsWith('/'));
const pages = requested.length ? requested.map((p) => [p, p] as const) : DEFAULT_PAGES;

buildApp('site');
const site = await startApp();
const rows: [string, string, Weight][] = [];
try {
  for (const [label, p] of pages) rows.push([label, p, await weigh(site.baseUrl, p, accept)]);
} finally {
  await site.stop();
}

const bareDir = 'tests/.tmp/bare-next';
writeBareApp(bareDir);
buildApp(bareDir, { force: true });
const bare = await startApp({ dir: bareDir, readyPath: '/' });
let baseline: Weight;
try {
  baseline = await weigh(bare.baseUrl, '/');
} finally {
  await bare.stop();
  fs.rmSync(path.join(root, bareDir), { recursive: true, force: true });
}

console.log(
  `\nWhat Chromium downloads per page (production build, \`next start\`, gzip as served)${accept ? ', after "accept all" in the consent banner' : ''}:\n`,
);
console.log(['page', 'path', 'status', 'HTML gzip', 'HTML raw', 'JS gzip', 'JS raw', 'JS files', 'JS beyond bare Next.js (gzip)', 'JS × bare'].join(' | '));
for (const [label, p, w] of rows) {
  console.log(
    [
      label,
      p,
      w.status,
      kb(w.htmlGzip),
      kb(w.htmlRaw),
      kb(w.jsGzip),
      kb(w.jsRaw),
      w.jsFiles,
      kb(w.jsGzip - baseline.jsGzip),
      (w.jsGzip / baseline.jsGzip).toFixed(4),
    ].join(' | '),
  );
}
console.log(
  [
    'bare Next.js page',
    '/',
    baseline.status,
    kb(baseline.htmlGzip),
    kb(baseline.htmlRaw),
    kb(baseline.jsGzip),
    kb(baseline.jsRaw),
    baseline.jsFiles,
    '—',
    '1.000',
  ].join(' | '),
);
if (listFiles) {
  for (const [label, p, w] of [...rows, ['bare Next.js page', '/', baseline] as const]) {
    console.log(`\n${label} (${p}): scripts by gzip size`);
    for (const [file, size] of [...w.files].sort((a, b) => b[1] - a[1])) console.log(`${kb(size).padStart(9)}  ${file}`);
  }
}
