/**
 * `npm run bench:text`: time to resolve Markdown fields, through resolveStory as a page would: 1 MB
 * of prose and each pathological input of tests/engine/pathological.ts (target: well under a second
 * each), with markdown-it's own parse time beside it. Prints figures; asserts nothing.
 */
import MarkdownIt from 'markdown-it';
import { performance } from 'node:perf_hooks';
import { resolveStory } from '~/engine';
import { MAX_MARKDOWN_CHARS } from '~/engine/markdown';
import { pathological, prose } from '~/tests/engine/pathological';

const story = (text: string) => ({
  story: { full_slug: 'sv/bench', content: { _uid: 'p', component: 'Page', body: [{ _uid: 'd', component: 'Downloads', text }] } },
});
const md = new MarkdownIt('commonmark', { html: false });

/** Median and worst of n runs, in ms. */
function time(n: number, run: () => void): { median: number; max: number } {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(n / 2)]!, max: times[n - 1]! };
}

// Warm-up: let the JIT settle on ordinary content.
for (let i = 0; i < 20; i++) resolveStory(story(prose(20_000)), { locale: 'sv' });

const RUNS = 5;
const inputs: Array<[string, string]> = [
  ['1 MB of prose', prose(1_000_000)],
  [`prose at the limit (${MAX_MARKDOWN_CHARS.toLocaleString('en')} chars)`, prose(MAX_MARKDOWN_CHARS - 500)],
  ...Object.entries(pathological),
];
console.log(`resolveStory with one Markdown field, median (max) of ${RUNS} runs; markdown-it.parse alone on the same text (up to the limit) for comparison:`);
let worst = 0;
for (const [name, text] of inputs) {
  const resolve = time(RUNS, () => resolveStory(story(text), { locale: 'sv' }));
  const parse = time(RUNS, () => md.parse(text.slice(0, MAX_MARKDOWN_CHARS), {}));
  worst = Math.max(worst, resolve.median);
  console.log(
    `  ${name.padEnd(44)} ${String(text.length).padStart(9)} chars   resolve ${resolve.median.toFixed(1).padStart(7)} ms (${resolve.max.toFixed(1)})   markdown-it ${parse.median.toFixed(1).padStart(7)} ms`,
  );
}
console.log(`slowest median: ${worst.toFixed(1)} ms; target: well under 1000 ms → ${worst < 500 ? 'met' : 'NOT met'}`);
