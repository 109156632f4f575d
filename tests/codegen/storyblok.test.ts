import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { bundle } from '~/codegen/bundle';
import { CodegenError, discover } from '~/codegen/discover';
import { defaultOptions, generate, repoRoot } from '~/codegen/index';
import { excerpt, generateStoryblokComponents, type StoryblokComponent, type StoryblokField } from '~/codegen/storyblok';
import { imageOfSrc } from '~/engine/assets';

const { schemas } = discover(defaultOptions);
const components = generateStoryblokComponents(bundle(discover(defaultOptions)));
const byName = new Map(components.map((c) => [c.name, c]));
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What Storyblok would let an editor store in a field of this definition, for a value of an
 * example: the problems found (empty when the value fits). Nested bloks are checked against their
 * own component's definition.
 */
function misfits(value: unknown, field: StoryblokField, where: string): string[] {
  const problem = (what: string) => [`${where}: ${what}`];
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'markdown': {
      if (typeof value !== 'string') return problem(`a ${field.type} field holds a string, not ${JSON.stringify(value)}`);
      if (typeof field.max_length === 'number' && value.length > field.max_length) return problem(`longer than max_length ${field.max_length}`);
      if (typeof field.regex === 'string' && !new RegExp(field.regex).test(value)) return problem(`does not match regex ${field.regex}`);
      return [];
    }
    case 'number':
      if (typeof value !== 'number' && !(typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))) return problem('a number field holds a number');
      if (typeof field.min_value === 'number' && Number(value) < field.min_value) return problem(`below min_value ${field.min_value}`);
      if (typeof field.max_value === 'number' && Number(value) > field.max_value) return problem(`above max_value ${field.max_value}`);
      if (field.decimals === 0 && !Number.isInteger(Number(value))) return problem('a whole number field holds a fraction');
      return [];
    case 'boolean':
      return typeof value === 'boolean' ? [] : problem('a boolean field holds true or false');
    case 'datetime':
      return typeof value === 'string' && /^(\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?)?$/.test(value) ? [] : problem('a datetime is "YYYY-MM-DD HH:mm"');
    case 'option': {
      const values = (field.options as { value: string }[]).map((o) => o.value);
      if (value === '' && field.exclude_empty_option === false) return [];
      // Storyblok keeps every option as a string ("true", "2"); a schema's example holds the typed value the engine reads it as.
      const stored = typeof value === 'boolean' || typeof value === 'number' ? String(value) : value;
      return typeof stored === 'string' && values.includes(stored) ? [] : problem(`${JSON.stringify(value)} is not one of the options ${values.join(', ')}`);
    }
    case 'options': {
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return problem('an options field holds a list of strings');
      const values = Array.isArray(field.options) ? (field.options as { value: string }[]).map((o) => o.value) : undefined;
      if (field.max_options !== undefined && value.length > Number(field.max_options)) return problem(`more than max_options ${String(field.max_options)}`);
      return values && !value.every((v) => values.includes(v as string)) ? problem('a value is not among the options') : [];
    }
    case 'asset':
    case 'multiasset': {
      const assets = field.type === 'asset' ? [value] : value;
      if (!Array.isArray(assets) || !assets.every((a) => isObj(a) && typeof a.filename === 'string'))
        return problem(`an ${field.type} field holds asset objects`);
      if (typeof field.maximum_entries === 'number' && assets.length > field.maximum_entries)
        return problem(`more than maximum_entries ${field.maximum_entries}`);
      const imagesOnly = Array.isArray(field.filetypes) && field.filetypes.join() === 'images';
      const file = assets.map((a) => String((a as { filename: string }).filename)).find((f) => !imageOfSrc(f).isImage);
      return imagesOnly && file ? problem(`${file} is not an image, and the field offers images only`) : [];
    }
    case 'multilink': {
      if (!isObj(value) || typeof value.linktype !== 'string') return problem('a multilink field holds a link object');
      if (value.linktype === 'email' && field.email_link_type !== true) return problem('an email link, which the field does not offer');
      if (value.linktype === 'asset' && field.asset_link_type !== true) return problem('an asset link, which the field does not offer');
      if (value.target === '_blank' && field.allow_target_blank !== true) return problem('a link opening in a new tab, which the field does not offer');
      if (typeof value.anchor === 'string' && value.anchor !== '' && field.show_anchor !== true) return problem('an anchor, which the field does not offer');
      return [];
    }
    case 'richtext':
      return value === '' || (isObj(value) && value.type === 'doc') ? [] : problem('a richtext field holds a document');
    case 'custom':
      return isObj(value) ? [] : problem("a custom field holds the plugin's object");
    case 'bloks': {
      if (!Array.isArray(value)) return problem('a bloks field holds a list of bloks');
      const out: string[] = [];
      if (typeof field.maximum === 'number' && value.length > field.maximum) out.push(`${where}: more than ${field.maximum} bloks`);
      if (typeof field.minimum === 'number' && value.length < field.minimum) out.push(`${where}: fewer than ${field.minimum} bloks`);
      value.forEach((blok, i) => {
        const name = isObj(blok) ? blok.component : undefined;
        if (typeof name !== 'string' || !(field.component_whitelist as string[]).includes(name)) {
          out.push(`${where}/${i}: component ${String(name)} is not in the whitelist`);
          return;
        }
        out.push(...blokMisfits(blok as Record<string, unknown>, byName.get(name)!, `${where}/${i}`));
      });
      return out;
    }
    default:
      return problem(`no check for field type ${field.type}`);
  }
}

function blokMisfits(blok: Record<string, unknown>, component: StoryblokComponent, where: string): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(blok)) {
    if (key === '_uid' || key === 'component' || key === '_editable') continue;
    const field = component.schema[key];
    if (!field || field.type === 'tab') out.push(`${where}/${key}: ${component.name} has no field "${key}"`);
    else out.push(...misfits(value, field, `${where}/${key}`));
  }
  for (const [key, field] of Object.entries(component.schema)) {
    if (field.required && blok[key] === undefined) out.push(`${where}/${key}: required by ${component.name} but missing`);
  }
  return out;
}

describe('Storyblok component definitions from the schemas', () => {
  test('one per content type (root), block and blok-shaped shared object (nestable); no other', () => {
    const expected = schemas
      .filter((s) => s.kind !== 'shared' || (s.schema.properties as Record<string, { const?: unknown }> | undefined)?.component?.const === s.name)
      .map((s) => s.name)
      .sort();
    expect(components.map((c) => c.name)).toEqual(expected);
    for (const c of components) {
      const kind = schemas.find((s) => s.name === c.name)!.kind;
      expect([c.is_root, c.is_nestable], c.name).toEqual(kind === 'story' ? [true, false] : [false, true]);
      expect(c.description).not.toBe('');
    }
  });

  test('fields keep the schema order in pos; required, limits and defaults come across', () => {
    const hero = byName.get('Hero')!;
    expect(Object.keys(hero.schema)).toEqual(['title', 'eyebrow', 'text', 'breadcrumbs', 'ctas', 'image', 'background', 'size']);
    expect(Object.values(hero.schema).map((f) => f.pos)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(hero.schema.title).toMatchObject({ type: 'text', required: true, max_length: 160 });
    expect(hero.schema.ctas).toMatchObject({ type: 'bloks', component_whitelist: ['Cta'], maximum: 2, restrict_components: true });
    expect(hero.schema.background).toMatchObject({ type: 'option', default_value: 'IVORY', exclude_empty_option: true });
    expect(byName.get('Carousel')!.schema.interval).toMatchObject({ type: 'number', min_value: 1000, max_value: 60000, decimals: 0 });
    expect(byName.get('Page')!.schema.body).toMatchObject({ type: 'bloks', component_whitelist: expect.arrayContaining(['Hero', 'FaqSection']) });
    // A section's id is any text (the engine makes it an id): no pattern an editor's "#produkter" would fail.
    expect(byName.get('ProductCards')!.schema.anchor).toMatchObject({ type: 'text', max_length: 80 });
    expect(byName.get('ProductCards')!.schema.anchor).not.toHaveProperty('regex');
  });

  test("a list's item counts stop the editor where the engine would cut; an optional choice without a default can be emptied", () => {
    expect(byName.get('BlogArticle')!.schema.related).toMatchObject({ type: 'options', source: 'internal_stories', max_options: '6' });
    expect(byName.get('BlogArticle')!.schema.tags).toMatchObject({ type: 'options', datasource_slug: 'tags', max_options: '20' });
    expect(byName.get('Teaser')!.schema.tags).toMatchObject({ type: 'options', max_options: '10' });
    expect(byName.get('Footer')!.schema.partnerLogos).toMatchObject({ type: 'multiasset', maximum_entries: 12 });
    expect(byName.get('LogoStrip')!.schema.assets).toMatchObject({ type: 'multiasset', maximum_entries: 200 });
    for (const [component, field] of [
      ['ProductCard', 'icon'],
      ['NudgeBox', 'icon'],
      ['GlobalNavigationItem', 'icon'],
    ] as const) {
      expect(byName.get(component)!.schema[field], `${component}.${field}`).toMatchObject({ type: 'option', exclude_empty_option: false });
      expect(byName.get(component)!.schema[field]).not.toHaveProperty('default_value');
    }
    // With a default (or required) the field always holds a choice: no empty one.
    expect(byName.get('Hero')!.schema.background).toMatchObject({ exclude_empty_option: true, default_value: 'IVORY' });
  });

  test('a rich-text field offers no button for what the engine does not show (colour, highlight, a level-1 heading); blok only where bloks are allowed', () => {
    const fields = components.flatMap((c) =>
      Object.entries(c.schema)
        .filter(([, f]) => f.type === 'richtext')
        .map(([key, f]) => [`${c.name}.${key}`, f] as const),
    );
    expect(fields.length).toBeGreaterThan(10);
    for (const [where, field] of fields) {
      expect(field.customize_toolbar, where).toBe(true);
      const toolbar = field.toolbar as string[];
      expect(toolbar, where).toEqual(expect.arrayContaining(['bold', 'italic', 'link', 'list', 'olist', 'h2', 'quote', 'anchor', 'align-center']));
      for (const hidden of ['color', 'highlight', 'h1']) expect(toolbar, where).not.toContain(hidden);
      expect(toolbar.includes('blok'), where).toBe(Array.isArray(field.component_whitelist) && field.component_whitelist.length > 0);
    }
  });

  test('what JSON Schema cannot say comes from x-storyblok: textarea, a datasource, story references, field plugins', () => {
    expect(byName.get('Quote')!.schema.text).toMatchObject({ type: 'textarea', max_length: 600, required: true });
    expect(byName.get('BlogArticle')!.schema.tags).toMatchObject({ type: 'options', source: 'internal', datasource_slug: 'tags' });
    expect(byName.get('BlogArticle')!.schema.related).toMatchObject({ type: 'options', source: 'internal_stories', filter_content_type: ['BlogArticle'] });
    expect(byName.get('Page')!.schema.seo).toMatchObject({ type: 'custom', field_type: 'seo_metatags' });
  });

  test('a link field offers every kind of link the engine resolves; an image field offers images, a file field any file', () => {
    const every = { allow_target_blank: true, show_anchor: true, email_link_type: true, asset_link_type: true };
    expect(byName.get('Cta')!.schema.link).toMatchObject({ type: 'multilink', ...every });
    expect(byName.get('Teaser')!.schema.link).toMatchObject({ type: 'multilink', ...every });
    expect(byName.get('Hero')!.schema.image).toMatchObject({ type: 'asset', filetypes: ['images'] });
    expect(byName.get('LogoStrip')!.schema.assets).toMatchObject({ type: 'multiasset', filetypes: ['images'] });
    expect(byName.get('DownloadItem')!.schema.asset).toMatchObject({ type: 'asset', filetypes: ['images', 'videos', 'audios', 'texts'] });
    expect(byName.get('DownloadItem')!.schema.preview).toMatchObject({ type: 'asset', filetypes: ['images'] });
  });

  describe.each(components.map((c) => [c.name, c] as const))('%s', (name, component) => {
    test('every example of its schema fits the definition: only fields and components it allows', () => {
      const examples = (schemas.find((s) => s.name === name)!.schema.examples as unknown[]).filter(isObj);
      expect(examples.length).toBeGreaterThan(0);
      for (const [i, example] of examples.entries()) expect(blokMisfits(example, component, `${name} example ${i}`)).toEqual([]);
    });
  });

  test('the check finds a field the definition lacks, a component outside the whitelist and a value out of its limits', () => {
    const hero = byName.get('Hero')!;
    const base = { _uid: 'h', component: 'Hero', title: 'T' };
    expect(blokMisfits({ ...base, subtitle: 'x' }, hero, 'hero')).toEqual(['hero/subtitle: Hero has no field "subtitle"']);
    expect(blokMisfits({ ...base, ctas: [{ _uid: 'c', component: 'Quote', text: 'x' }] }, hero, 'hero')).toEqual([
      'hero/ctas/0: component Quote is not in the whitelist',
    ]);
    expect(blokMisfits({ ...base, title: 'x'.repeat(161), background: 'PINK' }, hero, 'hero')).toHaveLength(2);
    expect(blokMisfits({ _uid: 'h', component: 'Hero' }, hero, 'hero')).toEqual(['hero/title: required by Hero but missing']);
    expect(blokMisfits({ ...base, image: { filename: '/demo/files/a.pdf' } }, hero, 'hero')).toEqual([
      'hero/image: /demo/files/a.pdf is not an image, and the field offers images only',
    ]);
    const link = { type: 'multilink', pos: 0 } as StoryblokField;
    expect(misfits({ linktype: 'email', email: 'a@b.se' }, link, 'l')).toEqual(['l: an email link, which the field does not offer']);
    expect(misfits({ linktype: 'url', url: '/x', anchor: 'a' }, link, 'l')).toEqual(['l: an anchor, which the field does not offer']);
    const yesNo = {
      type: 'option',
      pos: 0,
      options: [
        { name: 'Ja', value: 'true' },
        { name: 'Nej', value: 'false' },
      ],
      exclude_empty_option: true,
    } as StoryblokField;
    expect(misfits(true, yesNo, 'o')).toEqual([]); // as an example writes it
    expect(misfits('false', yesNo, 'o')).toEqual([]); // as Storyblok stores it
    expect(misfits('maybe', yesNo, 'o')).toEqual(['o: "maybe" is not one of the options true, false']);
    const logos = Array.from({ length: 13 }, (_, i) => ({ filename: `/demo/logo-${i}.svg` }));
    expect(misfits(logos, byName.get('Footer')!.schema.partnerLogos!, 'f')).toEqual(['f: more than maximum_entries 12']);
    expect(misfits(['a', 'b', 'c', 'd', 'e', 'f', 'g'], byName.get('BlogArticle')!.schema.related!, 'r')).toEqual(['r: more than max_options 6']);
  });

  test('the committed components.json is what the schemas produce (codegen:check covers it)', async () => {
    const file = (await generate(defaultOptions)).find((f) => f.name === 'components.json')!;
    expect(file.dir).toBe(path.join(repoRoot, '.storyblok/components/generated'));
    expect(fs.readFileSync(path.join(file.dir!, file.name), 'utf8')).toBe(file.content);
  });
});

describe('x-storyblok', () => {
  const withSchema = (mutate: (heroSchema: Record<string, unknown>) => void) => {
    const discovery = discover(defaultOptions);
    const copy = structuredClone(discovery);
    mutate(copy.schemas.find((s) => s.name === 'Hero')!.schema);
    return copy;
  };

  test('never changes the generated TypeScript or validators: only the component definitions', async () => {
    const { generateTypes } = await import('~/codegen/types');
    const { generateValidators } = await import('~/codegen/validators');
    const plain = withSchema((hero) => {
      (hero.properties as Record<string, Record<string, unknown>>).eyebrow!['x-storyblok'] = undefined;
    });
    const hinted = withSchema((hero) => {
      (hero.properties as Record<string, Record<string, unknown>>).eyebrow!['x-storyblok'] = { type: 'textarea', tab: 'Settings', translatable: true };
    });
    expect(await generateTypes(bundle(hinted))).toBe(await generateTypes(bundle(plain)));
    expect(generateValidators(bundle(hinted)).js).toBe(generateValidators(bundle(plain)).js);
    const hero = generateStoryblokComponents(bundle(hinted)).find((c) => c.name === 'Hero')!;
    expect(hero.schema.eyebrow).toMatchObject({ type: 'textarea', translatable: true });
    expect(hero.schema['tab-settings']).toEqual({ type: 'tab', display_name: 'Settings', keys: ['eyebrow'], pos: 8 });
  });

  test('a setting Storyblok does not have is refused, naming the field', () => {
    const bad = withSchema((hero) => {
      (hero.properties as Record<string, Record<string, unknown>>).eyebrow!['x-storyblok'] = { type: 'texterea' };
    });
    expect(() => generateStoryblokComponents(bundle(bad))).toThrow(CodegenError);
    expect(() => generateStoryblokComponents(bundle(bad))).toThrow(/schema Hero\.eyebrow: "x-storyblok"/);
  });

  test('a field with no Storyblok type and no hint is an error, not a guess', () => {
    const bad = withSchema((hero) => {
      (hero.properties as Record<string, unknown>).extra = { type: 'object', properties: { a: { type: 'string' } } };
    });
    expect(() => generateStoryblokComponents(bundle(bad))).toThrow(/schema Hero\.extra: no Storyblok field type/);
  });
});

describe('a schema quoted in a message', () => {
  test('is whole when short, and otherwise cut where a member ends, never inside a name, a value or a string with a comma', () => {
    expect(excerpt({ type: 'string' }, 80)).toBe('{"type":"string"}');
    expect(excerpt({ type: 'object', title: 'a, b, c, d', properties: {} }, 30)).toBe('{"type":"object"…');
    expect(excerpt({ a: 'x'.repeat(100) }, 20)).toBe('{…');
    expect(excerpt({ a: 'he said \\"hi, there\\"', b: 1 }, 30)).toBe('{…');
    expect(excerpt([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 10)).toBe('[1,2,3,4…');
  });
});
