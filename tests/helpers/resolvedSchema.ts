/**
 * A JSON Schema of the *resolved* tree, built from the content model: links, assets and rich text in
 * their resolved shapes, bloks validated deeply, and every defaulted field required. Tests use it to
 * prove that whatever the input, the engine never hands render anything the types do not promise.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import { bundle, type JsonObject } from '~/codegen/bundle';
import { discover } from '~/codegen/discover';
import { LINK_RELS } from '~/engine/links';

const SAFE_HREF = '^(https?://|mailto:|tel:|/(?![/\\\\])|#)';
const SAFE_SRC = '^(https?://|/(?![/\\\\]))';

const resolvedLink = {
  type: 'object',
  required: ['kind', 'href'],
  properties: {
    kind: { enum: ['anchor', 'internal', 'external', 'email', 'phone', 'asset'] },
    href: { type: 'string', pattern: SAFE_HREF, not: { pattern: '^\\s*(javascript|data|vbscript):' } },
    target: { const: '_blank' },
    rel: { type: 'string', pattern: `^(${[...LINK_RELS].join('|')})( (${[...LINK_RELS].join('|')}))*$` },
    title: { type: 'string', maxLength: 200 },
  },
  additionalProperties: false,
};
const resolvedAsset = {
  type: 'object',
  required: ['src', 'alt', 'isImage'],
  properties: {
    src: { type: 'string', pattern: SAFE_SRC },
    alt: { type: 'string' },
    title: { type: 'string' },
    width: { type: 'integer', minimum: 1 },
    height: { type: 'integer', minimum: 1 },
    isImage: { type: 'boolean' },
  },
  additionalProperties: false,
};

function richTextDefs(anyBlok: JsonObject) {
  const obj = (props: JsonObject, required: string[]) => ({ type: 'object', required, properties: props, additionalProperties: false });
  const mark = {
    anyOf: [
      obj({ type: { enum: ['bold', 'italic', 'strike', 'underline', 'code', 'superscript', 'subscript'] } }, ['type']),
      // An anchor id: no whitespace, nothing a fragment could not reach.
      obj({ type: { const: 'anchor' }, id: { type: 'string', pattern: '^[\\p{L}\\p{N}\\p{M}_.-]+$', maxLength: 90 } }, ['type', 'id']),
    ],
  };
  const leaf = {
    anyOf: [
      obj({ type: { const: 'text' }, text: { type: 'string' }, marks: { type: 'array', items: mark } }, ['type', 'text', 'marks']),
      obj({ type: { const: 'hard_break' } }, ['type']),
      obj({ type: { const: 'image' }, asset: { $ref: '#/definitions/Asset' } }, ['type', 'asset']),
    ],
  };
  const inline = {
    anyOf: [
      leaf,
      obj({ type: { const: 'link' }, link: { $ref: '#/definitions/Link' }, content: { type: 'array', items: leaf, minItems: 1 } }, ['type', 'link', 'content']),
    ],
  };
  const inlines = { type: 'array', items: { $ref: '#/definitions/__RichInline' } };
  const nodes = { type: 'array', items: { $ref: '#/definitions/__RichNode' } };
  const items = { type: 'array', items: obj({ type: { const: 'list_item' }, content: nodes }, ['type', 'content']) };
  const span = { type: 'integer', minimum: 1, maximum: 100 };
  const cell = obj({ type: { const: 'table_cell' }, header: { type: 'boolean' }, colspan: span, rowspan: span, content: nodes }, [
    'type',
    'header',
    'colspan',
    'rowspan',
    'content',
  ]);
  const rows = { type: 'array', items: obj({ type: { const: 'table_row' }, cells: { type: 'array', items: cell } }, ['type', 'cells']) };
  const node = (type: string, props: JsonObject, required: string[]) => obj({ type: { const: type }, ...props }, ['type', ...required]);
  return {
    __RichInline: inline,
    __RichNode: {
      anyOf: [
        node('paragraph', { content: inlines }, ['content']),
        node('heading', { level: { enum: [2, 3, 4, 5, 6] }, content: inlines }, ['level', 'content']),
        node('bullet_list', { content: items }, ['content']),
        node('ordered_list', { start: { type: 'integer', minimum: 1 }, content: items }, ['start', 'content']),
        node('blockquote', { content: nodes }, ['content']),
        node('code_block', { text: { type: 'string' } }, ['text']),
        node('horizontal_rule', {}, []),
        node('table', { caption: inlines, head: rows, body: rows }, ['head', 'body']),
        node('bloks', { bloks: { type: 'array', items: anyBlok } }, ['bloks']),
        node('ctas', { ctas: { type: 'array', items: { $ref: '#/definitions/Cta' }, minItems: 1 } }, ['ctas']),
      ],
    },
    __RichTextDoc: obj({ type: { const: 'doc' }, content: nodes }, ['type', 'content']),
  };
}

function transform(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(transform);
  if (!node || typeof node !== 'object') return node;
  const src = node as JsonObject;
  if (typeof src.$ref === 'string') return { $ref: src.$ref }; // siblings (defaults) were applied by the engine
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(src)) {
    if (k === 'examples' || k === 'description' || k === 'tsType' || k.startsWith('x-')) continue;
    if (k === 'default' || k === 'const' || k === 'enum') out[k] = v;
    else if (k === 'properties' && v && typeof v === 'object') out[k] = Object.fromEntries(Object.entries(v).map(([n, s]) => [n, transform(s)]));
    else out[k] = transform(v);
  }
  const props = src.properties as Record<string, JsonObject> | undefined;
  if (props) {
    const required = new Set((src.required as string[] | undefined) ?? []);
    for (const [n, p] of Object.entries(props)) if ('default' in p) required.add(n);
    out.required = [...required];
  }
  return out;
}

export function resolvedTreeValidator(
  schemasDir: string,
  blocksDir: string,
): { validateContent: (content: unknown) => boolean; errors: () => unknown; blockNames: string[] } {
  const b = bundle(discover({ schemasDir, blocksDir }));
  const blockNames = [...b.kinds].filter(([, k]) => k === 'block').map(([n]) => n);
  const storyNames = [...b.kinds].filter(([, k]) => k === 'story').map(([n]) => n);
  const anyBlok = { anyOf: blockNames.map((n) => ({ $ref: `#/definitions/${n}` })) };
  const definitions: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(b.root.definitions)) definitions[name] = transform(def);
  Object.assign(definitions, richTextDefs(anyBlok), {
    Link: resolvedLink,
    Asset: resolvedAsset,
    RichText: { $ref: '#/definitions/__RichTextDoc' },
    Markdown: { $ref: '#/definitions/__RichTextDoc' },
  });
  const ajv = new Ajv({ allErrors: false, strict: false, allowUnionTypes: true });
  ajv.addSchema({ $id: 'resolved', definitions });
  const validators = new Map<string, ValidateFunction>(storyNames.concat(blockNames).map((n) => [n, ajv.getSchema(`resolved#/definitions/${n}`)!]));
  let last: ValidateFunction | undefined;
  return {
    blockNames,
    validateContent(content) {
      const name = (content as { component?: string }).component ?? '';
      last = validators.get(name);
      return last ? (last(content) as boolean) : false;
    },
    errors: () => last?.errors,
  };
}
