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
import { ROOT_ID, type Bundle, type JsonObject } from './bundle';

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
  for (const [k, v] of Object.entries(obj)) {
    if (ANNOTATIONS_TO_DROP.has(k) || k.startsWith('x-')) continue;
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

// inlineRefs: false keeps one function per shared schema instead of a copy inlined at every use.
// ownProperties: a field is present only as the data's own property, never one read from Object.prototype.
export const AJV_OPTIONS = {
  allErrors: true,
  useDefaults: true,
  strict: true,
  allowUnionTypes: true,
  inlineRefs: false,
  ownProperties: true,
} as const;

/**
 * Refuses a `default` that its own property's schema does not accept (`"minItems": 1, "default": []`):
 * content that leaves the field empty gets the default, and the blok would then always fail.
 */
export function checkDefaults(bundle: Bundle): void {
  const schema = validationSchema(bundle);
  const ajv = new Ajv({ ...AJV_OPTIONS, useDefaults: false });
  ajv.addSchema(schema);
  for (const [name, def] of Object.entries(schema.definitions as Record<string, JsonObject>)) {
    const props = (def.properties ?? {}) as Record<string, JsonObject>;
    for (const [key, prop] of Object.entries(props)) {
      if (!('default' in prop)) continue;
      const check = ajv.getSchema(`${ROOT_ID}#/definitions/${name}/properties/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      if (check && !check(prop.default)) {
        throw new CodegenError(
          `schema ${name}.${key}: its default ${JSON.stringify(prop.default)} fails its own schema (${ajv.errorsText(check.errors, { dataVar: 'default' })})`,
        );
      }
    }
  }
}

export function generateValidators(bundle: Bundle): { js: string; dts: string } {
  const ajv = new Ajv({ ...AJV_OPTIONS, code: { source: true, esm: true, optimize: true } });
  ajv.addSchema(validationSchema(bundle));
  const names = validatorNames(bundle);
  const refs = Object.fromEntries(names.map((n) => [n, `${ROOT_ID}#/definitions/${n}`]));
  let code = standaloneCode(ajv, refs);

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
