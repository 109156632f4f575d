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
  // Elements that stand only inside another: between paragraphs the parser drops or moves them.
  const ONLY_INSIDE = [
    'li',
    'dt',
    'dd',
    'tr',
    'td',
    'th',
    'thead',
    'tbody',
    'tfoot',
    'caption',
    'col',
    'colgroup',
    'option',
    'optgroup',
    'summary',
    'figcaption',
    'legend',
  ];
  test.each(blocks.filter((name) => inText.includes(name)))('%s renders no element that stands only inside another', (name) => {
    for (const example of examplesOf(name)) {
      const { bloks } = resolveBloks([structuredClone(example)], { locale: 'sv' });
      const first = /^<([a-zA-Z][\w-]*)/.exec(renderBloks(bloks as AnyBlok[], testContext('sv')))?.[1]?.toLowerCase();
      // A block that is only valid inside its section's list or table says so in its own schema.
      expect(ONLY_INSIDE, `${name} renders <${first}>: add "x-in-text": false to schemas/blocks/${name}.schema.json`).not.toContain(first);
    }
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

describe('a card in the place of a block that failed stands where the page allows it (pass `listItems` to RenderBlocks in a list)', () => {
  // Where an <aside> may not stand: as a list's or a table's child the parser moves it or a screen reader
  // miscounts; in a paragraph or a heading the parser closes it early.
  const NOT_HERE = new Set(['ul', 'ol', 'menu', 'dl', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'select', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
  const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
  /** The element each card stands in, read from React's HTML (every element closed; `>` escaped in attributes). */
  const cardParents = (html: string): string[] => {
    const open: string[] = [];
    const parents: string[] = [];
    for (const [tag, closing, rawName, attributes] of html.matchAll(/<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)([^>]*)>/g)) {
      if (rawName === undefined) continue; // a comment
      const name = rawName.toLowerCase();
      if (closing) {
        expect(open.pop(), `${tag} closes the element open last`).toBe(name);
        continue;
      }
      if (/\sdata-diagnostic="/.test(attributes!)) parents.push(open.at(-1) ?? '(top)');
      if (!VOID.has(name)) open.push(name);
    }
    return parents;
  };
  /** The components of every blok below the top one. */
  const nested = (value: unknown, top = true): string[] =>
    Array.isArray(value)
      ? value.flatMap((v) => nested(v, false))
      : value !== null && typeof value === 'object'
        ? [
            ...(!top && typeof (value as { component?: unknown }).component === 'string' ? [(value as { component: string }).component] : []),
            ...Object.values(value).flatMap((v) => nested(v, false)),
          ]
        : [];
  const withChildren = blocks.filter((name) => examplesOf(name).some((example) => nested(example).length > 0));

  // Blocks whose nested bloks the engine renders (others render theirs inline, as parts of themselves).
  const withCards = new Set<string>();
  test.each(withChildren)('%s', async (name) => {
    const { registry } = await import('~/codegen/generated/registry');
    for (const example of examplesOf(name)) {
      const children = [...new Set(nested(example))].filter((child) => child !== name);
      if (children.length === 0) continue;
      const { bloks } = resolveBloks([structuredClone(example)], { locale: 'sv' });
      const failing = Object.fromEntries(
        children.map((child) => [
          child,
          () => {
            throw new Error(`${child} failed on purpose`);
          },
        ]),
      );
      const html = renderBloks(bloks as AnyBlok[], testContext('sv', 'preview', { registry: { ...registry, ...failing } as typeof registry }));
      const parents = cardParents(html);
      if (parents.length > 0) withCards.add(name);
      expect(parents.filter((parent) => NOT_HERE.has(parent))).toEqual([]);
    }
  });
  test('the cards were there to be seen: sections of each kind of list render theirs', () => {
    for (const name of [
      'NumberSection',
      'Changelog',
      'ChangelogRelease',
      'UspSection',
      'Quotes',
      'Downloads',
      'GlobalNavigation',
      'GlobalNavigationDropdownItem',
      'FaqSection',
    ])
      if (blocks.includes(name)) expect([...withCards]).toContain(name);
    expect(withCards.size).toBeGreaterThan(10);
  });
});
