/**
 * Phase 2: bundle every schema into one root, so each shared $ref becomes one definition
 * (one TypeScript declaration, one validator function) instead of a copy per use.
 * Relative file $refs become "#/definitions/<Name>"; "x-blok-group" markers become a $ref to
 * the group's union definition (for example SectionBlok), so a new section block is allowed
 * in page bodies without editing any other schema.
 */
import path from 'node:path';
import { CodegenError, type Discovery, type SchemaKind } from './discover';

export type JsonObject = Record<string, unknown>;

export interface Bundle {
  root: JsonObject & { definitions: Record<string, JsonObject> };
  kinds: Map<string, SchemaKind>;
  /** Group definition name (e.g. SectionBlok) → member block names. */
  groups: Map<string, string[]>;
  /** Schema name → its file, relative to the working directory (group definitions have none). */
  files: Map<string, string>;
}

export const ROOT_ID = 'content';
export const groupDefinitionName = (group: string) =>
  `${group.charAt(0).toUpperCase()}${group.slice(1).replace(/[-_](.)/g, (_, c: string) => c.toUpperCase())}Blok`;

/** Where a definition comes from, for error messages: its schema file, or what made a group definition. */
export function definitionSource(bundle: Bundle, name: string): string {
  const file = bundle.files.get(name);
  if (file) return file;
  return bundle.groups.has(name) ? `definition ${name} (the union of every block of its "x-blok-group")` : `definition ${name}`;
}

const DROP_AT_TOP = new Set(['$schema', '$id']);
/** What may stand beside a `$ref`: annotations (and `x-` hints), which change no value the schema takes. */
const REF_SIBLINGS: ReadonlySet<string> = new Set(['title', 'description', 'default', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly']);

function rewrite(node: unknown, names: Set<string>, groups: Map<string, string[]>, where: string): unknown {
  if (Array.isArray(node)) return node.map((n) => rewrite(n, names, groups, where));
  if (!node || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node as JsonObject)) {
    if (key === 'examples' || key === 'default' || key === 'const' || key === 'enum') {
      out[key] = value; // data, not schema: keep as written
    } else if ((key === 'properties' || key === 'patternProperties' || key === 'definitions') && value && typeof value === 'object') {
      // Keys of these maps are property names, not keywords.
      out[key] = Object.fromEntries(Object.entries(value as JsonObject).map(([name, sub]) => [name, rewrite(sub, names, groups, where)]));
    } else if (key === '$ref' && typeof value === 'string') {
      // A whole file, also written with an empty fragment (`Align.schema.json#`).
      const match = /(?:^|\/)([A-Za-z0-9]+)\.schema\.json#?$/.exec(value);
      if (!match || !names.has(match[1]!)) {
        const why = value.includes('#')
          ? 'a $ref names a whole schema file; "#/definitions/…" and other JSON pointers are not supported: give that schema a file of its own in schemas/_shared/ and $ref it'
          : `no schema file is named ${JSON.stringify(value.split('/').pop())} (a $ref names a file <Name>.schema.json in schemas/)`;
        throw new CodegenError(`${where}: cannot resolve $ref "${value}": ${why}`);
      }
      // Beside a $ref only words for people and Storyblok: a rule there (an `enum` narrowing the shared schema's
      // options) would bind the validator alone, while the type and Storyblok's field offer the whole shared schema.
      const rules = Object.keys(node as JsonObject).filter((k) => k !== '$ref' && !REF_SIBLINGS.has(k) && !k.startsWith('x-'));
      if (rules.length > 0) {
        throw new CodegenError(
          `${where}: ${rules.map((k) => `"${k}"`).join(', ')} beside "$ref": "${value}" would narrow the validator only (the type and Storyblok's field offer all of ${match[1]}); ` +
            `write the narrower schema in full here, or as a shared schema of its own`,
        );
      }
      out.$ref = `#/definitions/${match[1]}`;
    } else if (key === 'x-blok-group' && typeof value === 'string' && !('type' in (node as JsonObject))) {
      const def = groupDefinitionName(value);
      if (!groups.has(def)) throw new CodegenError(`${where}: no block declares "x-blok-group": "${value}"`);
      out.$ref = `#/definitions/${def}`;
    } else {
      out[key] = rewrite(value, names, groups, where);
    }
  }
  return out;
}

export function bundle(discovery: Discovery): Bundle {
  const names = new Set(discovery.schemas.map((s) => s.name));
  const kinds = new Map(discovery.schemas.map((s) => [s.name, s.kind] as const));

  const groups = new Map<string, string[]>();
  for (const s of discovery.schemas) {
    const group = s.schema['x-blok-group'];
    if (s.kind === 'block' && typeof group === 'string') {
      const def = groupDefinitionName(group);
      if (names.has(def)) throw new CodegenError(`the group name ${def} clashes with a schema of the same name`);
      groups.set(def, [...(groups.get(def) ?? []), s.name]);
    }
  }

  const definitions: Record<string, JsonObject> = {};
  for (const s of discovery.schemas) {
    const copy: JsonObject = {};
    for (const [k, v] of Object.entries(s.schema)) if (!DROP_AT_TOP.has(k)) copy[k] = v;
    definitions[s.name] = rewrite(copy, names, groups, s.file) as JsonObject;
  }
  // A group no list offers (a misspelt "sections"): its blocks could be placed nowhere, and an editor who pasted one
  // in would be told it is not allowed there.
  const offered = JSON.stringify(definitions);
  for (const [def, members] of groups) {
    if (offered.includes(`"#/definitions/${def}"`)) continue;
    const declared = discovery.schemas.find((x) => x.name === members[0])!;
    const value = String(declared.schema['x-blok-group']);
    const known = [...groups.keys()].filter((g) => offered.includes(`"#/definitions/${g}"`));
    const names = known.map((g) => `"${String(discovery.schemas.find((x) => x.name === groups.get(g)![0])!.schema['x-blok-group'])}"`);
    throw new CodegenError(
      `${path.relative(process.cwd(), declared.file)}: no list offers the group "x-blok-group": "${value}" (${members.join(', ')}), so no editor could place its blocks` +
        `${names.length > 0 ? `; the groups lists offer: ${names.join(', ')}` : ''}`,
    );
  }
  for (const [def, members] of [...groups].sort(([a], [b]) => a.localeCompare(b, 'en'))) {
    definitions[def] = {
      title: def,
      description: `Any block of the "${def}" group.`,
      anyOf: members.sort().map((m) => ({ $ref: `#/definitions/${m}` })),
    };
  }

  return {
    root: { $id: ROOT_ID, title: 'ContentModel', description: 'Every schema of the content model, bundled.', definitions },
    kinds,
    groups,
    files: new Map(discovery.schemas.map((s) => [s.name, path.relative(process.cwd(), s.file)] as const)),
  };
}
