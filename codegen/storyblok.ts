/**
 * Phase 6b: Storyblok component definitions from the schemas, in the Management API's format, for
 * `npx storyblok components push --space <id> --from generated` (docs/storyblok.md). One component
 * per content type (`is_root`), block (`is_nestable`) and shared object that content holds as a blok
 * (a `component` const, like Cta); fields in schema order with `pos`. What JSON Schema says maps
 * directly (types, `required`, `maxLength`, `pattern`, `default`, enums, allowed bloks, item counts,
 * number bounds); what it cannot say (textarea rather than text, translatable, a tab, a datasource, a
 * field plugin) comes from an `x-storyblok` keyword on the property or the shared schema, checked
 * here against its own schema. A field the mapping cannot place is an error naming it, never a
 * guess.
 */
import Ajv from 'ajv';
import { definitionSource, type Bundle, type JsonObject } from './bundle';
import { CodegenError } from './discover';
import { definitionReader, isNullType, refName, fieldRichTextBloks, scalarChoices, type ScalarChoice, unwrapSchema } from './plans';

export interface StoryblokField {
  type: string;
  pos: number;
  [key: string]: unknown;
}

export interface StoryblokComponent {
  name: string;
  display_name: string;
  description: string;
  is_root: boolean;
  is_nestable: boolean;
  schema: Record<string, StoryblokField>;
  [key: string]: unknown;
}

const FIELD_TYPES = [
  'text',
  'textarea',
  'richtext',
  'markdown',
  'number',
  'boolean',
  'option',
  'options',
  'datetime',
  'asset',
  'multiasset',
  'multilink',
  'bloks',
  'table',
  'custom',
];

/**
 * The rich-text editor's buttons: Storyblok's whole toolbar (as @storyblok/schema lists it) but for what
 * the engine does not show. Text colour and highlight (`textStyle`, `highlight` marks) are dropped without a
 * word, as the site's design sets text colours; a level-1 heading is shown as level 2 (the page's title is its
 * one h1). Offering them would let an editor style text that no visitor sees styled. `blok` only where the
 * field allows bloks in text.
 */
export const RICHTEXT_TOOLBAR = [
  'ai-complete',
  'ai-shorten',
  'ai-extend',
  'ai-rephrase',
  'ai-summarize',
  'ai-simplify',
  'ai-tone',
  'ai-emoji',
  'ai-translate',
  'ai-tldr',
  'ai-spelling',
  'blok',
  'ltr',
  'rtl',
  'export',
  'import',
  'bold',
  'list',
  'inlinecode',
  'code',
  'copy',
  'cut',
  'emoji',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'unset',
  'hrule',
  'image',
  'italic',
  'link',
  'anchor',
  'olist',
  'paragraph',
  'paste-action',
  'paste',
  'quote',
  'redo',
  'strike',
  'subscript',
  'superscript',
  'underline',
  'undo',
  'align-left',
  'align-center',
  'align-right',
  'align-justify',
] as const;

/** What `x-storyblok` may hold: field settings of the Management API (and `tab`, a tab's name). */
export const X_STORYBLOK_SCHEMA = {
  type: 'object',
  properties: {
    type: { enum: FIELD_TYPES },
    tab: { type: 'string', minLength: 1 },
    translatable: { type: 'boolean' },
    display_name: { type: 'string' },
    tooltip: { type: 'boolean' },
    field_type: { type: 'string', minLength: 1 },
    source: { enum: ['internal', 'internal_stories', 'internal_languages', 'external'] },
    datasource_slug: { type: 'string' },
    filter_content_type: { type: 'array', items: { type: 'string' } },
    folder_slug: { type: 'string' },
    filetypes: { type: 'array', items: { enum: ['images', 'videos', 'audios', 'texts'] } },
    rich_markdown: { type: 'boolean' },
    disable_time: { type: 'boolean' },
    show_anchor: { type: 'boolean' },
    allow_target_blank: { type: 'boolean' },
    allow_custom_attributes: { type: 'boolean' },
    email_link_type: { type: 'boolean' },
    asset_link_type: { type: 'boolean' },
    preview_field: { type: 'string' },
    icon: { type: 'string' },
    color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
  },
  additionalProperties: false,
} as const;

/**
 * The Storyblok field types an `x-storyblok` `type` may choose instead of the one the schema maps to: each
 * keeps a value the schema accepts (a text may be edited in a textarea, or picked from a datasource).
 */
const HINTED_TYPES: Record<string, string[]> = {
  text: ['textarea', 'markdown', 'richtext', 'option', 'datetime'],
  number: ['option'],
};
/** What a field of several types (or none), which Storyblok keeps as a string, may be. */
const UNTYPED_HINTS = ['text', 'textarea', 'markdown', 'option'];

/** How many decimals a number is written with (0.01: 2; 1e-7: 7). */
function decimalsOf(n: number): number {
  const [mantissa = '', exponent = '0'] = String(n).split('e');
  return Math.max(0, (mantissa.split('.')[1] ?? '').length - Number(exponent));
}

/**
 * Storyblok's `min_value` and `max_value` include the bound. An exclusive bound moves in to the nearest value the
 * field can hold: the next multiple of its step (`multipleOf`, or 1 for an integer). A number without a step keeps
 * the bound itself, and the validator refuses that one value.
 */
function numberBounds(prop: JsonObject): { min_value?: number; max_value?: number } {
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  const step = num(prop.multipleOf) ?? (prop.type === 'integer' ? 1 : undefined);
  const onStep = (k: number) => (step === undefined ? k : Number((k * step).toFixed(decimalsOf(step))));
  // The 1e-9 keeps 0.3 / 0.1 (2.9999999999999996) on its step.
  const above = (x: number) => (step === undefined ? x : onStep(Math.floor(x / step + 1e-9) + 1));
  const below = (x: number) => (step === undefined ? x : onStep(Math.ceil(x / step - 1e-9) - 1));
  const exclusiveMin = num(prop.exclusiveMinimum);
  const exclusiveMax = num(prop.exclusiveMaximum);
  const lows = [num(prop.minimum), exclusiveMin === undefined ? undefined : above(exclusiveMin)].filter((v) => v !== undefined);
  const highs = [num(prop.maximum), exclusiveMax === undefined ? undefined : below(exclusiveMax)].filter((v) => v !== undefined);
  return {
    ...(lows.length > 0 ? { min_value: Math.max(...lows) } : {}),
    ...(highs.length > 0 ? { max_value: Math.min(...highs) } : {}),
  };
}

const ajv = new Ajv({ allErrors: true, strict: true });
const checkHint = ajv.compile(X_STORYBLOK_SCHEMA);

const isObj = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const RESERVED = new Set(['_uid', 'component', '_editable']);
/**
 * A schema quoted in a message, cut at a member's end rather than inside a name or a value ("…" marks the cut), so the
 * part shown reads as JSON.
 */
export function excerpt(value: unknown, max: number): string {
  const text = JSON.stringify(value) ?? String(value);
  if (text.length <= max) return text;
  let cut = text.length;
  let inString = false;
  for (let i = 0; i < max; i++) {
    const c = text[i];
    if (c === '\\' && inString) i++;
    else if (c === '"') inString = !inString;
    else if (!inString && (c === ',' || c === '{' || c === '[')) cut = c === ',' ? i : i + 1;
  }
  return `${text.slice(0, Math.min(cut, max))}…`;
}

/** A blok's field names: what Storyblok's technical names are known to keep as they are. */
const FIELD_NAME = /^[A-Za-z0-9_-]+$/;

export function generateStoryblokComponents(bundle: Bundle): StoryblokComponent[] {
  const defs = bundle.root.definitions;
  const kind = (name: string) => bundle.kinds.get(name);
  /** Shared objects content holds as bloks (a `component` const and a `_uid`), like Cta and LinkItem. */
  const isBlokObject = (name: string) => {
    const props = defs[name]?.properties;
    return kind(name) === 'shared' && isObj(props) && isObj(props.component) && props.component.const === name;
  };
  /** The component names a reference allows as bloks, or undefined when it is not a blok reference. */
  const bloksOf = (node: JsonObject): string[] | undefined => {
    const target = refName(node);
    if (target) {
      if (bundle.groups.has(target)) return bundle.groups.get(target);
      return kind(target) === 'block' || kind(target) === 'story' || isBlokObject(target) ? [target] : undefined;
    }
    const choice = Array.isArray(node.anyOf) ? node.anyOf : Array.isArray(node.oneOf) ? node.oneOf : undefined;
    if (choice) {
      const members = (choice as JsonObject[]).filter((n) => !isNullType(n)).map(bloksOf);
      return members.length > 0 && members.every(Boolean) ? (members.flat() as string[]) : undefined;
    }
    return undefined;
  };

  const deref = definitionReader(defs);

  const hint = (node: unknown, where: string): JsonObject => {
    if (!isObj(node) || node['x-storyblok'] === undefined) return {};
    if (!checkHint(node['x-storyblok'])) {
      throw new CodegenError(`${where}: "x-storyblok" ${ajv.errorsText(checkHint.errors, { dataVar: 'x-storyblok' })}`);
    }
    return { ...(node['x-storyblok'] as JsonObject) };
  };

  /** Storyblok keeps an option as a string; its name is the label the schema gave it (a `oneOf` branch's title), or the value. */
  const enumOptions = (choices: ScalarChoice[], where: string) => {
    const options = choices.filter((c) => c.value !== '').map((c) => ({ name: c.title ?? String(c.value), value: String(c.value) }));
    const twice = options.find((o, i) => options.findIndex((other) => other.value === o.value) !== i);
    if (twice) throw new CodegenError(`${where}: two options are "${twice.value}" in Storyblok, which keeps every option as a string (1 and "1"): keep one`);
    // An enum that lists "" has an empty choice of its own meaning; the others do not offer one. Storyblok's
    // empty choice has no name of its own, so a label the schema gave it goes into the field's description.
    const empty = choices.find((c) => c.value === '');
    return {
      options,
      exclude_empty_option: !empty,
      ...(empty?.title ? { description: `Left empty: ${empty.title}.` } : {}),
    };
  };

  /**
   * A list's item counts as the field's own limits, so the editor stops where the schema does (otherwise the
   * engine cuts the extra items with an error, and content:check fails): options count with `min_options` and
   * `max_options` (strings, as Storyblok keeps them), a multi-asset with `minimum_entries` and `maximum_entries`.
   */
  const itemLimits = (node: JsonObject, type: 'options' | 'multiasset') => {
    const [min, max] = type === 'options' ? (['min_options', 'max_options'] as const) : (['minimum_entries', 'maximum_entries'] as const);
    const count = (n: unknown) => (type === 'options' ? String(n) : n);
    return {
      ...(typeof node.minItems === 'number' && node.minItems > 0 ? { [min]: count(node.minItems) } : {}),
      ...(typeof node.maxItems === 'number' ? { [max]: count(node.maxItems) } : {}),
    };
  };

  const bloks = (allowed: string[], node: JsonObject) => ({
    type: 'bloks',
    restrict_type: '',
    restrict_components: true,
    component_whitelist: [...allowed].sort(),
    ...(typeof node.minItems === 'number' ? { minimum: node.minItems } : {}),
    ...(typeof node.maxItems === 'number' ? { maximum: node.maxItems } : {}),
  });

  /** The field settings of one property (without pos), from its schema and its shared schema's. */
  const fieldOf = (written: JsonObject, where: string): Omit<StoryblokField, 'pos'> => {
    const prop = unwrapSchema(written);
    const target = refName(prop);
    const base = target ? hint(defs[target], `${where} → ${target}`) : {};
    const own = hint(prop, where);
    const mapped = mapField(prop, target, where, { ...base, ...own });
    const hinted = own.type ?? base.type;
    if ((hinted === 'option' || hinted === 'options') && mapped.type !== hinted && typeof (own.source ?? base.source) !== 'string') {
      throw new CodegenError(
        `${where}: an "x-storyblok" ${hinted} field needs its options from a "source" (a datasource: "source": "internal", "datasource_slug": …)`,
      );
    }
    if (typeof hinted === 'string' && hinted !== mapped.type && !(HINTED_TYPES[String(mapped.type)] ?? []).includes(hinted)) {
      throw new CodegenError(
        `${where}: "x-storyblok" type "${hinted}" cannot hold what the schema says (a Storyblok ${String(mapped.type)} field); ` +
          `it may be ${[String(mapped.type), ...(HINTED_TYPES[String(mapped.type)] ?? [])].join(', ')}`,
      );
    }
    return { ...mapped, ...base, ...own };
  };

  const mapField = (prop: JsonObject, target: string | undefined, where: string, hints: JsonObject): Omit<StoryblokField, 'pos'> => {
    if (typeof hints.type === 'string' && hints.type === 'custom') {
      if (typeof hints.field_type !== 'string')
        throw new CodegenError(`${where}: a custom field needs "x-storyblok": { "field_type": … } (the field plugin's name)`);
      return { type: 'custom' };
    }
    const allowed = bloksOf(prop);
    if (allowed) return { ...bloks(allowed, prop), maximum: 1 };
    if (target) {
      const def = defs[target]!;
      switch (def['x-field']) {
        case 'link':
          return { type: 'multilink' };
        case 'asset':
          return { type: 'asset' };
        case 'richtext': {
          // Only the components the engine renders in text (RichText's "x-bloks", checked by codegen/plans.ts);
          // unrestricted, Storyblok would offer every nestable component, a Hero or a Footer too.
          const allowed = fieldRichTextBloks(bundle, def, prop, where);
          const toolbar = { customize_toolbar: true, toolbar: RICHTEXT_TOOLBAR.filter((button) => button !== 'blok' || (allowed && allowed.length > 0)) };
          return allowed
            ? { type: 'richtext', ...toolbar, restrict_type: '', restrict_components: true, component_whitelist: allowed }
            : { type: 'richtext', ...toolbar };
        }
        case 'markdown':
          return { type: 'markdown' };
        case 'datetime':
          return { type: 'datetime' };
      }
      const choices = scalarChoices(def, deref);
      if (choices) return { type: 'option', ...enumOptions(choices, where) };
      return mapField({ ...def, ...prop, $ref: undefined }, undefined, `${where} → ${target}`, hints);
    }
    const choices = scalarChoices(prop, deref);
    if (choices) return { type: 'option', ...enumOptions(choices, where) };
    switch (prop.type) {
      case 'string':
        return {
          type: 'text',
          ...(typeof prop.maxLength === 'number' ? { max_length: prop.maxLength } : {}),
          ...(typeof prop.pattern === 'string' ? { regex: prop.pattern } : {}),
        };
      case 'number':
      case 'integer':
        return {
          type: 'number',
          ...numberBounds(prop),
          ...(prop.type === 'integer' ? { decimals: 0 } : {}),
          // A step (0.01, 5) is the field's step; its decimals are the step's.
          ...(typeof prop.multipleOf === 'number'
            ? { steps: prop.multipleOf, ...(prop.type === 'integer' ? {} : { decimals: decimalsOf(prop.multipleOf) }) }
            : {}),
        };
      case 'boolean':
        return { type: 'boolean' };
      case 'array': {
        const items = isObj(prop.items) ? prop.items : {};
        const itemBloks = bloksOf(items);
        if (itemBloks) return bloks(itemBloks, prop);
        const itemTarget = refName(items);
        if (itemTarget && defs[itemTarget]?.['x-field'] === 'asset')
          return { type: 'multiasset', ...itemLimits(prop, 'multiasset'), ...hint(defs[itemTarget], `${where} → ${itemTarget}`) };
        const itemChoices = scalarChoices(items, deref) ?? (itemTarget && defs[itemTarget] ? scalarChoices(defs[itemTarget], deref) : undefined);
        if (itemChoices) return { type: 'options', ...enumOptions(itemChoices, where), ...itemLimits(prop, 'options') };
        if (items.type === 'string' && typeof hints.source === 'string') return { type: 'options', ...itemLimits(prop, 'options') };
        // Objects written in place (not bloks) have no Storyblok field either: each item must be a blok of its own.
        if (items.type === 'object' || isObj(items.properties))
          throw new CodegenError(
            `${where}: a list of objects written in place has no Storyblok field. Make each item a blok: a schema of its own in ` +
              `schemas/blocks (with "_uid" and "component"), and "items": { "$ref": "<Item>.schema.json" } here, as KeyFigures' items are`,
          );
        throw new CodegenError(
          `${where}: a list of ${excerpt(items, 60)} has no Storyblok field. For texts an editor writes, make each item a ` +
            `blok (an item component with a text field); for values chosen from a list, "x-storyblok": { "source": … } (options from a datasource)`,
        );
      }
      default:
        // What JSON Schema cannot place, the field's own hint says: a table (Storyblok's value is an object),
        // or a value of several types that Storyblok keeps as a string.
        if (prop.type === 'object' ? hints.type === 'table' : typeof hints.type === 'string' && UNTYPED_HINTS.includes(hints.type)) {
          return { type: hints.type };
        }
        throw new CodegenError(
          `${where}: no Storyblok field type for ${excerpt(prop, 80)}; say which in "x-storyblok": { "type": … } (a field plugin: "custom" with its "field_type")`,
        );
    }
  };

  const defaultValue = (prop: JsonObject, field: Omit<StoryblokField, 'pos'>): unknown => {
    // A field of one fixed value (a `const`) starts out holding it.
    const fixed = unwrapSchema(prop).const;
    const value = prop.default ?? (fixed !== null && typeof fixed !== 'object' ? fixed : undefined);
    if (value === undefined || field.type === 'bloks' || field.type === 'custom') return undefined;
    if (typeof value === 'boolean') return field.type === 'option' ? String(value) : value;
    if (typeof value === 'number') return String(value); // Storyblok keeps number defaults as strings
    if (typeof value === 'string') return value === '' ? undefined : value;
    return undefined; // lists and objects have no default a field definition can state
  };

  const componentOf = (name: string): StoryblokComponent => {
    const def = defs[name]!;
    const where = `${definitionSource(bundle, name)}: schema ${name}`;
    const props = (isObj(def.properties) ? def.properties : {}) as Record<string, JsonObject>;
    const required = new Set(Array.isArray(def.required) ? (def.required as string[]) : []);
    const schema: Record<string, StoryblokField> = {};
    const tabs = new Map<string, string[]>();
    let pos = 0;
    for (const [key, prop] of Object.entries(props)) {
      if (RESERVED.has(key)) continue;
      if (!FIELD_NAME.test(key)) {
        const suggestion = key
          .normalize('NFKD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/[^A-Za-z0-9_-]+/g, '_');
        throw new CodegenError(
          `${where}: the field "${key}" needs a name of A–Z, a–z, 0–9, "_" and "-" only (e.g. "${suggestion}"): ` +
            `Storyblok's block editor and its filter queries (filter_query[${suggestion}][in]=…) are only known to keep such names`,
        );
      }
      const { tab, ...field } = fieldOf(prop, `${where}.${key}`);
      const out: StoryblokField = { ...field, type: String(field.type), pos: pos++ };
      if (typeof prop.title === 'string') out.display_name ??= prop.title;
      if (typeof prop.description === 'string') out.description = field.description ? `${prop.description} ${String(field.description)}` : prop.description;
      if (required.has(key)) out.required = true;
      const value = defaultValue(prop, field);
      if (value !== undefined) out.default_value = value;
      // An optional choice without a default may be left empty (a card without an icon): Storyblok must offer the
      // empty choice then, or an editor who once picked a value can never take it back.
      if (out.type === 'option' && !out.required && value === undefined) out.exclude_empty_option = false;
      schema[key] = out;
      if (typeof tab === 'string') tabs.set(tab, [...(tabs.get(tab) ?? []), key]);
    }
    for (const [tab, keys] of tabs) {
      schema[`tab-${tab.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`] = { type: 'tab', display_name: tab, keys, pos: pos++ };
    }
    const isRoot = kind(name) === 'story';
    const { type: _type, tab: _tab, ...componentHints } = hint(def, where);
    return {
      name,
      display_name: name.replace(/([a-z0-9])([A-Z])/g, '$1 $2'),
      description: typeof def.description === 'string' ? def.description : '',
      is_root: isRoot,
      is_nestable: !isRoot,
      ...componentHints,
      schema,
    };
  };

  return [...bundle.kinds.keys()]
    .filter((name) => kind(name) !== 'shared' || isBlokObject(name))
    .sort()
    .map(componentOf);
}

/** The file the CLI pushes: an array of components, as `components pull` writes it. */
export function componentsJson(bundle: Bundle): string {
  return `${JSON.stringify(generateStoryblokComponents(bundle), null, 2)}\n`;
}
