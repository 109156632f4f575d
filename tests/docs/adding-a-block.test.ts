import fs from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { generate, repoRoot } from '~/codegen/index';
import { writeOutputs } from '~/codegen/write';
import { createResolver, type ResolverSchemas } from '~/engine';
import { RenderBlocks } from '~/engine/render';
import type { BlockContext } from '~/blocks/_ui/context';
import { testConfig } from '../helpers/engine';
import { testContext } from '../helpers/render';

/**
 * Proves docs/adding-a-block.md: take the files the page shows, add them — and nothing else — to a
 * copy of the schemas and blocks, and see the block generated, validated and rendered.
 */
const doc = fs.readFileSync(path.join(repoRoot, 'docs/adding-a-block.md'), 'utf8');
const files = [...doc.matchAll(/```\w+ file=(\S+)\n([\s\S]*?)```/g)].map((m) => ({ file: m[1]!, content: m[2]! }));
const work = path.join(repoRoot, 'tests/.tmp', `add-block-${process.pid}`);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

test('the page shows exactly two schemas, two components and their styles', () => {
  expect(files.map((f) => f.file).sort()).toEqual([
    'blocks/KeyFigure/KeyFigure.module.css',
    'blocks/KeyFigure/KeyFigure.tsx',
    'blocks/KeyFigures/KeyFigures.module.css',
    'blocks/KeyFigures/KeyFigures.tsx',
    'schemas/blocks/KeyFigure.schema.json',
    'schemas/blocks/KeyFigures.schema.json',
  ]);
});

const out = path.join(work, 'generated');
// The copy with only the page's files added, generated once for every test below (each may run alone, in any order).
beforeAll(async () => {
  fs.rmSync(work, { recursive: true, force: true });
  fs.cpSync(path.join(repoRoot, 'schemas'), path.join(work, 'schemas'), { recursive: true });
  fs.cpSync(path.join(repoRoot, 'blocks'), path.join(work, 'blocks'), { recursive: true });
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(work, f.file)), { recursive: true });
    fs.writeFileSync(path.join(work, f.file), f.content);
  }
  const generated = await generate({
    schemasDir: path.join(work, 'schemas'),
    blocksDir: path.join(work, 'blocks'),
    outDir: out,
    storyblokDir: `${out}-storyblok`,
  });
  writeOutputs(out, generated, false);
}, 120_000);

test('adding only those files generates, validates and renders the new section with its items', async () => {
  const types = fs.readFileSync(path.join(out, 'types.ts'), 'utf8');
  expect(types).toMatch(/export interface KeyFigure \{[\s\S]*value: number;[\s\S]*unit: string;/);
  expect(types).toMatch(/export interface KeyFigures \{[\s\S]*items: KeyFigure\[\];/);
  expect(types).toMatch(/export type SectionBlok =\s[^;]*KeyFigures/);
  expect(types).not.toMatch(/export type SectionBlok =\s[^;]*KeyFigure\b/);

  const { validators } = (await import(path.join(out, 'validators.js'))) as { validators: ResolverSchemas['validators'] };
  const { plans } = (await import(path.join(out, 'plans.ts'))) as { plans: ResolverSchemas['plans'] };
  const { registry, interactive } = (await import(path.join(out, 'registry.ts'))) as { registry: Record<string, unknown>; interactive: ReadonlySet<string> };
  expect(Object.keys(registry)).toEqual(expect.arrayContaining(['KeyFigure', 'KeyFigures']));
  // The section may stand in a text; its item, a list item, may not ("x-in-text": false).
  const inText = (plans.TextSection?.fields.text as { allowed?: string[] } | undefined)?.allowed ?? [];
  expect(inText).toContain('KeyFigures');
  expect(inText).not.toContain('KeyFigure');

  const resolve = createResolver({ validators, plans });
  const { tree, diagnostics } = resolve(
    {
      full_slug: 'sv/siffror',
      content: {
        _uid: 'p',
        component: 'Page',
        body: [
          {
            _uid: 's1',
            component: 'KeyFigures',
            title: 'I siffror',
            items: [
              { _uid: 'k1', component: 'KeyFigure', value: '24', unit: 'h', label: 'till ett besked' },
              { _uid: 'k2', component: 'KeyFigure', value: 'många', label: 'inte ett tal' },
              { _uid: 'k3', component: 'KeyFigure', value: 1200, label: 'företag' },
            ],
          },
        ],
      },
    },
    { locale: 'sv', config: testConfig },
  );
  // The broken item is dropped with a pointer to its field; its siblings stay.
  expect(diagnostics).toEqual([expect.objectContaining({ severity: 'error', component: 'KeyFigure', pointer: '/content/body/0/items/1/value' })]);
  const body = (tree!.content as unknown as { body: Array<Record<string, unknown>> }).body;
  expect(body).toEqual([
    {
      _uid: 's1',
      component: 'KeyFigures',
      title: 'I siffror',
      background: 'WHITE',
      size: 'md',
      items: [
        { _uid: 'k1', component: 'KeyFigure', value: 24, unit: 'h', label: 'till ett besked' },
        { _uid: 'k3', component: 'KeyFigure', value: 1200, unit: '', label: 'företag' },
      ],
    },
  ]);

  const ctx = testContext('sv', 'production', { registry: registry as never, interactive });
  const html = renderToString(createElement(RenderBlocks<BlockContext>, { bloks: body as never, ctx }));
  expect(html).toContain('I siffror');
  expect(html).toContain('24 h');
  expect(html).toContain('till ett besked');
  // The number is written by rules' formatNumber: a no-break space groups the thousands in Swedish.
  expect(html).toContain('1\u00a0200');
  expect(html.match(/<li/g)).toHaveLength(2);
});

test('the new blocks type-check against their generated types, registry included', async () => {
  // The copy's generated code stands in for codegen/generated.
  expect(fs.existsSync(path.join(out, 'registry.ts'))).toBe(true);
  fs.writeFileSync(
    path.join(work, 'tsconfig.json'),
    JSON.stringify({
      extends: path.join(repoRoot, 'tsconfig.json'),
      compilerOptions: { incremental: false, baseUrl: repoRoot, paths: { '~/codegen/generated/*': [`${work}/generated/*`], '~/*': ['./*'] } },
      exclude: [],
      include: ['./generated/**/*.ts', './blocks/**/*.ts', './blocks/**/*.tsx'],
    }),
  );
  const { execFileSync } = await import('node:child_process');
  let output = '';
  try {
    output = execFileSync(path.join(repoRoot, 'node_modules/.bin/tsc'), ['--noEmit', '--listFiles', '-p', path.join(work, 'tsconfig.json')], {
      encoding: 'utf8',
    });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout);
  }
  expect(output).not.toMatch(/error TS\d+/);
  // It did check them: the new component and the copied generated registry were compiled.
  expect(output).toContain(`${work}/blocks/KeyFigure/KeyFigure.tsx`);
  expect(output).toContain(`${work}/blocks/KeyFigures/KeyFigures.tsx`);
  expect(output).toContain(`${work}/generated/registry.ts`);
}, 120_000);
