/**
 * `npm run bench:text`: time to resolve Markdown fields, through resolveStory as a page would: 1 MB
 * of prose and each pathological input of tests/engine/pathological.ts (target: well under a second
 * each), with markdown-it's own parse time beside it. Prints figures; asserts nothing.
 */
import MarkdownIt from 'markdown-it';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { resolveStory } from '../helpers/engine';
import { MAX_MARKDOWN_CHARS } from '~/engine/markdown';
import { pathological, prose } from '~/tests/engine/pathological';

const story = (text: string) => ({
  story: { full_slug: 'sv/bench', content: { _uid: 'p', component: 'Page', body: [{ _uid: 'd', component: 'Downloads', text }] } },
});
const md = new MarkdownIt('commonmark', { html: true });

/**
 * Median wall time, worst wall time and median CPU time of n runs, in ms. On a shared machine the CPU
 * time (this process's own) is the steadier figure; the wall time is what a request waits.
 */
function time(n: number, run: () => void): { median: number; max: number; cpu: number } {
  const times: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < n; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    run();
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpus.push((c.user + c.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpus.sort((a, b) => a - b);
  return { median: times[Math.floor(n / 2)]!, max: times[n - 1]!, cpu: cpus[Math.floor(n / 2)]! };
}

// Warm-up: let the JIT settle on ordinary content.
for (let i = 0; i < 20; i++) resolveStory(story(prose(20_000)), { locale: 'sv' });

const RUNS = 5;
const inputs: Array<[string, string]> = [
  ['1 MB of prose', prose(1_000_000)],
  [`prose at the limit (${MAX_MARKDOWN_CHARS.toLocaleString('en')} chars)`, prose(MAX_MARKDOWN_CHARS - 500)],
  ...Object.entries(pathological),
];
console.log(
  `resolveStory with one Markdown field: median wall time (worst) and median CPU time of ${RUNS} runs; markdown-it.parse alone on the same text (up to the limit) for comparison:`,
);
let worst = 0;
let worstCpu = 0;
for (const [name, text] of inputs) {
  const resolve = time(RUNS, () => resolveStory(story(text), { locale: 'sv' }));
  const parse = time(RUNS, () => md.parse(text.slice(0, MAX_MARKDOWN_CHARS), {}));
  worst = Math.max(worst, resolve.median);
  worstCpu = Math.max(worstCpu, resolve.cpu);
  console.log(
    `  ${name.padEnd(44)} ${String(text.length).padStart(9)} chars   resolve ${resolve.median.toFixed(1).padStart(7)} ms (${resolve.max.toFixed(1)}), CPU ${resolve.cpu.toFixed(1)} ms   markdown-it ${parse.median.toFixed(1).padStart(7)} ms`,
  );
}
console.log(
  `slowest median wall time: ${worst.toFixed(1)} ms; target: well under 1000 ms → ${worst < 500 ? 'met' : 'NOT met'} (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
);
