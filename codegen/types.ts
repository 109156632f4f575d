/**
 * Phase 3: TypeScript types from the bundled schema, through json-schema-to-typescript.
 * The types describe what components receive, i.e. the resolved tree: a property with a
 * default is always present after resolution, so it is required in the type; links, assets,
 * rich text and markdown carry the engine's resolved types through `tsType`.
 */
import { compile } from 'json-schema-to-typescript';
import type { Bundle, JsonObject } from './bundle';
import { CodegenError } from './discover';

/**
 * The schema as json-schema-to-typescript should see it. `title` stays only on a schema's root (the
 * bundle's definitions): on any other node it would name a declaration of its own, a stray export per
 * titled field, and one titled like a schema (`"title": "Heading"`) takes that schema's name, which
 * becomes Heading1. Storyblok's display names read `title` from the bundle, not from here.
 */
function withDefaultsRequired(node: unknown, schemaRoot = false): unknown {
  if (Array.isArray(node)) return node.map((n) => withDefaultsRequired(n));
  if (!node || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node as JsonObject)) {
    if (k === 'examples' || k === 'default' || k === 'const' || k === 'enum') out[k] = v;
    else if ((k === 'title' || k === '$id') && !schemaRoot)
      continue; // a field's $id (an anchor) would name a type too
    // In these maps the keys are property names, not keywords (a field may be called "examples").
    else if (k === 'properties' && v && typeof v === 'object') {
      out[k] = Object.fromEntries(Object.entries(v as JsonObject).map(([name, sub]) => [name, withDefaultsRequired(sub)]));
    } else if (k === 'definitions' && v && typeof v === 'object') {
      out[k] = Object.fromEntries(Object.entries(v as JsonObject).map(([name, sub]) => [name, withDefaultsRequired(sub, schemaRoot)]));
    } else out[k] = withDefaultsRequired(v);
  }
  const props = (node as JsonObject).properties as Record<string, JsonObject> | undefined;
  if (props && typeof props === 'object') {
    const required = new Set(Array.isArray(out.required) ? (out.required as string[]) : []);
    for (const [name, prop] of Object.entries(props)) if (prop && 'default' in prop) required.add(name);
    out.required = [...required];
  }
  // Keep examples out of the emitted doc comments: they are long and live in the schema files.
  delete out.examples;
  // A $ref with siblings (a default, a description) would become a fresh copy of the type
  // (Background1, Background2, …): the reference alone keeps one declaration per shared schema.
  if (typeof out.$ref === 'string') return { $ref: out.$ref };
  return out;
}

export async function generateTypes(bundle: Bundle): Promise<string> {
  const schema = withDefaultsRequired(bundle.root, true) as JsonObject;
  let body: string;
  try {
    body = await compile(schema as never, 'ContentModel', {
      bannerComment: '',
      unreachableDefinitions: true,
      additionalProperties: false,
      declareExternallyReferenced: true,
      strictIndexSignatures: true,
      ignoreMinAndMaxItems: true,
      format: true,
      style: { singleQuote: true, printWidth: 120 },
    });
  } catch (error) {
    throw new CodegenError(`json-schema-to-typescript cannot write the types: ${error instanceof Error ? error.message : String(error)}`);
  }

  const names = [...bundle.kinds];
  const blocks = names
    .filter(([, kind]) => kind === 'block')
    .map(([n]) => n)
    .sort();
  const stories = names
    .filter(([, kind]) => kind === 'story')
    .map(([n]) => n)
    .sort();
  const map = (list: string[]) => list.map((n) => `  ${n}: ${n};`).join('\n');

  return [
    `import type { ResolvedAsset, ResolvedLink, RichTextDoc } from '~/engine/types';`,
    '',
    body.trim(),
    '',
    '/** Every block component name (schemas/blocks). */',
    `export type BlockName = ${blocks.map((b) => `'${b}'`).join(' | ') || 'never'};`,
    '/** Block name → the props type its component receives. */',
    `export interface BlockPropsMap {\n${map(blocks)}\n}`,
    `export type AnyBlok = BlockPropsMap[BlockName];`,
    '/** Every root content type (schemas/stories). */',
    `export type StoryName = ${stories.map((s) => `'${s}'`).join(' | ') || 'never'};`,
    `export interface StoryPropsMap {\n${map(stories)}\n}`,
    `export type AnyStoryContent = StoryPropsMap[StoryName];`,
    '',
  ].join('\n');
}
