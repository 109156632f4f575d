/**
 * A schema a content engineer drops in is either handled or refused with a CodegenError naming its file and
 * the property: never a raw stack trace from ajv or json-schema-to-typescript, never generated code that
 * fails tsc or drops every blok.
 */
import Ajv from 'ajv';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { CodegenError } from '~/codegen/discover';
import { generate, repoRoot, type CodegenOptions } from '~/codegen/index';
import { ANNOTATION_FORMATS, AJV_OPTIONS } from '~/codegen/validators';

type Schema = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const fixture = path.join(repoRoot, 'tests/fixtures/codegen');
// Scratch folders live inside the repository, as in codegen.test.ts.
const scratchRoot = path.join(repoRoot, 'tests/.tmp');
afterAll(() => {
  for (const d of fs.existsSync(scratchRoot) ? fs.readdirSync(scratchRoot) : [])
    if (d.startsWith('refusal-') && d.endsWith(`-${process.pid}`)) fs.rmSync(path.join(scratchRoot, d), { recursive: true, force: true });
});

/**
 * The fixture set in a scratch folder with one schema edited (Card's unless `file` says otherwise). `edit` changes
 * the parsed schema in place, or returns the file's new text (for keys such as `__proto__`, which an assignment
 * would not write). Returns the options and the schema file's path as codegen names it.
 */
function withSchema(name: string, edit: (schema: Schema) => string | void, file = 'blocks/Card.schema.json') {
  const dir = path.join(scratchRoot, `refusal-${name}-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(fixture, 'schemas'), path.join(dir, 'schemas'), { recursive: true });
  fs.cpSync(path.join(fixture, 'blocks'), path.join(dir, 'blocks'), { recursive: true });
  const target = path.join(dir, 'schemas', file);
  const schema = JSON.parse(fs.readFileSync(target, 'utf8')) as Schema;
  const text = edit(schema);
  fs.writeFileSync(target, typeof text === 'string' ? text : JSON.stringify(schema));
  const options: CodegenOptions = {
    schemasDir: path.join(dir, 'schemas'),
    blocksDir: path.join(dir, 'blocks'),
    outDir: path.join(dir, 'generated'),
    storyblokDir: path.join(dir, 'storyblok'),
  };
  return { options, file: path.relative(process.cwd(), target) };
}

/** The CodegenError codegen refuses the set with (the test fails when codegen accepts it or throws anything else). */
async function refusal(options: CodegenOptions): Promise<CodegenError> {
  let thrown: unknown;
  try {
    await generate(options);
  } catch (error) {
    thrown = error;
  }
  if (thrown === undefined) throw new Error('codegen accepted the schema');
  expect(thrown).toBeInstanceOf(CodegenError);
  return thrown as CodegenError;
}

/** An object field the Storyblok mapping can place (a field plugin), so only the point under test decides. */
const custom = { 'x-storyblok': { type: 'custom', field_type: 'test-plugin' } };

describe('a property named like a member of Object.prototype', () => {
  test('ajv reads only own properties: an optional "constructor" field is absent from {}, not the prototype\'s function', () => {
    const validate = new Ajv({ ...AJV_OPTIONS }).compile({ type: 'object', properties: { constructor: { type: 'string' }, toString: { type: 'string' } } });
    expect(validate({})).toBe(true);
    expect(validate({ constructor: 'x' })).toBe(true);
    expect(validate({ constructor: 1 })).toBe(false);
  });

  test.each([
    ['constructor', (s: Schema) => void (s.properties.constructor = { type: 'string' }), 'properties.constructor'],
    ['hasOwnProperty', (s: Schema) => void (s.properties.hasOwnProperty = { type: 'string' }), 'properties.hasOwnProperty'],
    // JSON.parse makes "__proto__" an own key; an assignment would set the prototype instead.
    ['__proto__', (s: Schema) => JSON.stringify(s).replace('"properties":{', '"properties":{"__proto__":{"type":"string"},'), 'properties.__proto__'],
    [
      'toString',
      (s: Schema) => void (s.properties.meta = { type: 'object', properties: { toString: { type: 'string' } }, ...custom }),
      'properties.meta.properties.toString',
    ],
    [
      'valueOf',
      (s: Schema) => void (s.properties.rows = { type: 'array', items: { type: 'object', properties: { valueOf: { type: 'number' } } }, ...custom }),
      'properties.rows.items.properties.valueOf',
    ],
  ])('a field called %s is refused, naming the file and the field, and asking for another name', async (name, edit, at) => {
    const { options, file } = withSchema(`proto-${name}`, edit);
    const error = await refusal(options);
    expect(error.message).toContain(`${file}: property "${name}" (${at})`);
    expect(error.message).toContain('rename the field');
  });

  test('every member of Object.prototype is refused, not only a list of the usual ones', async () => {
    const names = Object.getOwnPropertyNames(Object.prototype);
    expect(names).toEqual(expect.arrayContaining(['__defineGetter__', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString']));
    const { options } = withSchema('proto-all', (s) => {
      const text = JSON.stringify(s);
      const extra = names.map((n) => `${JSON.stringify(n)}:{"type":"string"}`).join(',');
      return text.replace('"properties":{', `"properties":{${extra},`);
    });
    const error = await refusal(options);
    for (const n of names) expect(error.message).toContain(`property "${n}"`);
  });
});

describe('a property with a title', () => {
  test("keeps its plain type: a title equal to a schema's name takes no declaration, and no title leaves a stray export", async () => {
    const { options } = withSchema('title', (s) => {
      s.properties.heading = { type: 'string', title: 'Grid' };
      s.properties.subtitle = { type: 'string', title: 'Subtitle shown under the title' };
      s.properties.anchored = { $id: '#anchored', type: 'string' };
      s.properties.rows = {
        type: 'array',
        title: 'Rows',
        items: { type: 'object', title: 'Row', properties: { n: { type: 'number', title: 'Tone' } } },
        ...custom,
      };
    });
    const files = await generate(options);
    const types = files.find((f) => f.name === 'types.ts')!.content;
    expect(types).toMatch(/export interface Grid \{/);
    expect(types).toMatch(/export type Tone = 'calm' \| 'loud';/);
    expect(types).not.toMatch(/Grid1|Tone1|export type Grid =|export type Subtitle|export type Rows|export interface Row\b/);
    expect(types).toMatch(/heading\?: string;/);
    expect(types).toMatch(/subtitle\?: string;/);
    expect(types).toMatch(/anchored\?: string;/);
    expect(types).not.toMatch(/export type Anchored/);
    expect(types).toContain('export type SectionBlok = Card | Grid;');
    // Storyblok still shows the title as the field's name.
    const components = JSON.parse(files.find((f) => f.name === 'components.json')!.content) as Schema[];
    const card = components.find((c) => c.name === 'Card')!;
    expect(card.schema.heading.display_name).toBe('Grid');
    expect(card.schema.subtitle.display_name).toBe('Subtitle shown under the title');
  });
});

describe('what ajv refuses is a CodegenError naming the schema file, with ajv’s message', () => {
  test('the formats of JSON Schema are annotations: accepted, not validated', async () => {
    const { options } = withSchema('formats', (s) => {
      for (const f of ['email', 'uri', 'date', 'date-time', 'uuid', 'hostname', 'ipv4'])
        s.properties[`f_${f.replace('-', '_')}`] = { type: 'string', format: f };
    });
    await expect(generate(options)).resolves.toBeDefined();
    const ajv = new Ajv({ ...AJV_OPTIONS });
    for (const format of ANNOTATION_FORMATS) expect(ajv.compile({ type: 'string', format })('not one')).toBe(true);
  });

  test('an unknown format is refused, naming the file and the formats codegen accepts', async () => {
    const { options, file } = withSchema('format-unknown', (s) => void (s.properties.phone = { type: 'string', format: 'phone' }));
    const error = await refusal(options);
    expect(error.message).toContain(`${file}: ajv cannot compile schema Card: unknown format "phone"`);
    expect(error.message).toContain('email');
  });

  test("a 2020-12 keyword in a shared schema names the shared schema's file, not the block that refers to it", async () => {
    // Card refers to Tone and is compiled first: the failure still names Tone.
    const { options, file } = withSchema('keyword', (s) => void (s.unevaluatedProperties = false), '_shared/Tone.schema.json');
    const error = await refusal(options);
    expect(error.message).toContain(`${file}: ajv cannot compile schema Tone: strict mode: unknown keyword: "unevaluatedProperties"`);
    expect(error.message).toContain('draft-07');
  });

  test('"required" in an allOf branch without its properties is refused, naming the file', async () => {
    const { options, file } = withSchema('allof-required', (s) => void (s.allOf = [{ required: ['price'] }]));
    const error = await refusal(options);
    expect(error.message).toContain(`${file}: ajv cannot compile schema Card:`);
    expect(error.message).toContain('required property "price" is not defined');
  });

  test('a schema that is not valid JSON Schema is refused, naming the file', async () => {
    const { options, file } = withSchema('invalid', (s) => void (s.properties.price = { type: 'money' }));
    const error = await refusal(options);
    expect(error.message).toContain(`${file}: schema Card is not a valid JSON Schema (draft-07)`);
  });
});

describe("what draft-07 allows but Storyblok's content cannot live with is refused, saying why", () => {
  test.each([
    ['false', (s: Schema) => void (s.properties.legacy = false), 'properties.legacy is the schema `false`'],
    ['true', (s: Schema) => void (s.properties.anything = true), 'properties.anything is the schema `true`'],
    [
      'true-in-then',
      (s: Schema) => void (s.properties.meta = { type: 'object', ...custom, properties: { a: { type: 'string' } }, then: { properties: { a: true } } }),
      'properties.meta.then.properties.a is the schema `true`',
    ],
  ])('a boolean schema (%s) is a CodegenError naming the file and the place, not a stack trace', async (name, edit, at) => {
    const { options, file } = withSchema(`boolean-${name}`, edit);
    const error = await refusal(options);
    expect(error.message).toContain(`${file}: ${at}`);
    expect(error.message).toContain('leave the property out');
  });

  test('"dependencies" (Storyblok sends every field, so each is always present)', async () => {
    const { options, file } = withSchema('dependencies', (s) => void (s.dependencies = { price: ['count'] }));
    const error = await refusal(options);
    expect(error.message).toContain(`${file}: dependencies: "dependencies" cannot work with Storyblok's content`);
  });

  test('a root allOf that adds fields (a shared base) is refused; one that only adds rules about the listed fields is not', async () => {
    const base = withSchema('allof-base', (s) => void (s.allOf = [{ $ref: '../_shared/Button.schema.json' }]));
    expect((await refusal(base.options)).message).toContain(`${base.file}: "allOf" at the root of a block may not add fields`);
    const inline = withSchema('allof-inline', (s) => void (s.allOf = [{ properties: { subtitle: { type: 'string' } } }]));
    expect((await refusal(inline.options)).message).toContain('may not add fields');
    const variants = withSchema('anyof-base', (s) => void (s.anyOf = [{ $ref: '../_shared/Button.schema.json' }]));
    expect((await refusal(variants.options)).message).toContain(`${variants.file}: "anyOf" at the root of a block may not add fields`);
    const rules = withSchema('allof-rules', (s) => void (s.allOf = [{ properties: { price: { type: 'number', maximum: 1000 } } }]));
    await expect(generate(rules.options)).resolves.toBeDefined();
  });

  test("a $ref into a file's definitions says pointers are not supported; a whole file with an empty fragment is taken", async () => {
    const pointer = withSchema('ref-pointer', (s) => void (s.properties.tone = { $ref: '../_shared/Tone.schema.json#/definitions/x' }));
    const error = await refusal(pointer.options);
    expect(error.message).toContain(`${pointer.file}: cannot resolve $ref "../_shared/Tone.schema.json#/definitions/x": a $ref names a whole schema file`);
    const missing = withSchema('ref-missing', (s) => void (s.properties.tone = { $ref: '../_shared/Tones.schema.json' }));
    expect((await refusal(missing.options)).message).toContain('no schema file is named "Tones.schema.json"');
    const fragment = withSchema('ref-fragment', (s) => void (s.properties.tone = { $ref: '../_shared/Tone.schema.json#' }));
    await expect(generate(fragment.options)).resolves.toBeDefined();
  });

  test('a oneOf whose branches share a value (which oneOf would refuse, though Storyblok offers it) is refused', async () => {
    const { options } = withSchema('oneof-shared', (s) => void (s.properties.v = { oneOf: [{ const: 'a', title: 'A' }, { enum: ['a', 'b'] }] }));
    const error = await refusal(options);
    expect(error.message).toContain('Card.v: "a" is in two branches of its "oneOf"');
    const anyOf = withSchema('anyof-shared', (s) => void (s.properties.v = { anyOf: [{ const: 'a', title: 'A' }, { enum: ['a', 'b'] }] }));
    await expect(generate(anyOf.options)).resolves.toBeDefined();
  });

  test('options Storyblok cannot tell apart (1 and "1"), and an option field hinted without a source of options, are refused', async () => {
    const twice = withSchema('options-twice', (s) => void (s.properties.v = { enum: ['1', 1] }));
    expect((await refusal(twice.options)).message).toContain('Card.v: two options are "1" in Storyblok');
    const bare = withSchema('option-no-source', (s) => void (s.properties.v = { type: 'string', 'x-storyblok': { type: 'option' } }));
    expect((await refusal(bare.options)).message).toContain('Card.v: an "x-storyblok" option field needs its options from a "source"');
    const sourced = withSchema(
      'option-source',
      (s) => void (s.properties.v = { type: 'string', 'x-storyblok': { type: 'option', source: 'internal', datasource_slug: 'colours' } }),
    );
    await expect(generate(sourced.options)).resolves.toBeDefined();
  });

  test.each([
    ['a space', 'sub title', 'sub_title'],
    ['a Swedish letter', 'färg', 'farg'],
    ['a dot', 'seo.title', 'seo_title'],
  ])("a field whose name has %s (outside Storyblok's technical names) is refused, with a name to use", async (_, name, suggestion) => {
    const { options } = withSchema(`field-name-${suggestion}`, (s) => void (s.properties[name] = { type: 'string' }));
    const error = await refusal(options);
    expect(error.message).toContain(`schema Card: the field "${name}" needs a name of A–Z, a–z, 0–9, "_" and "-" only (e.g. "${suggestion}")`);
    const fine = withSchema(`field-name-ok-${suggestion}`, (s) => void (s.properties[`${suggestion}-2_B`] = { type: 'string' }));
    await expect(generate(fine.options)).resolves.toBeDefined();
  });

  test('a pattern with an escape the u flag refuses says what to write instead', async () => {
    const { options, file } = withSchema('pattern-escape', (s) => void (s.properties.hex = { type: 'string', pattern: '^\\#[0-9a-f]{6}$' }));
    const error = await refusal(options);
    expect(error.message).toContain(`${file}: ajv cannot compile schema Card`);
    expect(error.message).toContain('write the character without the backslash');
  });

  test.each([
    [
      'an option field for a boolean',
      { type: 'boolean', 'x-storyblok': { type: 'option', source: 'internal', datasource_slug: 'choices' } },
      '"x-storyblok" type "option" cannot hold what the schema says',
    ],
    ['a blocks field for a text', { type: 'string', 'x-storyblok': { type: 'bloks' } }, '"x-storyblok" type "bloks" cannot hold'],
    [
      'a table for a list of objects',
      { type: 'array', items: { type: 'object', properties: { a: { type: 'string' } } }, 'x-storyblok': { type: 'table' } },
      'has no Storyblok field',
    ],
    ['a list of free texts', { type: 'array', items: { type: 'string' } }, 'For texts an editor writes, make each item a blok'],
    [
      'a list of objects written in place',
      { type: 'array', items: { type: 'object', properties: { heading: { type: 'string' } } } },
      'a list of objects written in place has no Storyblok field. Make each item a blok: a schema of its own',
    ],
  ])('an x-storyblok type that cannot hold the value (%s) is refused', async (name, field, message) => {
    const { options } = withSchema(`hint-${name.replace(/\W+/g, '-')}`, (s) => void (s.properties.odd = field));
    const error = await refusal(options);
    expect(error.message).toContain(`schema Card.odd`);
    expect(error.message).toContain(message);
  });
});

describe('a nested default its own schema refuses', () => {
  test('in a field of an object field: refused, naming the file and the path', async () => {
    const { options, file } = withSchema(
      'default-object',
      (s) => void (s.properties.meta = { type: 'object', properties: { n: { type: 'integer', minimum: 1, default: 0 } }, ...custom }),
    );
    const error = await refusal(options);
    expect(error.message).toContain(`${file}: schema Card.meta.n: its default 0 fails its own schema (default must be >= 1)`);
  });

  test("in a field of a list's items: refused, naming the file and the path", async () => {
    const { options, file } = withSchema(
      'default-items',
      (s) =>
        void (s.properties.rows = {
          type: 'array',
          items: { type: 'object', properties: { label: { type: 'string', minLength: 1, default: '' } } },
          ...custom,
        }),
    );
    const error = await refusal(options);
    expect(error.message).toContain(`${file}: schema Card.rows[].label: its default "" fails its own schema (default must NOT have fewer than 1 characters)`);
  });

  test('a default outside labelled options names the options, not one error per branch', async () => {
    const { options, file } = withSchema(
      'default-options',
      (s) =>
        void (s.properties.align = {
          oneOf: [
            { const: 'left', title: 'Vänster' },
            { const: 'right', title: 'Höger' },
          ],
          default: 'centre',
        }),
    );
    const error = await refusal(options);
    expect(error.message).toContain(`${file}: schema Card.align: its default "centre" is not one of "left", "right"`);
  });

  test("a default inside a oneOf branch (which ajv never fills in) is refused naming its field, not ajv's variable", async () => {
    const { options, file } = withSchema(
      'default-branch',
      (s) =>
        void (s.properties.size = {
          type: 'object',
          properties: { kind: { type: 'string' } },
          oneOf: [{ properties: { kind: { const: 'a' }, extra: { type: 'string', default: 'z' } } }, { properties: { kind: { const: 'b' } } }],
          ...custom,
        }),
    );
    const error = await refusal(options);
    expect(error.message).toContain(`${file}: ajv cannot compile schema Card: strict mode: default is ignored`);
    expect(error.message).toContain('Card.size.extra (in "oneOf")');
    expect(error.message).toContain('put the default on the field outside the branch');
  });

  test('a field of an object field with no Storyblok type: the message names the file, and quotes the schema cut between members', async () => {
    const { options, file } = withSchema(
      'storyblok-deep',
      (s) =>
        void (s.properties.deep = {
          type: 'object',
          properties: { obj: { type: 'object', properties: { a: { type: 'string', description: 'x'.repeat(40) } } } },
        }),
    );
    const error = await refusal(options);
    expect(error.message).toContain(
      `${file}: schema Card.deep: no Storyblok field type for {"type":"object","properties":{"obj":{"type":"object","properties":{"a":{…;`,
    );
  });

  test('nested defaults their schemas accept pass', async () => {
    const { options } = withSchema('default-fine', (s) => {
      s.properties.meta = { type: 'object', properties: { n: { type: 'integer', minimum: 1, default: 1 } }, ...custom };
      s.properties.rows = { type: 'array', items: { type: 'object', properties: { label: { type: 'string', default: '' } } }, ...custom };
    });
    await expect(generate(options)).resolves.toBeDefined();
  });
});

describe('a schema named like a global of JavaScript or like a name the generated code declares', () => {
  /** The fixture set with one more block of this name: a schema of one text, and its component. */
  function withBlock(name: string) {
    const { options } = withSchema(`name-${name}`, () => undefined);
    const schema = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      title: name,
      description: 'A block with a name to try.',
      type: 'object',
      properties: { _uid: { type: 'string' }, component: { const: name }, text: { type: 'string' } },
      required: ['_uid', 'component'],
      additionalProperties: false,
      examples: [{ _uid: 'a', component: name, text: 'Text' }],
    };
    fs.writeFileSync(path.join(options.schemasDir, `blocks/${name}.schema.json`), JSON.stringify(schema));
    fs.mkdirSync(path.join(options.blocksDir, name));
    fs.writeFileSync(
      path.join(options.blocksDir, name, `${name}.tsx`),
      [
        "import type { BlockContext } from '~/blocks/_ui/context';",
        "import { blockDefiner } from '~/engine/render/registry';",
        "import type { BlockPropsMap } from '../../generated/types';",
        'const defineBlock = blockDefiner<BlockPropsMap, BlockContext>();',
        `export default defineBlock('${name}', function Named({ blok }) { return <p>{blok.text}</p>; });`,
      ].join('\n'),
    );
    return options;
  }

  test.each(['Array', 'Object', 'Set', 'Math', 'ResolvedLink', 'BlockName', 'ContentModel'])(
    '%s is refused, naming the file and why (the validators hid Array.isArray: every page a 404; or tsc failed in generated code)',
    async (name) => {
      const error = await refusal(withBlock(name));
      expect(error.message).toContain(`${name}.schema.json: the name "${name}"`);
      expect(error.message).toContain(`"${name}Block"`);
    },
  );

  test("a host's global that generated code never calls (Event, File) is a name like any other", async () => {
    await expect(generate(withBlock('Event'))).resolves.toBeDefined();
  });
});

describe('what would bind the validator alone, or place a block nowhere, is refused', () => {
  test('a rule beside a $ref (an enum narrowing a shared schema): the type and Storyblok would offer the whole shared schema', async () => {
    const { options, file } = withSchema('ref-sibling', (schema) => {
      schema.properties.tone.enum = ['calm'];
    });
    const error = await refusal(options);
    expect(error.message).toContain(file);
    expect(error.message).toMatch(/"enum" beside "\$ref": "\.\.\/_shared\/Tone\.schema\.json" would narrow the validator only/);
  });

  test('words beside a $ref (a title, a description, a default, x- hints) are fine', async () => {
    const { options } = withSchema('ref-words', (schema) => {
      Object.assign(schema.properties.tone, { title: 'Ton', description: 'Hur det låter.', 'x-storyblok': { tooltip: true } });
    });
    await expect(generate(options)).resolves.toBeDefined();
  });

  test('a block of a group no list offers (a misspelt "sections") is refused, naming the groups that are offered', async () => {
    const { options, file } = withSchema('lone-group', (schema) => {
      schema['x-blok-group'] = 'sections';
    });
    const error = await refusal(options);
    expect(error.message).toContain(`${file}: no list offers the group "x-blok-group": "sections" (Card)`);
    expect(error.message).toContain('the groups lists offer: "section"');
  });
});

describe('a schema file that cannot be read as JSON', () => {
  test('is refused with where the fault is (line and column), and its component is not also said to have no schema', async () => {
    const { options, file } = withSchema('not-json', (schema) => JSON.stringify(schema, null, 2).replace('"title": "Card",', '"title": "Card"'));
    const error = await refusal(options);
    expect(error.message).toMatch(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: not valid JSON \\(.*line \\d+, column \\d+\\)`));
    expect(error.message).not.toContain('has no schema');
  });

  test('an empty file says so', async () => {
    const { options } = withSchema('empty-file', () => '\n');
    expect((await refusal(options)).message).toContain('not valid JSON (the file is empty)');
  });

  test('a file saved as "UTF-8 with BOM" is read as the JSON it holds', async () => {
    const { options } = withSchema('bom', (schema) => `\uFEFF${JSON.stringify(schema)}`);
    await expect(generate(options)).resolves.toBeDefined();
  });
});

test('"$defs" and "definitions" side by side are refused, naming the file (json-schema-to-typescript named none)', async () => {
  const { options, file } = withSchema('defs-both', (schema) => {
    schema.$defs = { a: { type: 'string' } };
    schema.definitions = { b: { type: 'string' } };
  });
  const error = await refusal(options);
  expect(error.message).toContain(`${file}: the schema has both "$defs" and "definitions"`);
});
