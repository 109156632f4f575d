/**
 * `npm run bench:engine`: median time to resolve and validate a 200-blok story (target: under 1 ms).
 * A benchmark that prints figures, not a timed test. The story mixes every block schema's examples,
 * so it exercises links, assets, rich text, markdown, nested bloks and defaults.
 */
import { performance } from 'node:perf_hooks';
import { discover } from '~/codegen/discover';
import { defaultOptions } from '~/codegen/index';
import { resolveStory } from '../helpers/engine';

const { schemas } = discover(defaultOptions);
const sections = schemas.filter((s) => s.kind === 'block' && s.schema['x-blok-group'] === 'section').flatMap((s) => (s.schema.examples as unknown[]) ?? []);

/** Counts bloks (objects with a component) in a value, nested ones included. */
function countBloks(v: unknown): number {
  if (Array.isArray(v)) return v.reduce<number>((n, x) => n + countBloks(x), 0);
  if (!v || typeof v !== 'object') return 0;
  const own = typeof (v as { component?: unknown }).component === 'string' && typeof (v as { _uid?: unknown })._uid === 'string' ? 1 : 0;
  return own + Object.values(v).reduce<number>((n, x) => n + countBloks(x), 0);
}

// Fill a page body until it holds 200 bloks (sections and their nested items).
const body: unknown[] = [];
let total = 1; // the Page itself
for (let i = 0; total < 200; i++) {
  const section = structuredClone(sections[i % sections.length]) as Record<string, unknown>;
  section._uid = `s-${i}`;
  body.push(section);
  total += countBloks(section);
}
const story = { story: { full_slug: 'sv/bench', content: { _uid: 'page', component: 'Page', body } } };
const bloks = countBloks(story);

const check = resolveStory(story, { locale: 'sv' });
const errors = check.diagnostics.filter((d) => d.severity === 'error');
if (errors.length) throw new Error(`bench story has errors: ${JSON.stringify(errors.slice(0, 3))}`);

const run = (n: number) => {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    resolveStory(story, { locale: 'sv' });
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
};
run(300); // warm-up: let the JIT settle
const times = run(2000);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
console.log(`resolveStory on a story of ${bloks} bloks (${body.length} sections), ${times.length} runs after warm-up:`);
console.log(`  median ${q(0.5).toFixed(3)} ms   p90 ${q(0.9).toFixed(3)} ms   p99 ${q(0.99).toFixed(3)} ms   min ${times[0]!.toFixed(3)} ms`);
console.log(`  ${((q(0.5) * 1000) / bloks).toFixed(2)} µs per blok at the median; target: median under 1 ms → ${q(0.5) < 1 ? 'met' : 'NOT met'}`);
