/**
 * The whole pipeline fuzzed: arbitrary and mutated stories (the demo content, every schema's
 * examples, arbitrary JSON, hostile strings) are resolved and server-rendered with the page template
 * of their content type, as the contract test renders them. The laws: nothing throws, and every URL
 * the HTML carries is safe (a same-site path starting with a single "/", http(s), mailto, tel or an
 * in-page anchor). The run count is fixed so a run is repeatable in time; fast-check prints the seed
 * of a failure, and `FUZZ_SEED=<seed>` runs that sequence again.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { SiteConfig } from '~/codegen/generated/types';
import { discover } from '~/codegen/discover';
import { defaultOptions } from '~/codegen/index';
import { resolveStory } from '../helpers/engine';
import type { Locale } from '~/contracts/locales';
import { demoStories, jsonish, mutate } from '../helpers/contentArbitraries';
import { renderStory, testContext } from '../helpers/render';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {};
const demo = demoStories();
const { schemas } = discover(defaultOptions);
const examples: unknown[] = schemas.flatMap((s) =>
  ((s.schema.examples as unknown[] | undefined) ?? []).flatMap((example) => {
    if (s.kind === 'story') return [{ full_slug: 'sv/exempel', content: example }];
    if (s.kind === 'block' && s.schema['x-blok-group'] === 'section')
      return [{ full_slug: 'sv/exempel', content: { _uid: 'p', component: 'Page', body: [example] } }];
    return [];
  }),
);

/** A demo page cut down to one or two of its sections, so each case renders quickly and the run stays short. */
const smallDemo = fc.constantFrom(...demo).chain((raw) => {
  const story = structuredClone((raw as { story?: unknown }).story ?? raw) as { content?: { body?: unknown[] } };
  const body = story.content?.body;
  if (!Array.isArray(body) || body.length <= 3) return fc.constant(story as unknown);
  return fc.subarray(body, { minLength: 1, maxLength: 2 }).map((part) => ({ ...story, content: { ...story.content, body: part } }) as unknown);
});

// Lists repeated a few times only: resolving thousands of sections is the resolver tests' concern, not this run's.
const edit = (story: unknown) => mutate(story, { repeats: [2, 5] });
const stories = fc.oneof(
  { weight: 4, arbitrary: smallDemo.chain(edit) },
  { weight: 3, arbitrary: fc.constantFrom(...examples).chain(edit) },
  { weight: 1, arbitrary: smallDemo },
  { weight: 1, arbitrary: jsonish.map((content) => ({ full_slug: 'sv/x', content })) },
  { weight: 1, arbitrary: jsonish.map((section) => ({ full_slug: 'sv/x', content: { _uid: 'p', component: 'Page', body: [section] } })) },
);

const siteOf = (locale: Locale): SiteConfig | null => {
  const raw = demo.find((s) => JSON.stringify(s).includes(`"full_slug":"${locale}/site-config"`));
  const content = resolveStory(raw, { locale }).tree?.content;
  return content?.component === 'SiteConfig' ? content : null;
};
const sites = { sv: siteOf('sv'), en: siteOf('en') };

const URL_ATTRIBUTE = /\s(href|src|srcset|action|formaction|poster)="([^"]*)"/gi;
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The law for every URL in the page: same-site path, http(s), mailto, tel or an anchor. */
export function isSafeUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what a safe URL must not hold
  if (/[\u0000-\u001f\u007f]/.test(url)) return false;
  if (url.startsWith('#')) return true;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'mailto' || scheme === 'tel') return true;
  if (scheme !== 'http' && scheme !== 'https') return false;
  try {
    return new URL(url).protocol === `${scheme}:` && /^https?:\/\/[^/\\]/i.test(url);
  } catch {
    return false;
  }
}

function urlsIn(html: string): string[] {
  const out: string[] = [];
  for (const [, name, value] of html.matchAll(URL_ATTRIBUTE)) {
    const v = decode(value!);
    if (name!.toLowerCase() === 'srcset')
      out.push(
        ...v
          .split(',')
          .map((c) => c.trim().split(/\s+/)[0]!)
          .filter(Boolean),
      );
    else out.push(v);
  }
  return out;
}

test('the URL law accepts what is safe and refuses the rest', () => {
  for (const ok of ['/sv/x', '/_next/image?url=%2Fa.png&w=64', '#faq', 'https://a.example/x', 'http://a.example', 'mailto:a@b.example', 'tel:+46100000000'])
    expect(isSafeUrl(ok), ok).toBe(true);
  for (const bad of [
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    "javascript:throw new Error('React has blocked a javascript: URL')",
    'data:x',
    'www.example.com',
    'sv/x',
    'https:evil.example',
    '',
  ])
    expect(isSafeUrl(bad), bad).toBe(false);
});

test(`${RUNS} arbitrary and mutated stories resolve and server-render without a throw, every href and src safe`, () => {
  const started = performance.now();
  let rendered = 0;
  fc.assert(
    // Navigation and footer (the site context) cost most of a page's render: one case in eight has them.
    fc.property(stories, fc.constantFrom<Locale>('sv', 'en'), fc.nat(7), (story, locale, chrome) => {
      const { tree, diagnostics } = resolveStory(story, { locale });
      expect(diagnostics.filter((d) => d.message.startsWith('The engine failed'))).toEqual([]);
      if (!tree || tree.content.component === 'SiteConfig') return;
      const html = renderStory(tree, chrome === 0 ? sites[locale] : null, testContext(locale, rendered % 2 === 0 ? 'production' : 'development'), diagnostics);
      rendered++;
      const unsafe = urlsIn(html).filter((u) => !isSafeUrl(u));
      expect(unsafe).toEqual([]);
    }),
    { numRuns: RUNS, ...SEED },
  );
  console.info(`pipeline fuzz: ${RUNS} cases, ${rendered} rendered pages, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  expect(rendered).toBeGreaterThan(RUNS / 4);
}, 900_000);
