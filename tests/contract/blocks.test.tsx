import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import type { AnyBlok } from '~/codegen/generated/types';
import { plans } from '~/codegen/generated/plans';
import { validators } from '~/codegen/generated/validators.js';
import { discover } from '~/codegen/discover';
import { defaultOptions } from '~/codegen/index';
import type { ResolvedStory } from '~/engine';
import { resolveBloks, resolveStory } from '../helpers/engine';
import { templates } from '~/site/templates';
import type { PageStoryName, TemplateProps } from '~/site/templates/types';
import { renderBloks, testContext } from '../helpers/render';

/**
 * The generic contract every block and page type must keep: each example of its schema validates,
 * resolves without an error, and server-renders. A new schema is covered the moment it is added.
 */
const { schemas } = discover(defaultOptions);
const examplesOf = (name: string) => (schemas.find((s) => s.name === name)!.schema.examples as unknown[]) ?? [];
const blocks = schemas.filter((s) => s.kind === 'block').map((s) => s.name);
const stories = schemas.filter((s) => s.kind === 'story').map((s) => s.name);
const shared = schemas.filter((s) => s.kind === 'shared').map((s) => s.name);

describe.each(shared)('shared schema %s', (name) => {
  test('every example validates', () => {
    for (const example of examplesOf(name)) expect(validators[name as keyof typeof validators](structuredClone(example))).toBe(true);
  });
});

describe.each(blocks)('block %s', (name) => {
  test.each(examplesOf(name).map((e, i) => [i, e] as const))('example %i resolves without errors and server-renders', (_, example) => {
    const { bloks, diagnostics } = resolveBloks([structuredClone(example)], { locale: 'sv' });
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(bloks).toHaveLength(1);
    for (const environment of ['production', 'development'] as const) {
      const html = renderBloks(bloks as AnyBlok[], testContext('sv', environment));
      expect(html.length).toBeGreaterThan(0);
      expect(html).not.toContain('data-diagnostic');
    }
    expect(renderBloks(bloks as AnyBlok[], testContext('en'))).not.toBe('');
  });
});

describe.each(stories)('content type %s', (name) => {
  test.each(examplesOf(name).map((e, i) => [i, e] as const))('example %i resolves without errors and renders with its template and one h1', (_, example) => {
    const { tree, diagnostics } = resolveStory({ full_slug: 'sv/exempel', content: structuredClone(example) }, { locale: 'sv' });
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(tree).not.toBeNull();
    if (name === 'SiteConfig') return; // the site context is rendered as navigation and footer of every page
    const template = templates[name as PageStoryName] as (props: TemplateProps<PageStoryName>) => React.ReactNode;
    const html = renderToString(
      <>{template({ story: tree as ResolvedStory<TemplateProps<PageStoryName>['story']['content']>, site: null, ctx: testContext('sv'), diagnostics: [] })}</>,
    );
    expect(html).toContain('<main');
    expect(html.match(/<h1[\s>]/g), 'every page type has exactly one h1').toHaveLength(1);
  });
});

describe('a block an editor may place in rich text stands on its own between paragraphs', () => {
  // The components every rich-text field may embed (RichText's "x-bloks", less "x-bloks-except").
  const inText = [...new Set(Object.values(plans).flatMap((p) => Object.values(p.fields).flatMap((f) => (f.k === 'richtext' ? (f.allowed ?? []) : []))))];
  test.each(blocks.filter((name) => inText.includes(name)))('%s does not render a list item', (name) => {
    const { bloks } = resolveBloks([structuredClone(examplesOf(name)[0])], { locale: 'sv' });
    const html = renderBloks(bloks as AnyBlok[], testContext('sv'));
    // A block that is only valid inside its section's list belongs in RichText's "x-bloks-except".
    expect(html, `${name} renders <li>: add it to "x-bloks-except" in schemas/_shared/RichText.schema.json`).not.toMatch(/^<li[\s>]/);
  });
  test('the list is not empty', () => expect(inText.length).toBeGreaterThan(10));
});

test('every block schema has a registered component and every component a schema', async () => {
  const { registry } = await import('~/codegen/generated/registry');
  expect(Object.keys(registry).sort()).toEqual([...blocks].sort());
});

describe('islands render their real HTML on the server (the static page has it before any script runs)', () => {
  const render = (name: string) => {
    const { bloks } = resolveBloks([structuredClone(examplesOf(name)[0])], { locale: 'sv' });
    return renderBloks(bloks as AnyBlok[], testContext('sv'));
  };
  test.each([
    ['FlexLoanCalculator', 'data-calculator="flex"'],
    ['WeeklyLoanCalculator', 'data-calculator="weekly"'],
    ['InvoiceCalculator', 'data-calculator="invoice"'],
    ['LeadForm', 'data-lead-form="contact"'],
    ['HeroGetStartedForm', 'data-lead-form="hero"'],
    ['Carousel', 'data-carousel='],
    ['FaqSection', 'aria-expanded'],
    ['JobSection', 'aria-expanded'],
  ])('%s', (name, marker) => {
    expect(render(name)).toContain(marker);
  });
});
