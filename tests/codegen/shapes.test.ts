/**
 * Schemas written the ways JSON Schema allows, run through codegen into a scratch folder, then content
 * as Storyblok sends it through the resolver built from what codegen wrote: a field of one blok, a $ref
 * wrapped in allOf or made nullable, number options, nullable types, an optional object missing a
 * field it requires, options given as a `oneOf` of labelled `const`s.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generate, repoRoot } from '~/codegen/index';
import { writeOutputs } from '~/codegen/write';
import { createResolver, type ResolveResult } from '~/engine';
import { defineEngineConfig } from '~/engine/config';

const fixture = path.join(repoRoot, 'tests/fixtures/codegen');
const dir = path.join(repoRoot, 'tests/.tmp', `shapes-${process.pid}`);
const config = defineEngineConfig({ locales: ['sv', 'en'], defaultLocale: 'sv', linkPlaceholders: {}, siteContextSlug: 'site-config' });

/** A section block's schema: its name, what it is, its own fields, and what else it says (required, rules, examples). */
const sectionSchema = (name: string, description: string, properties: Record<string, unknown>, rest: Record<string, unknown>) => ({
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: name,
  description,
  'x-blok-group': 'section',
  type: 'object',
  properties: { _uid: { type: 'string' }, component: { const: name }, ...properties },
  additionalProperties: false,
  ...rest,
});

const shapes = sectionSchema(
  'Shapes',
  'Fields written in the less common ways.',
  {
    card: { $ref: 'Card.schema.json' },
    button: { $ref: '../_shared/Button.schema.json' },
    described: { allOf: [{ $ref: '../_shared/Link.schema.json' }], description: 'A link, described beside its $ref.' },
    maybeLink: { anyOf: [{ $ref: '../_shared/Link.schema.json' }, { type: 'null' }] },
    either: { oneOf: [{ $ref: 'Card.schema.json' }, { $ref: 'Grid.schema.json' }] },
    columns: { enum: [1, 2, 3], default: 1 },
    limit: { type: ['integer', 'null'], default: 10 },
    // Options with labels, the way JSON Schema gives a value a title.
    align: {
      oneOf: [
        { const: 'left', title: 'Vänster' },
        { const: 'right', title: 'Höger' },
      ],
      default: 'left',
    },
    version: { const: 2 },
    tags: { type: 'array', items: { anyOf: [{ const: 'new', title: 'Nyhet' }, { enum: ['old', 'archived'] }] }, uniqueItems: true, default: [] },
    region: { enum: Array.from({ length: 30 }, (_, i) => `r${i}`) },
    // Options of several kinds; a price in cents; an optional text the schema wants non-empty; a field of one value.
    cols: { enum: [1, 2, 'auto'], default: 'auto' },
    // A whole number or "auto", typed into a text field.
    span: { anyOf: [{ type: 'integer', minimum: 1 }, { const: 'auto' }], 'x-storyblok': { type: 'text' } },
    // Any text but one.
    level: { type: 'string', not: { enum: ['huge'] } },
    // A field plugin's object that takes more than the fields it lists, numbers only.
    extras: {
      type: 'object',
      'x-storyblok': { type: 'custom', field_type: 'shapes-extras' },
      properties: { label: { type: 'string' } },
      additionalProperties: { type: 'number' },
    },
    // A field plugin whose value is one of two shapes.
    pick: {
      oneOf: [
        { type: 'object', properties: { url: { type: 'string' } }, required: ['url'], additionalProperties: false },
        { type: 'object', properties: { story: { type: 'string' } }, required: ['story'], additionalProperties: false },
      ],
      'x-storyblok': { type: 'custom', field_type: 'shapes-pick' },
    },
    price: { type: 'number', multipleOf: 0.01 },
    subtitle: { type: 'string', minLength: 1 },
    kind: { const: 'hero', title: 'Typ' },
    // A link's address, needed only when the kind is "link" (the rule below).
    linkKind: { enum: ['text', 'link'], default: 'text' },
    url: { type: 'string', default: '' },
    // "" as a choice of its own among numbers; a shared list of options with one more beside it.
    gap: { enum: ['', 8, 16] },
    mood: { oneOf: [{ $ref: '../_shared/Tone.schema.json' }, { const: 'auto', title: 'Automatisk' }] },
    // An empty choice with a label; bounds that leave the bound itself out.
    size: {
      oneOf: [
        { const: '', title: 'Ingen' },
        { const: 's', title: 'Liten' },
      ],
      description: 'How large the badge is.',
    },
    count: { type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 10 },
    ratio: { type: 'number', multipleOf: 0.1, exclusiveMinimum: 0.3, maximum: 2 },
    share: { type: 'number', minimum: 0, exclusiveMaximum: 1 },
    // A code of at most five small letters: cut short, a longer one would end in "…", which the pattern refuses.
    code: { type: 'string', pattern: '^[a-z]*$', maxLength: 5, default: 'std' },
    // What JSON Schema cannot place says its Storyblok field itself.
    prices: {
      type: 'object',
      'x-storyblok': { type: 'table' },
      properties: { thead: { type: 'array' }, tbody: { type: 'array' } },
    },
    meta: {
      type: 'object',
      // An object is a field plugin's value in Storyblok.
      'x-storyblok': { type: 'custom', field_type: 'shapes-meta' },
      properties: { label: { type: 'string', minLength: 1 }, rank: { type: 'integer' } },
      required: ['label'],
      additionalProperties: false,
    },
  },
  {
    required: ['_uid', 'component'],
    if: { properties: { linkKind: { const: 'link' } }, required: ['linkKind'] },
    then: { properties: { url: { type: 'string', minLength: 1 } } },
    examples: [{ _uid: 's1', component: 'Shapes', columns: 2 }],
  },
);

/** A block that needs two rows (a field plugin's value), and an optional note. */
const rowsBlock = sectionSchema(
  'Rows',
  'A required list with a minimum.',
  {
    rows: {
      type: 'array',
      'x-storyblok': { type: 'custom', field_type: 'shapes-rows' },
      items: { type: 'object', properties: { a: { type: 'string', minLength: 1 } }, required: ['a'], additionalProperties: false },
      minItems: 2,
    },
    note: { type: 'string', pattern: '^n' },
  },
  { required: ['_uid', 'component', 'rows'], examples: [{ _uid: 'r1', component: 'Rows', rows: [{ a: 'x' }, { a: 'y' }] }] },
);

let resolve: (content: unknown, component?: string) => ResolveResult;

beforeAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(fixture, 'schemas'), path.join(dir, 'schemas'), { recursive: true });
  fs.cpSync(path.join(fixture, 'blocks'), path.join(dir, 'blocks'), { recursive: true });
  for (const schema of [shapes, rowsBlock]) {
    const name = schema.title;
    fs.writeFileSync(path.join(dir, `schemas/blocks/${name}.schema.json`), JSON.stringify(schema, null, 2));
    fs.mkdirSync(path.join(dir, `blocks/${name}`));
    fs.writeFileSync(path.join(dir, `blocks/${name}/${name}.tsx`), `export default function ${name}() { return null; }\n`);
  }
  const out = path.join(dir, 'generated');
  const files = await generate({
    schemasDir: path.join(dir, 'schemas'),
    blocksDir: path.join(dir, 'blocks'),
    outDir: out,
    storyblokDir: path.join(dir, 'storyblok'),
  });
  writeOutputs(out, files, false);
  const { plans } = (await import(path.join(out, 'plans.ts'))) as { plans: Parameters<typeof createResolver>[0]['plans'] };
  const { validators } = (await import(path.join(out, 'validators.js'))) as { validators: Parameters<typeof createResolver>[0]['validators'] };
  const resolveStory = createResolver({ validators, plans });
  resolve = (fields, component = 'Shapes') =>
    resolveStory(
      { full_slug: 'sv/x', content: { _uid: 'l', component: 'Landing', body: [{ _uid: 's', component, ...(fields as object) }] } },
      { config, locale: 'sv' },
    );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The Storyblok field definitions codegen wrote for a component. */
const storyblokSchemaOf = (name: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(dir, 'storyblok/components.json'), 'utf8')) as Array<{
      name: string;
      schema: Record<string, Record<string, unknown>>;
    }>
  ).find((c) => c.name === name)!.schema;

const shapesOf = (r: ResolveResult) => (r.tree?.content as unknown as { body: Array<Record<string, unknown>> }).body[0]!;

describe('content from Storyblok in fields written the less common ways', () => {
  test('a field of one blok (Storyblok sends a list of one) holds that blok; a second is left out with a warning', () => {
    const one = resolve({ card: [{ _uid: 'c', component: 'Card', title: 'Ett kort' }] });
    expect(one.diagnostics).toEqual([]);
    expect(shapesOf(one).card).toMatchObject({ component: 'Card', title: 'Ett kort' });
    const two = resolve({
      card: [
        { _uid: 'c', component: 'Card', title: 'Ett' },
        { _uid: 'd', component: 'Card', title: 'Två' },
      ],
    });
    expect(shapesOf(two).card).toMatchObject({ title: 'Ett' });
    expect(two.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', message: expect.stringContaining('only the first is shown') as string })]);
  });

  test('a field of one of several blocks (oneOf of their $refs) holds whichever it is', () => {
    const r = resolve({ either: [{ _uid: 'g', component: 'Grid' }] });
    expect(r.diagnostics).toEqual([]);
    expect(shapesOf(r).either).toMatchObject({ component: 'Grid' });
    expect(shapesOf(resolve({ either: [{ _uid: 'c', component: 'Card', title: 'Kort' }] })).either).toMatchObject({ component: 'Card' });
  });

  test('a shared object held as a blok (a button) from a list of one', () => {
    const r = resolve({ button: [{ _uid: 'b', component: 'Button', label: 'Gå', link: { linktype: 'url', url: 'https://example.com' } }] });
    expect(r.diagnostics).toEqual([]);
    expect(shapesOf(r).button).toMatchObject({ label: 'Gå', link: { kind: 'external', href: 'https://example.com/' } });
  });

  test('a $ref in an allOf, or with null allowed, is resolved like the $ref (a link is checked and made an href)', () => {
    const r = resolve({ described: { linktype: 'story', cached_url: 'sv/om-oss' }, maybeLink: { linktype: 'url', url: 'javascript:alert(1)' } });
    expect(shapesOf(r).described).toEqual({ kind: 'internal', href: '/sv/om-oss' });
    expect(shapesOf(r).maybeLink).toBeUndefined();
    expect(r.diagnostics).toEqual([expect.objectContaining({ severity: 'error', pointer: expect.stringContaining('/maybeLink') as string })]);
    expect(shapesOf(resolve({ maybeLink: null })).maybeLink).toBeUndefined();
  });

  test('number options and nullable numbers come from Storyblok as strings and are read as numbers', () => {
    const r = resolve({ columns: '3', limit: '25' });
    expect(r.diagnostics).toEqual([]);
    expect(shapesOf(r)).toMatchObject({ columns: 3, limit: 25 });
    expect(shapesOf(resolve({ columns: '', limit: '' }))).toMatchObject({ columns: 1, limit: 10 });
  });

  test('an optional object without a field it requires is left out with a warning; the blok stays', () => {
    const r = resolve({ meta: { rank: 2 } });
    expect(r.tree).not.toBeNull();
    expect(shapesOf(r).meta).toBeUndefined();
    expect(r.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', message: expect.stringContaining('label') as string })]);
  });

  test('options written as a oneOf of labelled consts, a const, or anyOf of consts and enums: read from Storyblok strings', () => {
    const r = resolve({ align: 'right', version: '2', tags: ['new', 'archived'] });
    expect(r.diagnostics).toEqual([]);
    expect(shapesOf(r)).toMatchObject({ align: 'right', version: 2, tags: ['new', 'archived'] });
    // Storyblok's "" is an option left unset: the default applies, without a word.
    const unset = resolve({ align: '' });
    expect(unset.diagnostics).toEqual([]);
    expect(shapesOf(unset).align).toBe('left');
  });

  test('a value outside labelled options is one warning listing them (not one per branch), and the default applies', () => {
    const r = resolve({ align: 'up' });
    expect(shapesOf(r).align).toBe('left');
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        pointer: expect.stringMatching(/\/align$/) as string,
        message: expect.stringMatching(/^must be one of: "left", "right";/) as string,
      }),
    ]);
    const list = resolve({ tags: ['new', 'gone'] });
    expect(list.diagnostics).toEqual([expect.objectContaining({ message: expect.stringMatching(/^must be one of: "new", "old", "archived";/) as string })]);
  });

  test("a list holding an item twice is said in an editor's words", () => {
    expect(resolve({ tags: ['new', 'old', 'new'] }).diagnostics).toEqual([
      expect.objectContaining({
        pointer: expect.stringMatching(/\/tags$/) as string,
        message: expect.stringMatching(/^lists the same item twice \(items 1 and 3\);/) as string,
      }),
    ]);
  });

  test('a long list of allowed values is cut short in the message, with how many there are', () => {
    const r = resolve({ region: 'r99' });
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]!.message).toMatch(/^must be one of: "r0", .*"r11", … \(30 in all\);/);
    expect(r.diagnostics[0]!.message).not.toContain('"r12"');
  });

  test("Storyblok's field definitions: labelled options keep their labels, a const starts out holding its value, a hinted type is used", () => {
    const schema = storyblokSchemaOf('Shapes');
    expect(schema.align).toMatchObject({
      type: 'option',
      options: [
        { name: 'Vänster', value: 'left' },
        { name: 'Höger', value: 'right' },
      ],
      exclude_empty_option: true,
      default_value: 'left',
    });
    expect(schema.version).toMatchObject({ type: 'option', options: [{ name: '2', value: '2' }], default_value: '2' });
    expect(schema.tags).toMatchObject({
      type: 'options',
      options: [
        { name: 'Nyhet', value: 'new' },
        { name: 'old', value: 'old' },
        { name: 'archived', value: 'archived' },
      ],
    });
    expect(schema.prices).toMatchObject({ type: 'table' });
    expect(schema.price).toMatchObject({ type: 'number', steps: 0.01, decimals: 2 });
    // A field's own title names the field, not its one option.
    expect(schema.kind).toMatchObject({ type: 'option', display_name: 'Typ', options: [{ name: 'hero', value: 'hero' }] });
  });

  test('options of several kinds: Storyblok\'s "2" is the number option 2, "auto" stays a string', () => {
    const two = resolve({ cols: '2' });
    expect(two.diagnostics).toEqual([]);
    expect(shapesOf(two).cols).toBe(2);
    expect(shapesOf(resolve({ cols: 'auto' })).cols).toBe('auto');
    expect(shapesOf(resolve({ cols: '' })).cols).toBe('auto');
  });

  test('a number or "auto" in a text field: Storyblok\'s "3" is the number 3, "auto" stays, "" is unset, other text is refused', () => {
    const three = resolve({ span: '3' });
    expect(three.diagnostics).toEqual([]);
    expect(shapesOf(three).span).toBe(3);
    expect(shapesOf(resolve({ span: ' 12 ' })).span).toBe(12);
    // Whole numbers only: "1.000" is 1000 in German and 1 in English, so not read (as in a field for whole numbers).
    expect(resolve({ span: '1.000' }).diagnostics.map((d) => d.pointer)).toContain('/content/body/0/span');
    expect(shapesOf(resolve({ span: 'auto' })).span).toBe('auto');
    const unset = resolve({ span: '' });
    expect(unset.diagnostics).toEqual([]);
    expect(shapesOf(unset)).not.toHaveProperty('span');
    const wrong = resolve({ span: 'bred' });
    expect(wrong.diagnostics.map((d) => d.pointer)).toContain('/content/body/0/span');
    expect(shapesOf(wrong)).not.toHaveProperty('span');
  });

  test("a field plugin's value of one of several shapes: the keys Storyblok adds (plugin, _uid, fieldtype) are not warned of", () => {
    const picked = resolve({ pick: { plugin: 'shapes-pick', _uid: 'p1', fieldtype: 'custom', url: 'https://example.com' } });
    expect(picked.diagnostics).toEqual([]);
    expect(shapesOf(picked).pick).toEqual({ url: 'https://example.com' });
    // A key of neither shape is still refused.
    expect(resolve({ pick: { plugin: 'shapes-pick', other: 'x' } }).diagnostics.map((d) => d.pointer)).toContain('/content/body/0/pick');
  });

  test('an object whose schema takes fields beyond those it lists keeps them for the validator, not dropped as unknown', () => {
    const kept = resolve({ extras: { plugin: 'shapes-extras', label: 'Mått', width: 3, depth: 4 } });
    expect(kept.diagnostics).toEqual([]);
    expect(shapesOf(kept).extras).toEqual({ label: 'Mått', width: 3, depth: 4 });
    // What the schema refuses among them is refused by the validator (not a number).
    expect(resolve({ extras: { label: 'Mått', width: 'bred' } }).diagnostics.map((d) => d.pointer)).toContain('/content/body/0/extras/width');
  });

  test("a value a `not` refuses is said in an editor's words, not the validator's", () => {
    const messages = resolve({ level: 'huge' }).diagnostics.map((d) => d.message);
    expect(messages.join('\n')).toContain('is a value this field does not take');
    expect(messages.join('\n')).not.toMatch(/must NOT be valid/);
    expect(resolve({ level: 'small' }).diagnostics).toEqual([]);
  });

  test('a price that is a multiple of 0.01 is one (no floating-point refusal)', () => {
    for (const price of ['19.99', '0.07', '0.3', '1234.56']) {
      const r = resolve({ price });
      expect(r.diagnostics).toEqual([]);
      expect(shapesOf(r).price).toBe(Number(price));
    }
    expect(resolve({ price: '19.995' }).diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        pointer: expect.stringMatching(/\/price$/) as string,
        message: expect.stringMatching(/^must be a multiple of 0\.01;/) as string,
      }),
    ]);
  });

  test('an optional text left empty (Storyblok sends "") that its schema wants non-empty is unset without a word', () => {
    const r = resolve({ subtitle: '' });
    expect(r.diagnostics).toEqual([]);
    expect(shapesOf(r)).not.toHaveProperty('subtitle');
    expect(shapesOf(resolve({ subtitle: 'Under' })).subtitle).toBe('Under');
  });

  test('a table: never filled in (""), or with the "fieldtype" key Storyblok adds, is read without a warning', () => {
    expect(resolve({ prices: '' }).diagnostics).toEqual([]);
    const table = { fieldtype: 'table', thead: [{ _uid: 'h', value: 'Pris' }], tbody: [] };
    const r = resolve({ prices: table });
    expect(r.diagnostics).toEqual([]);
    expect(shapesOf(r).prices).toEqual({ thead: [{ _uid: 'h', value: 'Pris' }], tbody: [] });
  });

  test('a blok dropped for its required field says so beside that field, not beside an optional one listed after it', () => {
    const r = resolve({ card: [{ _uid: 'c', component: 'Card', title: '', price: '-1' }] });
    const errors = r.diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toEqual([
      expect.objectContaining({
        pointer: expect.stringMatching(/\/card\/0\/title$/) as string,
        message: expect.stringMatching(/^must not be empty; .*dropped/) as string,
      }),
      expect.objectContaining({ pointer: expect.stringMatching(/\/card\/0\/price$/) as string, message: 'must be at least 0' }),
    ]);
  });

  test("exclusive bounds: Storyblok's inclusive min and max move in to the nearest value the field can hold, and the engine refuses the bound", () => {
    const schema = storyblokSchemaOf('Shapes');
    expect(schema.count).toMatchObject({ type: 'number', min_value: 1, max_value: 9, decimals: 0 });
    expect(schema.ratio).toMatchObject({ type: 'number', min_value: 0.4, max_value: 2, steps: 0.1 });
    // Without a step there is no nearest value: the bound stays, and the validator refuses that one value.
    expect(schema.share).toMatchObject({ type: 'number', min_value: 0, max_value: 1 });
    expect(shapesOf(resolve({ count: '9', ratio: '0.4', share: '0.99' }))).toMatchObject({ count: 9, ratio: 0.4, share: 0.99 });
    expect(resolve({ share: '1' }).diagnostics).toEqual([
      expect.objectContaining({ pointer: expect.stringMatching(/\/share$/) as string, message: expect.stringMatching(/^must be less than 1/) as string }),
    ]);
    // A field without a default is just left out: no word of a default it does not have.
    expect(resolve({ share: '1' }).diagnostics[0]!.message).toMatch(/; the value was left out$/);
  });

  test('a text cut short that then fails its pattern is left out, reported once', () => {
    const r = resolve({ code: 'abcdefg' });
    expect(r.diagnostics.map((d) => [d.severity, d.pointer.replace(/^.*\//, ''), d.message])).toEqual([
      ['warning', 'code', "must be at most 5 characters long; the value was left out (the field's default applies)"],
    ]);
    expect(shapesOf(r).code).toBe('std');
  });

  test('a list field holding one old value is that value as a list; one of spaces alone is no value', () => {
    expect(shapesOf(resolve({ tags: 'new' })).tags).toEqual(['new']);
    const blank = resolve({ tags: ' \u200b' });
    expect(blank.diagnostics).toEqual([]);
    expect(shapesOf(blank).tags).toEqual([]);
  });

  test("an empty choice's label, which Storyblok's empty option cannot show, is in the field's description", () => {
    expect(storyblokSchemaOf('Shapes').size).toMatchObject({
      type: 'option',
      options: [{ name: 'Liten', value: 's' }],
      exclude_empty_option: false,
      description: 'How large the badge is. Left empty: Ingen.',
    });
    expect(resolve({ size: '' }).diagnostics).toEqual([]);
  });

  test('"" as an option of its own among numbers stays "", and "16" is 16', () => {
    const r = resolve({ gap: '16' });
    expect(r.diagnostics).toEqual([]);
    expect(shapesOf(r).gap).toBe(16);
    expect(shapesOf(resolve({ gap: '' })).gap).toBe('');
    // Sent as a list (the field was options once): its one value; an empty list is no choice, not the "" choice.
    expect(shapesOf(resolve({ gap: ['16'] })).gap).toBe(16);
    expect(shapesOf(resolve({ gap: [] }))).not.toHaveProperty('gap');
  });

  test("options from a shared list and one beside it: Storyblok offers all, a wrong value's one warning lists all", () => {
    expect(storyblokSchemaOf('Shapes').mood).toMatchObject({
      type: 'option',
      options: [
        { name: 'calm', value: 'calm' },
        { name: 'loud', value: 'loud' },
        { name: 'Automatisk', value: 'auto' },
      ],
    });
    expect(shapesOf(resolve({ mood: 'loud' })).mood).toBe('loud');
    expect(resolve({ mood: 'grumpy' }).diagnostics).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^must be one of: "calm", "loud", "auto";/) as string }),
    ]);
  });

  test('an empty text a rule about another field refuses (if/then) is not unset without a word', () => {
    const r = resolve({ linkKind: 'link', url: '' });
    expect(r.diagnostics.length).toBeGreaterThan(0);
    expect(r.diagnostics.map((d) => d.pointer).join(' ')).toMatch(/\/url\b/);
    expect(resolve({ linkKind: 'link', url: 'https://example.com' }).diagnostics).toEqual([]);
    expect(resolve({ linkKind: 'text', url: '' }).diagnostics).toEqual([]);
  });

  test('a list fallen below its minimum: the blok-dropped consequence stands with the error inside the list, not with an optional field after it', () => {
    const r = resolve({ rows: [{ a: '' }, { a: 'y' }], note: 'x' }, 'Rows');
    expect(r.tree?.content).toMatchObject({ body: [] });
    const consequence = r.diagnostics.filter((d) => d.message.endsWith('the blok was dropped'));
    expect(consequence).toEqual([expect.objectContaining({ pointer: expect.stringMatching(/\/rows\/0\/a$/) as string })]);
  });
});
