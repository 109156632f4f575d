import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { defaultOptions } from '~/codegen/index';
import { LOCALES, resolveStory, type ResolveResult } from '~/engine';
import { resolvedTreeValidator } from '../helpers/resolvedSchema';

const resolved = resolvedTreeValidator(defaultOptions.schemasDir, defaultOptions.blocksDir);
const contentRoot = path.join(defaultOptions.schemasDir, '../site/content');

/** Every valid story we have: the embedded content of both locales. */
const validStories: unknown[] = LOCALES.flatMap((l) =>
  fs
    .readdirSync(path.join(contentRoot, l), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(contentRoot, l, f), 'utf8')) as unknown),
);

function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const v of Object.values(value)) deepFreeze(v, seen);
    Object.freeze(value);
  }
  return value;
}

/** The law behind every check here: no throw, no engine failure, and a tree only of what the types promise. */
function checkResult(result: ResolveResult) {
  expect(result.diagnostics.filter((d) => d.message.startsWith('The engine failed'))).toEqual([]);
  if (result.tree) {
    const ok = resolved.validateContent(result.tree.content);
    expect(ok, JSON.stringify(resolved.errors(), null, 1)?.slice(0, 2000)).toBe(true);
  }
}

const resolveFrozen = (input: unknown) => {
  const before = JSON.stringify(input);
  const result = resolveStory(deepFreeze(input), { locale: 'sv', borrowerAppUrl: 'https://app.example.test' });
  expect(JSON.stringify(input)).toBe(before);
  return result;
};

/** JSON with the awkward keys content can carry. */
const hostileKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'component', '_uid', 'body', 'title', 'link', 'items', '');
const jsonish: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.string(),
    fc.constantFrom('', '12', 'javascript:alert(1)', 'Hero', 'Page', 'doc', 'story', '{{BORROWER_APP_URL}}'),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(hostileKey, fc.string({ maxLength: 6 })), tie('value'), { maxKeys: 6 }),
  ),
})).value;

/** A random edit somewhere in a valid story. */
function mutate(story: unknown): fc.Arbitrary<unknown> {
  const paths: Array<Array<string | number>> = [];
  const walk = (v: unknown, at: Array<string | number>) => {
    paths.push(at);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...at, i]));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...at, k]);
  };
  walk(story, []);
  const edit = fc.oneof(
    fc.record({ op: fc.constant('set' as const), value: jsonish }),
    fc.record({ op: fc.constant('delete' as const) }),
    fc.record({ op: fc.constant('cycle' as const) }),
    fc.record({ op: fc.constant('repeat' as const), times: fc.constantFrom(2, 50, 3000) }),
    fc.record({ op: fc.constant('proto' as const) }),
  );
  return fc.tuple(fc.constantFrom(...paths.filter((p) => p.length > 0)), edit).map(([at, e]) => {
    const copy = structuredClone(story) as Record<string | number, unknown>;
    let parent = copy;
    for (const seg of at.slice(0, -1)) parent = parent[seg] as Record<string | number, unknown>;
    const key = at[at.length - 1]!;
    switch (e.op) {
      case 'set':
        parent[key] = e.value;
        break;
      case 'delete':
        if (Array.isArray(parent)) parent.splice(Number(key), 1);
        else delete parent[key];
        break;
      case 'cycle':
        // An object that contains itself (possible in memory, never in JSON).
        if (parent[key] && typeof parent[key] === 'object') (parent[key] as Record<string, unknown>).self = parent[key];
        parent[key] = parent;
        break;
      case 'repeat':
        if (Array.isArray(parent[key]) && (parent[key] as unknown[]).length > 0) {
          const first = (parent[key] as unknown[])[0];
          parent[key] = Array.from({ length: e.times }, () => first);
        } else parent[key] = Array.from({ length: e.times }, () => parent[key]);
        break;
      case 'proto':
        Object.defineProperty(parent, '__proto__', { value: { polluted: true }, enumerable: true, configurable: true, writable: true });
        break;
    }
    return copy;
  });
}

describe('resolveStory', () => {
  test('never throws and never resolves to anything the types do not promise, for arbitrary JSON', () => {
    fc.assert(
      fc.property(jsonish, (input) => {
        checkResult(resolveStory(input, { locale: 'en' }));
        checkResult(resolveStory({ story: { full_slug: 'sv/x', content: input } }, { locale: 'sv' }));
        checkResult(resolveStory({ story: { full_slug: 'sv/x', content: { _uid: 'p', component: 'Page', body: [input] } } }, { locale: 'sv' }));
      }),
      { numRuns: 400 },
    );
  });

  test('never throws, never mutates its input and keeps the tree well-typed, for mutations of valid stories', () => {
    fc.assert(
      fc.property(fc.constantFrom(...validStories).chain(mutate), (input) => {
        // Cyclic inputs cannot be frozen and compared through JSON; check them without.
        let cyclic = false;
        try {
          JSON.stringify(input);
        } catch {
          cyclic = true;
        }
        checkResult(cyclic ? resolveStory(input, { locale: 'sv' }) : resolveFrozen(input));
      }),
      { numRuns: 300 },
    );
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  test('every valid story resolves with no errors and a well-typed tree', () => {
    expect(validStories.length).toBeGreaterThan(0);
    for (const story of validStories) {
      const result = resolveFrozen(structuredClone(story));
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(result.tree).not.toBeNull();
      checkResult(result);
    }
  });

  test('a rich-text node whose type is an object without a prototype keeps its text with a warning, not an engine failure', () => {
    const text = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: Object.create(null) as unknown, text: 'x' },
            { type: 'text', text: 'kept' },
          ],
        },
      ],
    };
    const story = {
      full_slug: 'sv/x',
      content: { _uid: 'p', component: 'Page', body: [{ _uid: 'f', component: 'FaqSection', items: [{ _uid: 'i', component: 'FaqItem', title: 'q', text }] }] },
    };
    const result = resolveStory(story, { locale: 'sv' });
    checkResult(result);
    expect(result.diagnostics.map((d) => [d.severity, d.message])).toEqual([
      ['warning', 'Unknown rich-text node "an object" inside a line of text: its text is shown as part of the line'],
    ]);
    expect(JSON.stringify(result.tree!.content)).toContain('"text":"x"');
    expect(JSON.stringify(result.tree!.content)).toContain('"text":"kept"');
  });

  test('a body of 3000 bloks resolves, keeping the allowed number with one warning', () => {
    const hero = { _uid: 'h', component: 'Heading', text: 'x', tag: 'h2' };
    const result = resolveStory(
      { full_slug: 'sv/x', content: { _uid: 'p', component: 'Page', body: Array.from({ length: 3000 }, () => hero) } },
      { locale: 'sv' },
    );
    checkResult(result);
    expect((result.tree!.content as { body: unknown[] }).body).toHaveLength(60);
    expect(result.diagnostics).toHaveLength(1);
  });
});

describe('the resolved-tree check used above', () => {
  const { tree } = resolveStory(
    validStories.find((s) => JSON.stringify(s).includes('"Hero"')),
    { locale: 'sv' },
  );
  const content = () => structuredClone(tree!.content) as unknown as { body: Array<Record<string, unknown>> };

  test('accepts a resolved tree', () => {
    expect(resolved.validateContent(content())).toBe(true);
  });

  test('rejects a raw Storyblok link, a hostile href, a missing default and an unknown blok', () => {
    const withRawLink = content();
    const hero = withRawLink.body.find((b) => b.component === 'Hero')!;
    (hero.ctas as Array<Record<string, unknown>>)[0]!.link = { linktype: 'url', url: 'https://x.example', cached_url: '' };
    expect(resolved.validateContent(withRawLink)).toBe(false);

    const hostile = content();
    (hostile.body.find((b) => b.component === 'Hero')!.ctas as Array<Record<string, unknown>>)[0]!.link = { kind: 'external', href: 'javascript:alert(1)' };
    expect(resolved.validateContent(hostile)).toBe(false);

    const noDefault = content();
    delete noDefault.body.find((b) => b.component === 'Hero')!.background;
    expect(resolved.validateContent(noDefault)).toBe(false);

    const unknown = content();
    unknown.body.push({ _uid: 'x', component: 'Nope' });
    expect(resolved.validateContent(unknown)).toBe(false);
  });
});
