/**
 * Phase 4: precompiled validators with ajv's standalone code. The output is a plain ES module of
 * functions: nothing is compiled and no `new Function` runs when the site validates content,
 * so a strict Content-Security-Policy holds.
 *
 * Each blok is validated on its own: in the validation schema, a field that holds bloks accepts
 * any object with a `component`, and the engine validates each child with the child's own validator.
 */
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { CodegenError } from './discover';
import { definitionSource, ROOT_ID, type Bundle, type JsonObject } from './bundle';

/** What a field holding bloks accepts before the children are validated one by one. */
export const BLOK_STUB = {
  type: 'object',
  required: ['component'],
  properties: { component: { type: 'string' } },
} as const;

const ANNOTATIONS_TO_DROP = new Set(['examples', 'description', 'tsType']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions']);

function strip(node: unknown, blokDefs: Set<string>): unknown {
  if (Array.isArray(node)) return node.map((n) => strip(n, blokDefs));
  if (!node || typeof node !== 'object') return node;
  const obj = node as JsonObject;
  if (typeof obj.$ref === 'string') {
    const target = obj.$ref.replace('#/definitions/', '');
    if (blokDefs.has(target)) return structuredClone(BLOK_STUB);
  }
  const out: JsonObject = {};
  // One of several blocks: each became the same stub, which "oneOf" would find twice and refuse. Each blok
  // is checked against its own schema by the engine, so here any of them will do.
  const blokChoice = (v: unknown) =>
    Array.isArray(v) &&
    v.every(
      (n) =>
        n && typeof n === 'object' && typeof (n as JsonObject).$ref === 'string' && blokDefs.has(String((n as JsonObject).$ref).replace('#/definitions/', '')),
    );
  for (const [k, v] of Object.entries(obj)) {
    if (ANNOTATIONS_TO_DROP.has(k) || k.startsWith('x-')) continue;
    if (k === 'oneOf' && blokChoice(v)) {
      out.anyOf = strip(v, blokDefs);
      continue;
    }
    if (k === 'default' || k === 'const' || k === 'enum') out[k] = v;
    // In these maps the keys are property names, not keywords: a field may be called "description".
    else if (SCHEMA_MAPS.has(k) && v && typeof v === 'object') {
      out[k] = Object.fromEntries(Object.entries(v as JsonObject).map(([name, sub]) => [name, strip(sub, blokDefs)]));
    } else out[k] = strip(v, blokDefs);
  }
  return out;
}

/** The bundled schema as the validators see it (also used by the differential test with in-memory ajv). */
export function validationSchema(bundle: Bundle): JsonObject {
  const blokDefs = new Set([...[...bundle.kinds].filter(([, k]) => k === 'block').map(([n]) => n), ...bundle.groups.keys()]);
  const definitions: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(bundle.root.definitions)) {
    if (bundle.groups.has(name)) continue; // only ever referenced as bloks, which became stubs
    definitions[name] = strip(def, blokDefs);
  }
  return { $id: ROOT_ID, definitions };
}

/** Names that get a validator: every block and story (validated on their own) and every shared schema. */
export function validatorNames(bundle: Bundle): string[] {
  return [...bundle.kinds.keys()].sort();
}

/**
 * The format names of JSON Schema (draft-07, 2019-09, 2020-12). ajv-formats is not installed, so none is
 * checked: each is an annotation ajv accepts without validating (README: use `pattern` or a shared field).
 * Codegen gives no format a meaning of its own: dates are `$ref` DateTime, whose `pattern` and `x-field`
 * the engine checks, never a `format`.
 */
export const ANNOTATION_FORMATS = [
  'date-time',
  'date',
  'time',
  'duration',
  'email',
  'idn-email',
  'hostname',
  'idn-hostname',
  'ipv4',
  'ipv6',
  'uri',
  'uri-reference',
  'iri',
  'iri-reference',
  'uuid',
  'uri-template',
  'json-pointer',
  'relative-json-pointer',
  'regex',
] as const;

// inlineRefs: false keeps one function per shared schema instead of a copy inlined at every use.
// ownProperties: a field is present only as the data's own property, never one read from Object.prototype.
// multipleOfPrecision: 19.99 is a multiple of 0.01 (without it, floating point says it is not).
export const AJV_OPTIONS = {
  allErrors: true,
  multipleOfPrecision: 9,
  useDefaults: true,
  strict: true,
  allowUnionTypes: true,
  inlineRefs: false,
  ownProperties: true,
  formats: Object.fromEntries(ANNOTATION_FORMATS.map((f) => [f, true as const])),
} as const;

type AjvOptions = ConstructorParameters<typeof Ajv>[0];

const definitionRef = (name: string) => `${ROOT_ID}#/definitions/${name}`;
const pointerSegment = (key: string | number) => encodeURIComponent(String(key).replace(/~/g, '~0').replace(/\//g, '~1'));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What to do about an ajv message, when it is one a content engineer meets. */
function hintFor(message: string): string {
  if (/unknown format/.test(message)) {
    return ` (formats codegen accepts, as annotations that are not validated: ${ANNOTATION_FORMATS.join(', ')}; check a value with "pattern")`;
  }
  if (/Invalid (escape|regular expression)/.test(message)) {
    return ' (a "pattern" is read as a JavaScript regular expression with the u flag: an escape such as \\# or \\- outside a [class] is refused there; write the character without the backslash)';
  }
  if (/unknown keyword/.test(message)) {
    return ' (schemas are JSON Schema draft-07: check the spelling; 2019-09 and 2020-12 keywords such as $defs, unevaluatedProperties, dependentRequired or prefixItems are not supported; an annotation of our own starts with "x-")';
  }
  return '';
}

/** The definitions `name` refers to, each after the ones it refers to itself, and `name` last. */
function dependencyOrder(definitions: Record<string, unknown>, name: string): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const refs = (node: unknown, out: string[]) => {
    if (Array.isArray(node)) node.forEach((n) => refs(n, out));
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        if (k === '$ref' && typeof v === 'string' && v.startsWith('#/definitions/')) out.push(v.slice('#/definitions/'.length));
        else if (k !== 'default' && k !== 'const' && k !== 'enum') refs(v, out);
      }
    }
    return out;
  };
  const visit = (n: string) => {
    if (seen.has(n) || !(n in definitions)) return;
    seen.add(n);
    for (const dep of refs(definitions[n], [])) visit(dep);
    order.push(n);
  };
  visit(name);
  return order;
}

/**
 * Which definition a compile failure of `name` lies in: `name` itself, or one it refers to (ajv compiles
 * those along). Each dependency is compiled alone in a fresh ajv, the referred ones first.
 */
function culprit(options: AjvOptions, schema: JsonObject, name: string, error: unknown): { name: string; message: string } {
  const fresh = new Ajv(options);
  fresh.addSchema(schema);
  for (const dep of dependencyOrder(schema.definitions as Record<string, unknown>, name)) {
    try {
      fresh.getSchema(definitionRef(dep));
    } catch (depError) {
      return { name: dep, message: messageOf(depError) };
    }
  }
  return { name, message: messageOf(error) };
}

function compileFailure(bundle: Bundle, options: AjvOptions, schema: JsonObject, name: string, error: unknown): CodegenError {
  const found = culprit(options, schema, name, error);
  const definition = (schema.definitions as Record<string, unknown>)[found.name];
  const hint = /default is ignored/.test(found.message) ? ignoredDefaultsHint(definition, found.name) : hintFor(found.message);
  return new CodegenError(`${definitionSource(bundle, found.name)}: ajv cannot compile schema ${found.name}: ${found.message}${hint}`);
}

/** Keywords whose schemas hold values ajv never fills a default into (it cannot know which branch the value takes). */
const BRANCHES = ['oneOf', 'anyOf', 'not', 'if', 'then', 'else'] as const;

/**
 * ajv names a default it ignores by its generated variable ("data16.extra"): the hint names each default inside a
 * branch by its field path, as the other messages do (Card.size.extra in oneOf).
 */
function ignoredDefaultsHint(definition: unknown, name: string): string {
  const found: string[] = [];
  const walk = (node: unknown, label: string, branch: string | undefined) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const obj = node as JsonObject;
    if (obj.properties && typeof obj.properties === 'object') {
      for (const [key, sub] of Object.entries(obj.properties as JsonObject)) {
        if (branch && sub && typeof sub === 'object' && 'default' in sub) found.push(`${label}.${key} (in "${branch}")`);
        walk(sub, `${label}.${key}`, branch);
      }
    }
    walk(obj.items, `${label}[]`, branch);
    if (Array.isArray(obj.allOf)) for (const sub of obj.allOf) walk(sub, label, branch);
    for (const k of BRANCHES) {
      const value = obj[k];
      for (const sub of Array.isArray(value) ? value : [value]) walk(sub, label, branch ?? k);
    }
  };
  walk(definition, name, undefined);
  const where = found.length > 0 ? `: ${found.join(', ')}` : '';
  return ` (ajv fills a field's "default" only where the schema is sure of the field, never inside "oneOf", "anyOf", "not" or "if"/"then"/"else"${where}; put the default on the field outside the branch, or leave it out)`;
}

/**
 * Adds the validation schema to `ajv` and compiles every definition, so that a schema ajv refuses (an unknown
 * keyword or format in strict mode, a `required` property no `properties` defines, …) is a CodegenError naming
 * its file and keeping ajv's message, never a raw ajv error.
 */
function compileDefinitions(ajv: Ajv, options: AjvOptions, bundle: Bundle, schema: JsonObject): void {
  const definitions = schema.definitions as Record<string, JsonObject>;
  for (const [name, def] of Object.entries(definitions)) {
    if (!ajv.validateSchema(def)) {
      throw new CodegenError(
        `${definitionSource(bundle, name)}: schema ${name} is not a valid JSON Schema (draft-07): ${ajv.errorsText(ajv.errors, { dataVar: 'schema' })}`,
      );
    }
  }
  try {
    ajv.addSchema(schema);
  } catch (error) {
    throw new CodegenError(`ajv refuses the bundled schemas: ${messageOf(error)}`);
  }
  for (const name of Object.keys(definitions).sort()) {
    try {
      ajv.getSchema(definitionRef(name));
    } catch (error) {
      throw compileFailure(bundle, options, schema, name, error);
    }
  }
}

/** Every schema in `def` with a `default` of its own: its JSON pointer below the definition and how to name it. */
function defaultsIn(node: unknown, pointer: string, label: string, out: Array<{ pointer: string; label: string; value: unknown }>) {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return out;
  const obj = node as JsonObject;
  if ('default' in obj) out.push({ pointer, label, value: obj.default });
  if (obj.properties && typeof obj.properties === 'object') {
    for (const [key, sub] of Object.entries(obj.properties as JsonObject)) {
      defaultsIn(sub, `${pointer}/properties/${pointerSegment(key)}`, `${label}.${key}`, out);
    }
  }
  if (Array.isArray(obj.items)) obj.items.forEach((sub, i) => defaultsIn(sub, `${pointer}/items/${i}`, `${label}[${i}]`, out));
  else defaultsIn(obj.items, `${pointer}/items`, `${label}[]`, out);
  defaultsIn(obj.additionalItems, `${pointer}/additionalItems`, `${label}[]`, out);
  defaultsIn(obj.additionalProperties, `${pointer}/additionalProperties`, `${label}.*`, out);
  for (const k of ['allOf', 'anyOf', 'oneOf'] as const) {
    if (Array.isArray(obj[k])) (obj[k] as unknown[]).forEach((sub, i) => defaultsIn(sub, `${pointer}/${k}/${i}`, label, out));
  }
  return out;
}

/**
 * Refuses a `default` that its own property's schema does not accept (`"minItems": 1, "default": []`),
 * at any depth (a field of an object field, a field of a list's items): content that leaves the field
 * empty gets the default, and the blok would then always fail.
 */
export function checkDefaults(bundle: Bundle): void {
  const schema = validationSchema(bundle);
  const options: AjvOptions = { ...AJV_OPTIONS, useDefaults: false };
  const ajv = new Ajv(options);
  compileDefinitions(ajv, options, bundle, schema);
  for (const [name, def] of Object.entries(schema.definitions as Record<string, JsonObject>)) {
    for (const { pointer, label, value } of defaultsIn(def, '', name, [])) {
      let check;
      try {
        check = ajv.getSchema(`${definitionRef(name)}${pointer}`);
      } catch (error) {
        throw compileFailure(bundle, options, schema, name, error);
      }
      if (!check) throw new CodegenError(`${definitionSource(bundle, name)}: schema ${label}: codegen cannot find the schema of its default`);
      if (!check(value)) {
        const errors = check.errors ?? [];
        // Options (an enum, labelled consts): one list of them, not one error per branch.
        const options = errors.every((e) => ['const', 'enum', 'oneOf', 'anyOf'].includes(e.keyword))
          ? [
              ...new Set(
                errors.flatMap((e): unknown[] =>
                  e.keyword === 'const' ? [e.params.allowedValue as unknown] : e.keyword === 'enum' ? (e.params.allowedValues as unknown[]) : [],
                ),
              ),
            ]
          : [];
        const why =
          options.length > 0
            ? `is not one of ${options.map((o) => JSON.stringify(o)).join(', ')}`
            : `fails its own schema (${ajv.errorsText(errors, { dataVar: 'default' })})`;
        throw new CodegenError(`${definitionSource(bundle, name)}: schema ${label}: its default ${JSON.stringify(value)} ${why}`);
      }
    }
  }
}

export function generateValidators(bundle: Bundle): { js: string; dts: string } {
  const options: AjvOptions = { ...AJV_OPTIONS, code: { source: true, esm: true, optimize: true } };
  const ajv = new Ajv(options);
  compileDefinitions(ajv, options, bundle, validationSchema(bundle));
  const names = validatorNames(bundle);
  const refs = Object.fromEntries(names.map((n) => [n, definitionRef(n)]));
  let code: string;
  try {
    code = standaloneCode(ajv, refs);
  } catch (error) {
    throw new CodegenError(`ajv cannot write the standalone validators: ${messageOf(error)}`);
  }

  // ajv's ESM output still uses require() for its runtime helpers; hoist them into imports.
  const imports: string[] = [];
  code = code.replace(/const (\w+) = require\("([^"]+)"\)\.default;/g, (_, local: string, mod: string) => {
    const ns = `__runtime${imports.length}`;
    imports.push(`import ${ns} from ${JSON.stringify(mod.endsWith('.js') ? mod : `${mod}.js`)};`);
    return `const ${local} = ${ns}.default ?? ${ns};`;
  });
  if (/\brequire\(/.test(code)) throw new CodegenError('standalone validators still contain require(): update codegen/validators.ts');
  code = code.replace(/^"use strict";/, '');

  const js = [...imports, code.trim(), `export const validators = { ${names.join(', ')} };`, ''].join('\n');

  const dts = [
    `export interface ValidationError {`,
    `  instancePath: string;`,
    `  schemaPath: string;`,
    `  keyword: string;`,
    `  params: Record<string, unknown>;`,
    `  message?: string;`,
    `}`,
    `export interface Validator {`,
    `  (data: unknown): boolean;`,
    `  errors?: ValidationError[] | null;`,
    `}`,
    ...names.map((n) => `export declare const ${n}: Validator;`),
    `export declare const validators: {\n${names.map((n) => `  ${n}: Validator;`).join('\n')}\n};`,
    '',
  ].join('\n');
  return { js, dts };
}
