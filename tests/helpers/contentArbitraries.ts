/**
 * fast-check arbitraries for content: JSON with the awkward keys and values content can carry, and
 * random edits of a valid story (set, delete, cycles, repeats, __proto__ keys). Shared by the
 * resolver's property tests and the whole-pipeline fuzz, with the demo stories they start from.
 */
import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '~/contracts/locales';

/** Every valid story we have: the embedded demo content of both locales, as the files hold them. */
export function demoStories(): unknown[] {
  const root = path.resolve(import.meta.dirname, '../../site/content');
  return LOCALES.flatMap((l) =>
    fs
      .readdirSync(path.join(root, l), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(fs.readFileSync(path.join(root, l, f), 'utf8')) as unknown),
  );
}

/** Values an editor, a migration or an attacker can put where a link, an asset or a text is expected. */
export const hostileString = fc.constantFrom(
  'javascript:alert(1)',
  ' java\tscript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example',
  'https:evil.example',
  'http://',
  'mailto:mailto:a@b.example',
  'tel:+46 10 000 00 00',
  'www.example.com',
  '#',
  '#anchor',
  '{{BORROWER_APP_URL}}/ansok',
  '<script>alert(1)</script>',
  '2026-02-30 10:00',
  '2026-13-01 00:00',
  '1,234',
  '1\u00a0234',
  `#${' '.repeat(300)}x`,
  '[a]('.repeat(200),
  '\u0000\u001f\u202e',
);

/** JSON with the awkward keys content can carry. */
const hostileKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'component', '_uid', 'body', 'title', 'link', 'items', '');
export const jsonish: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.string(),
    fc.constantFrom('', '12', 'Hero', 'Page', 'doc', 'story', 'url', 'email', 'asset'),
    hostileString,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(hostileKey, fc.string({ maxLength: 6 })), tie('value'), { maxKeys: 6 }),
  ),
})).value;

/** A random edit somewhere in a valid story; `repeats` are the lengths a repeated list may take. */
export function mutate(story: unknown, { repeats = [2, 50, 3000] }: { repeats?: readonly number[] } = {}): fc.Arbitrary<unknown> {
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
    fc.record({ op: fc.constant('repeat' as const), times: fc.constantFrom(...repeats) }),
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
