import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { defaultOptions } from '~/codegen/index';
import type { ResolveResult } from '~/engine';
import { resolveStory } from '../helpers/engine';
import { demoStories, jsonish, mutate } from '../helpers/contentArbitraries';
import { resolvedTreeValidator } from '../helpers/resolvedSchema';

const resolved = resolvedTreeValidator(defaultOptions.schemasDir, defaultOptions.blocksDir);
/** Every valid story we have: the embedded content of both locales. */
const validStories = demoStories();

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
  const result = resolveStory(deepFreeze(input), { locale: 'sv' });
  expect(JSON.stringify(input)).toBe(before);
  return result;
};

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

  test('a body of 3000 bloks resolves, keeping the allowed number with one error', () => {
    const hero = { _uid: 'h', component: 'Heading', text: 'x', tag: 'h2' };
    const result = resolveStory(
      { full_slug: 'sv/x', content: { _uid: 'p', component: 'Page', body: Array.from({ length: 3000 }, () => hero) } },
      { locale: 'sv' },
    );
    checkResult(result);
    expect((result.tree!.content as { body: unknown[] }).body).toHaveLength(500);
    expect(result.diagnostics.map((d) => d.severity)).toEqual(['error']);
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
