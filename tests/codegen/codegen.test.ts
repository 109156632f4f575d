import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { CodegenError } from '~/codegen/discover';
import { defaultOptions, generate, repoRoot, type CodegenOptions } from '~/codegen/index';
import { BANNER, writeOutputs } from '~/codegen/write';

const fixture = path.join(repoRoot, 'tests/fixtures/codegen');
const fixtureOptions: CodegenOptions = {
  schemasDir: path.join(fixture, 'schemas'),
  blocksDir: path.join(fixture, 'blocks'),
  outDir: path.join(fixture, 'generated'),
  storyblokDir: path.join(fixture, 'storyblok'),
};

// Scratch folders live inside the repository so generated imports (ajv, ~/…) resolve as in real use.
const scratchRoot = path.join(repoRoot, 'tests/.tmp');
const scratch = (name: string) => {
  const dir = path.join(scratchRoot, `${name}-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return dir;
};
afterAll(() => {
  for (const d of fs.existsSync(scratchRoot) ? fs.readdirSync(scratchRoot) : [])
    if (d.endsWith(`-${process.pid}`)) fs.rmSync(path.join(scratchRoot, d), { recursive: true, force: true });
});

describe('codegen output', () => {
  test('matches the committed snapshot for the fixture schemas', async () => {
    const files = await generate(fixtureOptions);
    expect(files.map((f) => f.name).sort()).toEqual(['components.json', 'plans.ts', 'registry.ts', 'types.ts', 'validators.d.ts', 'validators.js']);
    for (const file of files) {
      await expect(file.content).toMatchFileSnapshot(path.join(file.dir ?? fixtureOptions.outDir, file.name));
    }
  });

  test('is idempotent: a second run produces the same bytes and --check finds nothing stale', async () => {
    const dir = scratch('idempotent');
    const out = path.join(dir, 'generated');
    const options = { ...fixtureOptions, outDir: out, storyblokDir: path.join(dir, 'storyblok') };
    const first = await generate(options);
    expect(writeOutputs(out, first, false).length).toBe(first.length);
    const second = await generate(options);
    expect(second).toEqual(first);
    expect(writeOutputs(out, second, true)).toEqual([]);
  });

  test('check mode reports a stale or leftover file without writing', async () => {
    const dir = scratch('stale');
    const out = path.join(dir, 'generated');
    const files = await generate({ ...fixtureOptions, outDir: out, storyblokDir: path.join(dir, 'storyblok') });
    writeOutputs(out, files, false);
    fs.appendFileSync(path.join(out, 'types.ts'), '\n// edited by hand\n');
    fs.writeFileSync(path.join(out, 'old-phase.ts'), '');
    expect(writeOutputs(out, files, true).sort()).toEqual(['old-phase.ts', 'types.ts']);
    expect(fs.readFileSync(path.join(out, 'types.ts'), 'utf8')).toContain('edited by hand');
  });

  test("the repository's generated files are fresh (codegen:check)", async () => {
    const files = await generate(defaultOptions);
    expect(writeOutputs(defaultOptions.outDir, files, true)).toEqual([]);
  });

  test('every generated source file carries the do-not-edit banner', async () => {
    for (const file of await generate(fixtureOptions)) {
      if (!file.name.endsWith('.json')) expect(file.content.startsWith(BANNER)).toBe(true);
    }
  });

  test('validators are plain precompiled code: no require(), no new Function, no eval', async () => {
    const js = (await generate(defaultOptions)).find((f) => f.name === 'validators.js')!.content;
    expect(js).not.toMatch(/\brequire\(/);
    expect(js).not.toMatch(/new Function|\beval\(/);
    expect(js).toMatch(/^export const validators = \{/m);
  });

  test('one TypeScript declaration per shared schema, however many blocks use it', async () => {
    const types = (await generate(fixtureOptions)).find((f) => f.name === 'types.ts')!.content;
    expect(types.match(/export type Tone =/g)).toHaveLength(1);
    expect(types).not.toMatch(/Tone1|Link1|Asset1/);
    // Defaults make a field always present after resolution, so the type requires it.
    expect(types).toMatch(/count: number;/);
    expect(types).toMatch(/price\?: number;/);
    expect(types).toContain('export type SectionBlok = Card | Grid;');
  });
});

describe('discovery pairs schemas and components', () => {
  const copyFixture = (name: string) => {
    const dir = scratch(name);
    fs.cpSync(fixtureOptions.schemasDir, path.join(dir, 'schemas'), { recursive: true });
    fs.cpSync(fixtureOptions.blocksDir, path.join(dir, 'blocks'), { recursive: true });
    return {
      schemasDir: path.join(dir, 'schemas'),
      blocksDir: path.join(dir, 'blocks'),
      outDir: path.join(dir, 'out'),
      storyblokDir: path.join(dir, 'storyblok'),
    };
  };

  test('a schema without a component fails, naming the file to add', async () => {
    const o = copyFixture('no-component');
    fs.rmSync(path.join(o.blocksDir, 'Grid'), { recursive: true });
    await expect(generate(o)).rejects.toThrow(CodegenError);
    await expect(generate(o)).rejects.toThrow('schema blocks/Grid.schema.json has no component: add blocks/Grid/Grid.tsx');
  });

  test('a component without a schema fails, naming the schema to add', async () => {
    const o = copyFixture('no-schema');
    fs.mkdirSync(path.join(o.blocksDir, 'Orphan'));
    fs.writeFileSync(path.join(o.blocksDir, 'Orphan', 'Orphan.tsx'), 'export default function Orphan() { return null; }\n');
    await expect(generate(o)).rejects.toThrow('component blocks/Orphan/Orphan.tsx has no schema: add schemas/blocks/Orphan.schema.json');
  });

  test('a schema without title, description or examples is refused', async () => {
    const o = copyFixture('bad-schema');
    const file = path.join(o.schemasDir, 'blocks', 'Card.schema.json');
    const schema = JSON.parse(fs.readFileSync(file, 'utf8'));
    delete schema.examples;
    schema.title = 'Kort';
    fs.writeFileSync(file, JSON.stringify(schema));
    await expect(generate(o)).rejects.toThrow(/"title" must be "Card"[\s\S]*"examples" needs at least one valid example/);
  });

  test('a default its own property refuses is refused, naming the field (content left empty would always fail)', async () => {
    const o = copyFixture('bad-default');
    const file = path.join(o.schemasDir, 'blocks', 'Grid.schema.json');
    const schema = JSON.parse(fs.readFileSync(file, 'utf8'));
    schema.properties.cards.default = [];
    fs.writeFileSync(file, JSON.stringify(schema));
    await expect(generate(o)).rejects.toThrow('schema Grid.cards: its default [] fails its own schema (default must NOT have fewer than 1 items)');
    schema.properties.cards = { ...schema.properties.cards, minItems: 0 };
    fs.writeFileSync(file, JSON.stringify(schema));
    await expect(generate(o)).resolves.toBeDefined();
  });

  test('an unresolvable $ref is refused', async () => {
    const o = copyFixture('bad-ref');
    const file = path.join(o.schemasDir, 'blocks', 'Grid.schema.json');
    const schema = JSON.parse(fs.readFileSync(file, 'utf8'));
    schema.properties.cards.items.$ref = 'Nope.schema.json';
    fs.writeFileSync(file, JSON.stringify(schema));
    await expect(generate(o)).rejects.toThrow('cannot resolve $ref "Nope.schema.json"');
  });
});

/** Generates the fixture set with Card.tsx replaced, type-checks it, and returns tsc's error lines and its whole output. */
async function typeCheckWithCard(name: string, card: string[]): Promise<{ errors: string[]; output: string }> {
  const dir = scratch(name);
  const o = {
    schemasDir: fixtureOptions.schemasDir,
    blocksDir: path.join(dir, 'blocks'),
    outDir: path.join(dir, 'generated'),
    storyblokDir: path.join(dir, 'storyblok'),
  };
  fs.cpSync(fixtureOptions.blocksDir, o.blocksDir, { recursive: true });
  fs.writeFileSync(path.join(o.blocksDir, 'Card', 'Card.tsx'), [...card, ''].join('\n'));
  writeOutputs(o.outDir, await generate(o), false);
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      extends: path.join(repoRoot, 'tsconfig.json'),
      compilerOptions: { incremental: false, baseUrl: repoRoot, paths: { '~/*': ['./*'] } },
      exclude: [],
      include: ['./**/*.ts', './**/*.tsx', path.join(repoRoot, 'blocks/_ui/css-modules.d.ts')],
    }),
  );
  let output = '';
  try {
    output = execFileSync(path.join(repoRoot, 'node_modules/.bin/tsc'), ['--noEmit', '--pretty', 'false', '-p', path.join(dir, 'tsconfig.json')], {
      encoding: 'utf8',
    });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout);
  }
  return { errors: output.split('\n').filter((line) => /error TS\d+/.test(line)), output };
}

const cardHeader = [
  "import type { BlockContext } from '~/blocks/_ui/context';",
  "import { blockDefiner, type BlockProps } from '~/engine/render/registry';",
  "import type { BlockPropsMap, Card as CardBlok } from '../../generated/types';",
  'const defineBlock = blockDefiner<BlockPropsMap, BlockContext>();',
];

describe('a component is type-checked against its schema', () => {
  test('a component whose props do not match its schema fails tsc in its own file, and only there', async () => {
    // Card now expects a field its schema does not have.
    const { errors } = await typeCheckWithCard('mismatch', [
      ...cardHeader,
      "export default defineBlock('Card', function Card({ blok }: BlockProps<CardBlok & { subtitle: string }, BlockContext>) {",
      '  return <p>{blok.subtitle}</p>;',
      '});',
    ]);
    expect(errors.length).toBeGreaterThan(0);
    for (const line of errors) expect(line).toMatch(/blocks\/Card\/Card\.tsx\(\d+,\d+\): error TS\d+/);
    expect(errors.join('\n')).toContain('subtitle');
  }, 120_000);

  test('a component bound to another block name fails tsc in its own file', async () => {
    const { errors } = await typeCheckWithCard('wrong-name', [
      ...cardHeader,
      "export default defineBlock('Grid', function Card({ blok }: BlockProps<CardBlok, BlockContext>) {",
      '  return <p>{blok.title}</p>;',
      '});',
    ]);
    expect(errors[0]).toMatch(/blocks\/Card\/Card\.tsx\(\d+,\d+\): error TS\d+/);
  }, 120_000);

  test('a component not made by defineBlock fails tsc at the registry, which names the missing mark', async () => {
    const { errors, output } = await typeCheckWithCard('undefined-block', [
      ...cardHeader,
      'export default function Card({ blok }: BlockProps<CardBlok, BlockContext>) {',
      '  return <p>{blok.title}</p>;',
      '}',
    ]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/generated\/registry\.ts\(\d+,\d+\): error TS\d+/);
    expect(output).toContain('madeByDefineBlock');
  }, 120_000);

  test('the fixture blocks as committed type-check', async () => {
    expect((await typeCheckWithCard('clean', fs.readFileSync(path.join(fixtureOptions.blocksDir, 'Card', 'Card.tsx'), 'utf8').split('\n'))).errors).toEqual([]);
  }, 120_000);
});
