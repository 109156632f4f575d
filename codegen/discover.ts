/**
 * Phase 1: find the schemas and the block folders and pair them by name.
 * A block schema without a component folder, or a component folder without a schema, is an error:
 * the content model and the code must never drift apart silently.
 */
import fs from 'node:fs';
import path from 'node:path';

export type SchemaKind = 'shared' | 'block' | 'story';

export interface SchemaFile {
  name: string;
  kind: SchemaKind;
  file: string;
  schema: Record<string, unknown>;
}

export interface Discovery {
  schemas: SchemaFile[];
  /** Block name → absolute path of its component module (without extension). */
  components: Map<string, string>;
  /** Blocks whose folder holds a client island (*.client.tsx) or a lazy boundary loading one (*.lazy.tsx). */
  interactive: Set<string>;
}

export interface DiscoverOptions {
  schemasDir: string;
  blocksDir: string;
}

export class CodegenError extends Error {
  override name = 'CodegenError';
}

const KIND_DIRS: Array<[SchemaKind, string]> = [
  ['shared', '_shared'],
  ['block', 'blocks'],
  ['story', 'stories'],
];

const SUFFIX = '.schema.json';

/** JSON.parse's message with the line and column of its "position N", which an editor can go to. */
function whereInText(text: string, message: string): string {
  const at = /position (\d+)/.exec(message)?.[1];
  // Node 22's V8 says the line and column itself.
  if (at === undefined || /\bline \d+/.test(message)) return message;
  const before = text.slice(0, Number(at)).split('\n');
  return `${message}: line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

function readSchemaDir(dir: string, kind: SchemaKind, problems: string[]): SchemaFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f): SchemaFile[] => {
      const file = path.join(dir, f);
      if (!f.endsWith(SUFFIX)) {
        problems.push(`${file}: schema files are named <Name>${SUFFIX}`);
        return [];
      }
      const name = f.slice(0, -SUFFIX.length);
      let schema: unknown;
      // An editor's "UTF-8 with BOM" is still the JSON written.
      const text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
      try {
        schema = JSON.parse(text);
      } catch (error) {
        problems.push(`${file}: not valid JSON${text.trim() === '' ? ' (the file is empty)' : ''} (${whereInText(text, (error as Error).message)})`);
        return [];
      }
      if (!schema || typeof schema !== 'object' || Array.isArray(schema)) {
        problems.push(`${file}: a schema must be a JSON object`);
        return [];
      }
      return [{ name, kind, file, schema: schema as Record<string, unknown> }];
    });
}

/**
 * Names every JavaScript object already has (`constructor`, `toString`, `__proto__`, …). A field so named
 * is read from the prototype where content lacks it, breaks json-schema-to-typescript, and `__proto__` in
 * an object literal sets the prototype instead of a field: codegen refuses them.
 */
export const PROTOTYPE_NAMES: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Keywords whose values are data, not schemas: their keys are never property names. */
const DATA_KEYWORDS = new Set(['examples', 'default', 'const', 'enum']);

/** Every property named like a member of Object.prototype, anywhere in the schema (nested objects, items, …). */
function prototypeNamedProperties(node: unknown, at: string, found: Array<{ name: string; at: string }>): void {
  if (Array.isArray(node)) {
    node.forEach((n, i) => prototypeNamedProperties(n, `${at}[${i}]`, found));
    return;
  }
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (DATA_KEYWORDS.has(key) || key.startsWith('x-')) continue;
    const where = at ? `${at}.${key}` : key;
    if (key === 'properties' && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [name, sub] of Object.entries(value as Record<string, unknown>)) {
        if (PROTOTYPE_NAMES.has(name)) found.push({ name, at: `${where}.${name}` });
        prototypeNamedProperties(sub, `${where}.${name}`, found);
      }
    } else prototypeNamedProperties(value, where, found);
  }
}

/** Keywords whose value is one schema, a list of schemas, or a map of names to schemas. */
const SCHEMA_KEYWORDS = new Set(['items', 'not', 'if', 'then', 'else', 'contains', 'propertyNames']);
const SCHEMA_LIST_KEYWORDS = new Set(['allOf', 'anyOf', 'oneOf', 'items']);
const SCHEMA_MAP_KEYWORDS = new Set(['properties', 'patternProperties', 'definitions']);

/**
 * What draft-07 allows but content from Storyblok cannot live with, anywhere in a schema: `true`/`false`
 * as a schema (the generators expect objects), and `dependencies` (Storyblok sends every field, an unset
 * text as "", so "present" is always true: the schema form would drop the blok whenever its condition
 * fails, the list form never tells anything).
 */
function unsupportedShapes(node: unknown, at: string, found: string[]): void {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return;
  const schema = (value: unknown, where: string) => {
    if (typeof value === 'boolean') {
      found.push(
        `${where} is the schema \`${String(value)}\`, which codegen does not take: for a field no content may hold, leave the property out ("additionalProperties": false refuses it); for any value, describe the value`,
      );
    } else unsupportedShapes(value, where, found);
  };
  if ('$defs' in node && 'definitions' in node) {
    found.push(`${at || 'the schema'} has both "$defs" and "definitions", which json-schema-to-typescript cannot write types for: keep one of them`);
  }
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (DATA_KEYWORDS.has(key) || key.startsWith('x-')) continue;
    const where = at ? `${at}.${key}` : key;
    if (key === 'dependencies') {
      found.push(
        `${where}: "dependencies" cannot work with Storyblok's content, which holds every field (an unset text is ""), so a field is always present; check such rules in the component, or make the fields one nested block`,
      );
    } else if (SCHEMA_LIST_KEYWORDS.has(key) && Array.isArray(value)) value.forEach((v, i) => schema(v, `${where}[${i}]`));
    else if (SCHEMA_KEYWORDS.has(key)) schema(value, where);
    else if (key === 'additionalProperties' || key === 'additionalItems')
      unsupportedShapes(value, where, found); // true/false allowed here
    else if (SCHEMA_MAP_KEYWORDS.has(key) && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [name, sub] of Object.entries(value as Record<string, unknown>)) schema(sub, `${where}.${name}`);
    }
  }
}

/**
 * The names codegen's own output declares or imports beside the schemas' (codegen/types.ts, codegen/registry.ts):
 * a schema of one of these names would collide with it, and the generated code would fail tsc.
 */
const GENERATED_NAMES: ReadonlySet<string> = new Set([
  'ResolvedAsset',
  'ResolvedLink',
  'RichTextDoc',
  'BlockName',
  'BlockPropsMap',
  'AnyBlok',
  'StoryName',
  'StoryPropsMap',
  'AnyStoryContent',
  'ContentModel',
  'NamedBlock',
]);

/** The language's own globals (not the host's, such as `Event` or `File`, which generated code never calls). */
const ECMASCRIPT_GLOBALS: ReadonlySet<string> = new Set(
  (
    'Object Function Array Number Boolean String Symbol BigInt Date Promise RegExp Error AggregateError EvalError RangeError ' +
    'ReferenceError SyntaxError TypeError URIError JSON Math Intl Reflect Proxy Map Set WeakMap WeakSet WeakRef ' +
    'FinalizationRegistry ArrayBuffer SharedArrayBuffer DataView Atomics Int8Array Uint8Array Uint8ClampedArray Int16Array ' +
    'Uint16Array Int32Array Uint32Array Float32Array Float64Array BigInt64Array BigUint64Array Infinity NaN Iterator'
  ).split(' '),
);

/**
 * Why a schema may not have this name, or undefined. A global of JavaScript (`Array`, `Object`, `Set`, `Math`): the
 * generated validators and registry declare each schema's name in their module, which hides the global their own
 * code calls (`Array.isArray`), and the site then fails at run time (every page a 404) though codegen and tsc pass.
 */
export function reservedName(name: string): string | undefined {
  if (GENERATED_NAMES.has(name)) return 'is one the generated code declares itself';
  if (ECMASCRIPT_GLOBALS.has(name)) return 'is a global of JavaScript, which the generated validators and registry would hide from their own code';
  return undefined;
}

/** Checks every schema carries what content engineers and the contract test rely on. */
function checkSchema(s: SchemaFile, problems: string[]): void {
  const where = path.relative(process.cwd(), s.file);
  if (!/^[A-Z][A-Za-z0-9]*$/.test(s.name)) problems.push(`${where}: the name must be PascalCase`);
  else if (reservedName(s.name)) problems.push(`${where}: the name "${s.name}" ${reservedName(s.name)}: choose another (e.g. "${s.name}Block")`);
  if (s.schema.title !== s.name) problems.push(`${where}: "title" must be "${s.name}"`);
  if (typeof s.schema.description !== 'string' || s.schema.description.trim() === '') {
    problems.push(`${where}: "description" is required`);
  }
  if (!Array.isArray(s.schema.examples) || s.schema.examples.length === 0) {
    problems.push(`${where}: "examples" needs at least one valid example`);
  }
  const prototypeNamed: Array<{ name: string; at: string }> = [];
  prototypeNamedProperties(s.schema, '', prototypeNamed);
  for (const { name, at } of prototypeNamed) {
    problems.push(
      `${where}: property "${name}" (${at}) has the name of a member every JavaScript object has (Object.prototype.${name}); ` +
        `validators and the engine would read that member where content lacks the field: rename the field`,
    );
  }
  const unsupported: string[] = [];
  unsupportedShapes(s.schema, '', unsupported);
  for (const problem of unsupported) problems.push(`${where}: ${problem}`);
  if (s.kind !== 'shared') {
    // Draft-07's trap: "additionalProperties": false sees only the properties beside it, so the fields an
    // allOf (anyOf, oneOf, then) adds (a shared base) would be refused in every blok, and Storyblok would never
    // show them. One that only adds rules about the fields listed (variants, an if/then) is fine.
    const own = new Set(Object.keys((s.schema.properties as object | undefined) ?? {}));
    const addsFields = (branch: unknown) =>
      !!branch &&
      typeof branch === 'object' &&
      ('$ref' in branch || Object.keys(((branch as { properties?: object }).properties as object | undefined) ?? {}).some((k) => !own.has(k)));
    const composed = ['allOf', 'anyOf', 'oneOf', 'then', 'else'].find((k) => {
      const value = s.schema[k];
      return Array.isArray(value) ? value.some(addsFields) : addsFields(value);
    });
    if (composed) {
      problems.push(
        `${where}: "${composed}" at the root of a ${s.kind === 'block' ? 'block' : 'content type'} may not add fields ("additionalProperties": false refuses them in every blok, and Storyblok would not show them): list every field in "properties", each may $ref a shared schema`,
      );
    }
    const props = s.schema.properties as Record<string, { const?: unknown }> | undefined;
    if (props?.component?.const !== s.name) {
      problems.push(`${where}: properties.component must be { "const": "${s.name}" }`);
    }
    const required = s.schema.required;
    if (!Array.isArray(required) || !required.includes('_uid') || !required.includes('component')) {
      problems.push(`${where}: "required" must list "_uid" and "component"`);
    }
    if (s.schema.additionalProperties !== false) {
      problems.push(`${where}: "additionalProperties" must be false (the engine drops extra fields with a warning)`);
    }
  }
}

export function discover({ schemasDir, blocksDir }: DiscoverOptions): Discovery {
  const problems: string[] = [];
  const schemas = KIND_DIRS.flatMap(([kind, dir]) => readSchemaDir(path.join(schemasDir, dir), kind, problems));

  const seen = new Map<string, string>();
  for (const s of schemas) {
    const other = seen.get(s.name);
    if (other) problems.push(`${s.name} is defined twice: ${other} and ${s.file}`);
    seen.set(s.name, s.file);
    checkSchema(s, problems);
  }

  // Block folders: blocks/<Name>/<Name>.tsx; folders starting with _ are shared code, not blocks.
  const components = new Map<string, string>();
  const interactive = new Set<string>();
  const folders = fs.existsSync(blocksDir)
    ? fs.readdirSync(blocksDir, { withFileTypes: true }).filter((d) => d.isDirectory() && !d.name.startsWith('_') && !d.name.startsWith('.'))
    : [];
  for (const folder of folders) {
    const file = path.join(blocksDir, folder.name, `${folder.name}.tsx`);
    if (!fs.existsSync(file)) {
      problems.push(`blocks/${folder.name}/ has no ${folder.name}.tsx component`);
      continue;
    }
    components.set(folder.name, file.slice(0, -'.tsx'.length));
    if (fs.readdirSync(path.join(blocksDir, folder.name)).some((f) => /\.(client|lazy)\.tsx?$/.test(f))) interactive.add(folder.name);
  }

  const blockSchemas = new Set(schemas.filter((s) => s.kind === 'block').map((s) => s.name));
  for (const name of blockSchemas) {
    if (!components.has(name)) problems.push(`schema blocks/${name}${SUFFIX} has no component: add blocks/${name}/${name}.tsx`);
  }
  for (const name of components.keys()) {
    // A schema file that is there but could not be read is said above (not valid JSON, say): not "no schema" too.
    if (!blockSchemas.has(name) && !fs.existsSync(path.join(schemasDir, 'blocks', `${name}${SUFFIX}`)))
      problems.push(`component blocks/${name}/${name}.tsx has no schema: add schemas/blocks/${name}${SUFFIX}`);
  }

  if (problems.length > 0) throw new CodegenError(`Codegen cannot pair schemas and components:\n  - ${problems.join('\n  - ')}`);
  return { schemas, components, interactive };
}
