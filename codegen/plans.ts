/**
 * Phase 5: resolution plans. For every schema, what each field holds, so the engine knows
 * where Storyblok's quirks live (numbers as strings, "" dates, empty links and assets),
 * which fields hold bloks to validate one by one, and what to resolve after validation
 * (links, assets, rich text, markdown). Derived from the schemas; never written by hand.
 */
import { CodegenError } from './discover';
import type { Bundle, JsonObject } from './bundle';
import type { FieldPlan, SchemaPlan } from '~/engine/resolve/plans';

const SPECIAL_FIELDS = new Set(['link', 'asset', 'richtext', 'markdown', 'datetime', 'anchor']);

/**
 * The components a rich-text schema lets an editor embed: its "x-bloks", where "*" stands for every
 * block that does not say `"x-in-text": false` in its own schema (a list item that is only valid
 * inside its section says so), less its "x-bloks-except" (site chrome, a page's opening). A name
 * may also be a shared object held as a blok (a `component` const, like Cta). The engine renders
 * only these in text, and Storyblok's field offers only these (codegen/storyblok.ts); undefined when
 * the schema says nothing (unrestricted).
 */
export function richTextBloks(bundle: Bundle, def: JsonObject, where: string): string[] | undefined {
  const defs = bundle.root.definitions;
  const names = def['x-bloks'];
  if (names === undefined) return undefined;
  const except = def['x-bloks-except'] ?? [];
  const isNameList = (v: unknown): v is string[] => Array.isArray(v) && v.every((n) => typeof n === 'string');
  if (!isNameList(names) || !isNameList(except)) throw new CodegenError(`${where}: "x-bloks" and "x-bloks-except" are lists of component names`);
  const blocks = [...bundle.kinds].filter(([, kind]) => kind === 'block').map(([name]) => name);
  for (const name of blocks) {
    const inText = defs[name]?.['x-in-text'];
    if (inText !== undefined && typeof inText !== 'boolean') throw new CodegenError(`schema ${name}: "x-in-text" is true or false`);
  }
  const standAlone = blocks.filter((name) => defs[name]?.['x-in-text'] !== false);
  for (const name of [...names.filter((n) => n !== '*'), ...except]) {
    const props = defs[name]?.properties as JsonObject | undefined;
    const component = props?.component as JsonObject | undefined;
    const kind = bundle.kinds.get(name);
    if (kind !== 'block' && !(kind === 'shared' && component?.const === name)) {
      throw new CodegenError(`${where}: "x-bloks" names "${name}", which is neither a block nor a shared object with a "component" const`);
    }
  }
  const expanded = names.flatMap((n) => (n === '*' ? standAlone : [n]));
  return [...new Set(expanded)].filter((n) => !except.includes(n)).sort();
}

/**
 * The components one rich-text field offers: its shared schema's (richTextBloks), narrowed by the field's own
 * "x-bloks" and "x-bloks-except" written beside its `$ref` (a form's or a list item's text that should offer a
 * button, not another form or a calculator). A field only narrows: its "*" stands for every block the shared
 * schema allows (the blok objects, Cta and LinkItem, are named on their own), its "x-bloks-except" removes
 * more, and a name the shared schema does not allow is refused. `[]` offers no bloks at all.
 */
export function fieldRichTextBloks(bundle: Bundle, def: JsonObject, field: JsonObject, where: string): string[] | undefined {
  const shared = richTextBloks(bundle, def, where);
  const names: unknown = field['x-bloks'] ?? def['x-bloks'] ?? ['*'];
  const fieldExcept: unknown = field['x-bloks-except'] ?? [];
  if (field['x-bloks'] === undefined && field['x-bloks-except'] === undefined) return shared;
  const sharedExcept: unknown = def['x-bloks-except'] ?? [];
  // Not lists: richTextBloks refuses them with its own message.
  const except: unknown =
    Array.isArray(fieldExcept) && Array.isArray(sharedExcept) ? [...(sharedExcept as unknown[]), ...(fieldExcept as unknown[])] : fieldExcept;
  const own = richTextBloks(bundle, { 'x-bloks': names, 'x-bloks-except': except }, where);
  const explicit = Array.isArray(names) ? (names as unknown[]).filter((n) => n !== '*') : [];
  for (const name of explicit) {
    if (shared && !shared.includes(String(name))) {
      throw new CodegenError(
        `${where}: "x-bloks" names "${String(name)}", which the rich text it refers to does not offer (its "x-bloks", less "x-bloks-except"); a field can only narrow that list`,
      );
    }
  }
  return shared ? own?.filter((n) => shared.includes(n)) : own;
}

/**
 * Whether an asset field takes images only: the Storyblok `filetypes` of the field (or, unset there, of
 * the Asset schema) is exactly ["images"]. The editor's asset picker offers only images then
 * (codegen/storyblok.ts), and the engine refuses any other file with an error.
 */
function imagesOnly(field: JsonObject, asset: JsonObject): boolean {
  const hints = (node: JsonObject) => (typeof node['x-storyblok'] === 'object' && node['x-storyblok'] !== null ? (node['x-storyblok'] as JsonObject) : {});
  const filetypes = hints(field).filetypes ?? hints(asset).filetypes;
  return Array.isArray(filetypes) && filetypes.length === 1 && filetypes[0] === 'images';
}

/** `{"type": "null"}`: the branch of an anyOf or oneOf that only allows null. */
/** Whether a field is a Storyblok field plugin's (its `x-storyblok` type is `custom`): its value carries the plugin's keys. */
const pluginField = (node: JsonObject) => {
  const hint = node['x-storyblok'];
  return typeof hint === 'object' && hint !== null && (hint as JsonObject).type === 'custom';
};

/** Whether an object schema takes fields beyond its `properties` (`additionalProperties` true or a schema; codegen's types say so too). */
const takesMore = (node: JsonObject) => node.additionalProperties !== undefined && node.additionalProperties !== false;

export const isNullType = (n: JsonObject) => n.type === 'null' && Object.keys(n).every((k) => k === 'type' || k === 'description' || k === 'title');

/**
 * What a property holds when it is written as one schema wrapped: a $ref in an allOf of one (draft-07's
 * way to put a description beside a $ref), one schema or null (`"anyOf": [{ "$ref": … }, { "type": "null" }]`,
 * `"type": ["integer", "null"]`). The wrapper's own keywords (description, default) stay; Storyblok
 * sends nothing for null, so the field reads as the schema inside. Anything else is returned as written.
 */
export function unwrapSchema(node: JsonObject): JsonObject {
  for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = node[keyword];
    if (!Array.isArray(list)) continue;
    const branches = (list as JsonObject[]).filter((n) => !isNullType(n));
    if (branches.length !== 1 || (keyword === 'allOf' && list.length !== 1)) return node;
    const { [keyword]: _wrapper, ...rest } = node;
    return unwrapSchema({ ...rest, ...branches[0] });
  }
  if (Array.isArray(node.type)) {
    const types = (node.type as unknown[]).filter((t) => t !== 'null');
    if (types.length === 1) return { ...node, type: types[0] } as JsonObject;
  }
  return node;
}

/** The definition name a `$ref` (bundled: `#/definitions/<Name>`) names, or undefined when the node is no reference. */
export const refName = (node: JsonObject): string | undefined => (typeof node.$ref === 'string' ? node.$ref.replace('#/definitions/', '') : undefined);

/** Reads the schema a `$ref` names among the bundle's definitions. */
export const definitionReader =
  (defs: Record<string, JsonObject>) =>
  (ref: JsonObject): JsonObject | undefined => {
    const name = refName(ref);
    return name ? defs[name] : undefined;
  };

/** One value a field may take from a fixed list, with the label a schema gave it (a `oneOf` branch's title). */
export interface ScalarChoice {
  value: string | number | boolean;
  title?: string;
}

const isScalar = (v: unknown): v is ScalarChoice['value'] => typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

/**
 * The values of a field that takes one of a fixed list of plain values, however the schema lists them:
 * an `enum`, a `const`, or a `oneOf`/`anyOf` whose branches are each a `const` or an `enum` (JSON
 * Schema's way to give each value a label: `{ "const": "left", "title": "Left" }`). Undefined for
 * anything else (a branch that is not a plain value makes the field something else). A `null` branch
 * or value is left out: Storyblok sends nothing for it. `deref` reads a branch that is a `$ref`.
 */
export function scalarChoices(node: JsonObject, deref?: (ref: JsonObject) => JsonObject | undefined, branch = false, depth = 0): ScalarChoice[] | undefined {
  if (depth > 16) return undefined; // a $ref that leads back to itself
  if (Array.isArray(node.enum)) {
    const values = (node.enum as unknown[]).filter((v) => v !== null);
    return values.every(isScalar) ? values.map((value) => ({ value })) : undefined;
  }
  // A branch's title names its value; a field's own title names the field.
  if ('const' in node)
    return isScalar(node.const) ? [{ value: node.const, ...(branch && typeof node.title === 'string' ? { title: node.title } : {}) }] : undefined;
  const branches = Array.isArray(node.oneOf) ? node.oneOf : Array.isArray(node.anyOf) ? node.anyOf : undefined;
  if (!branches) return undefined;
  const out: ScalarChoice[] = [];
  for (const member of branches as JsonObject[]) {
    if (isNullType(member) || (typeof member === 'object' && member !== null && member.const === null)) continue;
    // A branch may be a shared list of options ($ref).
    const schema = typeof member === 'object' && member !== null ? ('$ref' in member ? deref?.(member) : member) : undefined;
    const inner = schema ? scalarChoices(schema, deref, true, depth + 1) : undefined;
    if (!inner) return undefined;
    for (const choice of inner) if (!out.some((c) => c.value === choice.value)) out.push(choice);
  }
  return out.length > 0 ? out : undefined;
}

/** A value two branches of a `oneOf` both allow (wrapped, as the value may be anything): `oneOf` refuses it. */
function sharedOneOfValue(node: JsonObject, deref: (ref: JsonObject) => JsonObject | undefined): { value: unknown } | undefined {
  if (!Array.isArray(node.oneOf)) return undefined;
  const seen = new Set<unknown>();
  for (const member of node.oneOf as unknown[]) {
    const schema = member && typeof member === 'object' ? ('$ref' in member ? deref(member as JsonObject) : (member as JsonObject)) : undefined;
    const values = schema ? (scalarChoices(schema, deref, true)?.map((c) => c.value) ?? []) : [];
    for (const value of new Set(values)) {
      if (seen.has(value)) return { value };
      seen.add(value);
    }
  }
  return undefined;
}

export function generatePlans(bundle: Bundle): Record<string, SchemaPlan> {
  const defs = bundle.root.definitions;

  const deref = definitionReader(defs);

  const blokMembers = (name: string): string[] | undefined => {
    if (bundle.groups.has(name)) return bundle.groups.get(name);
    return bundle.kinds.get(name) === 'block' ? [name] : undefined;
  };

  const planOf = (written: JsonObject, where: string): FieldPlan => {
    const node = unwrapSchema(written);
    const target = refName(node);
    if (target) {
      const members = blokMembers(target);
      if (members) return { k: 'bloks', allowed: members, single: true };
      const def = defs[target];
      if (!def) throw new CodegenError(`${where}: unknown $ref ${String(node.$ref)}`);
      const special = def['x-field'];
      if (special === 'richtext') {
        const allowed = fieldRichTextBloks(bundle, def, node, `${where} → ${target}`);
        return allowed ? { k: 'richtext', allowed } : { k: 'richtext' };
      }
      if (special === 'asset') {
        // "x-needs-alt": an image that means something (a logo) is reported when it has no alt text.
        return { k: 'asset', ...(imagesOnly(node, def) ? { images: true } : {}), ...(node['x-needs-alt'] === true ? { needsAlt: true } : {}) };
      }
      if (typeof special === 'string' && SPECIAL_FIELDS.has(special)) return { k: special } as FieldPlan;
      if (def.type === 'object' && def.properties) return { k: 'object', def: target, ...(takesMore(def) && { extra: true as const }) };
      return planOf(def, `${where} → ${target}`);
    }
    const values = scalarChoices(node, deref)?.map((c) => c.value);
    const shared = sharedOneOfValue(node, deref);
    if (shared) {
      throw new CodegenError(
        `${where}: ${JSON.stringify(shared.value)} is in two branches of its "oneOf", which refuses a value that fits more than one: list it once, or write "anyOf"`,
      );
    }
    if (values) {
      // Storyblok stores an option as a string ("2"): number and true/false options are read back.
      if (values.every((v) => typeof v === 'number')) return { k: 'number' };
      if (values.every((v) => typeof v === 'boolean')) return { k: 'boolean' };
      // A single-option field left unset is "" in Storyblok: when "" is not one of the options, it means
      // "not chosen" (the default applies), not a wrong value to warn about.
      // Options of several kinds (1, 2 and "auto"): those not strings are read back from Storyblok's string.
      const read = values.filter((v): v is number | boolean => typeof v !== 'string' && !values.includes(String(v)));
      if (values.includes('')) return read.length > 0 ? { k: 'option', read, empty: true } : { k: 'value' };
      return read.length > 0 ? { k: 'option', read } : { k: 'option' };
    }
    // Any of several blocks (anyOf or oneOf of their $refs): a field of one blok.
    const choice = Array.isArray(node.anyOf) ? node.anyOf : Array.isArray(node.oneOf) ? node.oneOf : undefined;
    if (choice) {
      const members = (choice as JsonObject[])
        .filter((n) => !isNullType(n))
        .map((n) => {
          const t = refName(n);
          return t ? blokMembers(t) : undefined;
        });
      if (members.length > 0 && members.every(Boolean)) return { k: 'bloks', allowed: members.flat() as string[], single: true };
      // A number among other kinds ("a number or `auto`"): Storyblok's text field sends the number as a string.
      const numberTypes = (choice as JsonObject[]).flatMap((n) => {
        const branch = '$ref' in n ? deref(n) : n;
        return (branch ? [branch.type].flat() : []).filter((t) => t === 'number' || t === 'integer');
      });
      const numeric = numberTypes.length === 0 ? undefined : numberTypes.includes('number') ? (true as const) : ('integer' as const);
      return { k: 'value', ...(numeric && { numeric }), ...(pluginField(node) && { plugin: true as const }) };
    }
    switch (node.type) {
      case 'number':
        return { k: 'number' };
      case 'integer':
        return { k: 'integer' };
      case 'boolean':
        return { k: 'boolean' };
      case 'array': {
        const items = node.items as JsonObject | undefined;
        if (!items || Array.isArray(items)) return { k: 'value' };
        // A list's Storyblok settings (a multiasset's file types) are written on the list.
        const of = planOf(node['x-storyblok'] ? { ...items, 'x-storyblok': node['x-storyblok'] } : items, `${where}[]`);
        // maxItems lets the engine drop the surplus with a warning instead of failing the whole blok.
        const max = typeof node.maxItems === 'number' ? { max: node.maxItems } : {};
        const min = typeof node.minItems === 'number' && node.minItems > 0 ? { min: node.minItems } : {};
        if (of.k === 'bloks') return { k: 'bloks', allowed: of.allowed, ...max, ...min };
        return of.k === 'value' && !('max' in max) ? { k: 'value' } : { k: 'array', of, ...max };
      }
      case 'object':
        if (node.properties) return { k: 'object', fields: fieldsOf(node, where), ...(takesMore(node) && { extra: true as const }) };
        return pluginField(node) ? { k: 'value', plugin: true } : { k: 'value' };
      default:
        return { k: 'value' };
    }
  };

  const fieldsOf = (schema: JsonObject, where: string): Record<string, FieldPlan> => {
    const props = (schema.properties ?? {}) as Record<string, JsonObject>;
    return Object.fromEntries(Object.entries(props).map(([name, prop]) => [name, planOf(prop, `${where}.${name}`)]));
  };

  const plans: Record<string, SchemaPlan> = {};
  for (const [name, kind] of [...bundle.kinds].sort(([a], [b]) => a.localeCompare(b, 'en'))) {
    plans[name] = { kind, fields: fieldsOf(defs[name]!, name) };
  }
  return plans;
}
