import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { ArticleSummary } from '~/blocks/_ui/context';
import type { AnyBlok, SiteConfig } from '~/codegen/generated/types';
import { createResolver, type Diagnostic, type Environment } from '~/engine';
import { resolveStory, testConfig } from '../helpers/engine';
import { type Locale } from '~/contracts/locales';
import { plans as fixturePlans } from '~/tests/fixtures/codegen/generated/plans';
import { validators as fixtureValidators } from '~/tests/fixtures/codegen/generated/validators.js';
import { renderBloks, renderStory, testContext } from '../helpers/render';

interface Expectation {
  tree: boolean;
  diagnostics?: Array<Pick<Diagnostic, 'severity' | 'component' | 'pointer' | 'message'>>;
  diagnostics_count?: Partial<Record<'error' | 'warning', number>>;
  diagnostics_contains?: Array<Partial<Diagnostic>>;
  equals?: Record<string, unknown>;
  absent?: string[];
  length?: Record<string, number>;
  html_includes?: string[];
  html_excludes?: string[];
  /** The whole page, rendered with the template of the story's content type. */
  page_html_includes?: string[];
  page_html_excludes?: string[];
  page_h1_count?: number;
}
interface Fixture {
  what: string;
  schemas: 'site' | 'fixture';
  locale: Locale;
  story: unknown;
  /** A raw SiteConfig story (navigation, footer, blog footer) for page rendering. */
  site?: unknown;
  /** Render context of the page: environment (default production), the locale's articles. */
  context?: { environment?: Environment; articles?: ArticleSummary[] };
  expect: Expectation;
}

const dir = path.join(import.meta.dirname, '../fixtures/engine');
const files = fs.readdirSync(dir).filter((f) => /^\d{3}-[a-z0-9-]+\.json$/.test(f));
const resolveWithFixtureSchemas = createResolver({ validators: fixtureValidators, plans: fixturePlans });

/** Reads a JSON pointer (RFC 6901) out of a value; undefined when a step is missing. */
function at(value: unknown, pointer: string): unknown {
  if (pointer === '') return value;
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (v, key) => (v !== null && typeof v === 'object' && Object.prototype.hasOwnProperty.call(v, key) ? (v as Record<string, unknown>)[key] : undefined),
      value,
    );
}

test('fixture files are named NNN-what-it-shows.json and there are some', () => {
  expect(files.length).toBeGreaterThanOrEqual(16);
  expect(fs.readdirSync(dir).filter((f) => !files.includes(f))).toEqual([]);
});

describe.each(files)('%s', (file) => {
  const fixture = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Fixture;
  const resolve = fixture.schemas === 'fixture' ? resolveWithFixtureSchemas : resolveStory;
  const input = structuredClone(fixture.story);
  const { tree, diagnostics } = resolve(input, { locale: fixture.locale, config: testConfig });
  const e = fixture.expect;

  test(fixture.what, () => {
    expect(tree !== null).toBe(e.tree);
    if (e.diagnostics) {
      expect(diagnostics.map((d) => [d.severity, d.component, d.pointer])).toEqual(e.diagnostics.map((d) => [d.severity, d.component, d.pointer]));
      e.diagnostics.forEach((d, i) => expect(diagnostics[i]!.message).toContain(d.message));
    }
    for (const [severity, count] of Object.entries(e.diagnostics_count ?? {})) {
      expect(
        diagnostics.filter((d) => d.severity === severity),
        JSON.stringify(diagnostics, null, 1),
      ).toHaveLength(count);
    }
    for (const want of e.diagnostics_contains ?? []) {
      expect(
        diagnostics.some((d) => Object.entries(want).every(([k, v]) => (k === 'message' ? d.message.includes(String(v)) : d[k as keyof Diagnostic] === v))),
      ).toBe(true);
    }
    for (const [pointer, value] of Object.entries(e.equals ?? {})) expect(at(tree, pointer), pointer).toEqual(value);
    for (const pointer of e.absent ?? []) expect(at(tree, pointer), pointer).toBeUndefined();
    for (const [pointer, n] of Object.entries(e.length ?? {})) expect(at(tree, pointer), pointer).toHaveLength(n);
  });

  test('the input is left exactly as it was', () => {
    expect(input).toEqual(fixture.story);
  });

  if (e.html_includes || e.html_excludes) {
    test('renders safely', () => {
      const body = (tree?.content as { body?: AnyBlok[] }).body ?? [];
      const html = renderBloks(body, testContext(fixture.locale));
      for (const s of e.html_includes ?? []) expect(html).toContain(s);
      for (const s of e.html_excludes ?? []) expect(html.toLowerCase()).not.toContain(s.toLowerCase());
    });
  }

  if (e.page_html_includes || e.page_html_excludes || e.page_h1_count !== undefined) {
    test('renders as a page with its template', () => {
      expect(tree).not.toBeNull();
      const siteContent = fixture.site ? resolveStory(structuredClone(fixture.site), { locale: fixture.locale }).tree?.content : undefined;
      const site: SiteConfig | null = siteContent?.component === 'SiteConfig' ? siteContent : null;
      const ctx = testContext(fixture.locale, fixture.context?.environment ?? 'production', {
        path: tree!.path,
        articles: fixture.context?.articles ?? [],
        report: () => {},
      });
      const html = renderStory(tree!, site, ctx, diagnostics);
      for (const s of e.page_html_includes ?? []) expect(html).toContain(s);
      for (const s of e.page_html_excludes ?? []) expect(html).not.toContain(s);
      if (e.page_h1_count !== undefined) expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(e.page_h1_count);
    });
  }
});
