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
      try {
        schema = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch (error) {
        problems.push(`${file}: not valid JSON (${(error as Error).message})`);
        return [];
      }
      if (!schema || typeof schema !== 'object' || Array.isArray(schema)) {
        problems.push(`${file}: a schema must be a JSON object`);
        return [];
      }
      return [{ name, kind, file, schema: schema as Record<string, unknown> }];
    });
}

/** Checks every schema carries what content engineers and the contract test rely on. */
function checkSchema(s: SchemaFile, problems: string[]): void {
  const where = path.relative(process.cwd(), s.file);
  if (!/^[A-Z][A-Za-z0-9]*$/.test(s.name)) problems.push(`${where}: the name must be PascalCase`);
  if (s.schema.title !== s.name) problems.push(`${where}: "title" must be "${s.name}"`);
  if (typeof s.schema.description !== 'string' || s.schema.description.trim() === '') {
    problems.push(`${where}: "description" is required`);
  }
  if (!Array.isArray(s.schema.examples) || s.schema.examples.length === 0) {
    problems.push(`${where}: "examples" needs at least one valid example`);
  }
  if (s.kind !== 'shared') {
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
    if (!blockSchemas.has(name)) problems.push(`component blocks/${name}/${name}.tsx has no schema: add schemas/blocks/${name}${SUFFIX}`);
  }

  if (problems.length > 0) throw new CodegenError(`Codegen cannot pair schemas and components:\n  - ${problems.join('\n  - ')}`);
  return { schemas, components, interactive };
}
