/**
 * resolveStory: raw Storyblok story JSON → typed block tree + diagnostics.
 *
 * Each blok is validated on its own with its precompiled validator, so one broken card drops only
 * that card. Before validation the raw values are copied field by field (the input is never
 * mutated), Storyblok's quirks are normalised (numbers as strings, "" dates, empty link and asset
 * objects), unknown fields are dropped with a warning, and links and assets that are refused never
 * get in. After validation links, assets, rich text and markdown become their resolved forms and
 * child bloks are resolved the same way, recursively. Nothing here throws on content.
 */
import type { AnyBlok, AnyStoryContent } from '~/codegen/generated/types';
import type { Validator } from '~/codegen/generated/validators';
import type { FieldPlan, SchemaPlan } from '~/codegen/plans';
import { resolveAsset } from '../assets';
import { childPointer, describeValue, DiagnosticSink, type Owner } from '../diagnostics';
import { resolveLink, storyPath, type LinkContext } from '../links';
import { parseMarkdown } from '../markdown';
import { isEmptyRichText, sanitizeRichText } from '../richtext';
import type { Locale, ResolvedAsset, ResolvedLink, ResolveResult, ResolvedStory } from '../types';

export interface ResolverSchemas {
  validators: Record<string, Validator>;
  plans: Record<string, SchemaPlan>;
}

export interface ResolveOptions {
  locale: Locale;
  /** Replaces the borrower-app placeholder in links. */
  borrowerAppUrl?: string;
  /**
   * Keep each blok's `_editable` marker (Storyblok's Visual Editor selects bloks by it). Only for
   * draft content: published pages never carry it.
   */
  editable?: boolean;
}

/** Bloks nested deeper than this are dropped (content is a tree of sections, not a maze). */
export const MAX_BLOK_DEPTH = 16;
const MAX_VALUE_DEPTH = 32;
const ABSENT = Symbol('absent');
type Prepared = unknown | typeof ABSENT;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const NUMBER = /^-?\d+(?:\.\d+)?$/;
const LINK_KEYS = ['id', 'linktype', 'cached_url', 'url', 'email', 'anchor', 'target', 'fieldtype'] as const;
const ASSET_KEYS = ['id', 'filename', 'alt', 'title', 'name', 'copyright', 'focus', 'fieldtype'] as const;

function pick(raw: Obj, keys: readonly string[]): Obj {
  const out: Obj = {};
  for (const k of keys) if (has(raw, k) && raw[k] !== undefined) out[k] = raw[k];
  return out;
}

/** A JSON-safe deep copy of a plain value; cycles and absurd depth become ABSENT. */
function cloneValue(v: unknown, depth: number, seen: Set<object>): Prepared {
  if (v === null || typeof v !== 'object') return v;
  if (depth > MAX_VALUE_DEPTH || seen.has(v)) return ABSENT;
  seen.add(v);
  let out: unknown;
  if (Array.isArray(v)) {
    const arr: unknown[] = [];
    for (const item of v) {
      const c = cloneValue(item, depth + 1, seen);
      if (c !== ABSENT) arr.push(c);
    }
    out = arr;
  } else {
    const obj: Obj = {};
    for (const k of Object.keys(v)) {
      if (k === '__proto__') continue;
      const c = cloneValue((v as Obj)[k], depth + 1, seen);
      if (c !== ABSENT) obj[k] = c;
    }
    out = obj;
  }
  seen.delete(v);
  return out;
}

function describeError(e: { instancePath: string; keyword: string; params: Record<string, unknown>; message?: string }) {
  const p = e.params;
  switch (e.keyword) {
    case 'required':
      return { path: `${e.instancePath}/${String(p.missingProperty)}`, message: `Missing required field "${String(p.missingProperty)}"` };
    case 'enum':
      return { path: e.instancePath, message: `must be one of: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    case 'const':
      return { path: e.instancePath, message: `must be ${JSON.stringify(p.allowedValue)}` };
    case 'additionalProperties':
      return { path: `${e.instancePath}/${String(p.additionalProperty)}`, message: `Unknown field "${String(p.additionalProperty)}"` };
    default:
      return { path: e.instancePath, message: e.message ?? `fails "${e.keyword}"` };
  }
}

class Run {
  readonly sink = new DiagnosticSink();
  private readonly links = new WeakMap<object, ResolvedLink>();
  private readonly assets = new WeakMap<object, ResolvedAsset>();
  private readonly pointers = new WeakMap<object, string>();
  private readonly ancestors = new Set<object>();
  /** Anchor ids given out in this story's rich text, so each is unique on the page. */
  private readonly anchorIds = new Set<string>();
  /** Pointers of link and asset fields that were present but empty, to explain a "required" error. */
  private readonly emptyFields = new Map<string, string>();
  readonly linkCtx: LinkContext;
  private readonly editable: boolean;

  constructor(
    private readonly schemas: ResolverSchemas,
    options: ResolveOptions,
  ) {
    this.linkCtx = { locale: options.locale, borrowerAppUrl: options.borrowerAppUrl ?? '' };
    this.editable = options.editable === true;
  }

  /** Validates and resolves one blok; undefined (with diagnostics) when it must be dropped. */
  blok(raw: unknown, pointer: string, allowed: readonly string[] | undefined, parent: Owner, kind: 'block' | 'story' = 'block'): AnyBlok | undefined {
    if (!isObj(raw) || typeof raw.component !== 'string') {
      this.sink.add('error', parent, pointer, 'Expected a blok: an object with a "component"');
      return undefined;
    }
    const component = raw.component;
    const owner: Owner = { component, uid: typeof raw._uid === 'string' ? raw._uid : '' };
    const plan = has(this.schemas.plans, component) ? this.schemas.plans[component] : undefined;
    const validate = has(this.schemas.validators, component) ? this.schemas.validators[component] : undefined;
    if (!plan || !validate || plan.kind === 'shared' || plan.kind !== kind) {
      const what = kind === 'story' ? 'content type' : 'component';
      this.sink.add('error', owner, pointer, `Unknown ${what} "${component.slice(0, 80)}": no schema of that name`);
      return undefined;
    }
    if (allowed && !allowed.includes(component)) {
      this.sink.add('error', owner, pointer, `"${component}" is not allowed here (allowed: ${allowed.join(', ')})`);
      return undefined;
    }
    if (this.ancestors.has(raw)) {
      this.sink.add('error', owner, pointer, 'The blok contains itself (a cycle); the inner copy is dropped');
      return undefined;
    }
    if (this.ancestors.size >= MAX_BLOK_DEPTH) {
      this.sink.add('error', owner, pointer, `Bloks nested deeper than ${MAX_BLOK_DEPTH} levels are dropped`);
      return undefined;
    }

    const data = this.fields(raw, plan.fields, pointer, owner, true);
    if (!validate(data)) {
      this.report(validate, owner, pointer, 'the blok was dropped');
      return undefined;
    }
    // Added after validation: the marker is the editor's, not part of the content model.
    if (this.editable && typeof raw._editable === 'string') data._editable = raw._editable;
    this.ancestors.add(raw);
    try {
      this.finishFields(data, plan.fields, pointer, owner);
    } finally {
      this.ancestors.delete(raw);
    }
    return data as unknown as AnyBlok;
  }

  /** Keeps the first `max` items of a list that has too many, with a warning, rather than failing its blok. */
  private truncate(items: unknown[], max: number | undefined, pointer: string, owner: Owner): unknown[] {
    if (max === undefined || items.length <= max) return items;
    this.sink.add('warning', owner, pointer, `${items.length} items is more than the ${max} allowed; the rest were dropped`);
    return items.slice(0, max);
  }

  private report(validate: Validator, owner: Owner, pointer: string, consequence: string): void {
    const errors = validate.errors ?? [];
    errors.forEach((e, i) => {
      const { path, message: described } = describeError(e);
      const message = (e.keyword === 'required' && this.emptyFields.get(pointer + path)) || described;
      this.sink.add('error', owner, pointer + path, i === errors.length - 1 ? `${message}; ${consequence}` : message);
    });
  }

  private fields(raw: Obj, fields: Record<string, FieldPlan>, pointer: string, owner: Owner, isBlok: boolean): Obj {
    const out: Obj = {};
    for (const key of Object.keys(raw)) {
      if (key === '_editable') continue; // the visual editor's marker: meaningful only in draft previews
      const plan = has(fields, key) ? fields[key] : undefined;
      if (!plan) {
        // Storyblok adds _uid and component to nested value objects; only report what an editor could fix.
        if (isBlok || (key !== '_uid' && key !== 'component')) {
          this.sink.add('warning', owner, childPointer(pointer, key), `Unknown field "${key.slice(0, 80)}" was dropped`);
        }
        continue;
      }
      const value = this.prepare(raw[key], plan, childPointer(pointer, key), owner);
      if (value !== ABSENT) out[key] = value;
    }
    return out;
  }

  private prepare(v: unknown, plan: FieldPlan, pointer: string, owner: Owner): Prepared {
    if (v === null || v === undefined) return ABSENT;
    switch (plan.k) {
      case 'number':
      case 'integer':
        if (typeof v === 'string') {
          const t = v.trim();
          if (t === '') return ABSENT;
          return NUMBER.test(t) ? Number(t) : v;
        }
        return v;
      case 'boolean':
        if (v === 'true') return true;
        if (v === 'false') return false;
        return v === '' ? ABSENT : v;
      case 'datetime':
        if (typeof v === 'string') return v.trim() === '' ? ABSENT : v.trim();
        return v;
      case 'markdown':
        return typeof v === 'string' && v.trim() === '' ? ABSENT : v;
      case 'richtext':
        return isEmptyRichText(v) ? ABSENT : v;
      case 'link': {
        if (v === '') return ABSENT;
        if (!isObj(v)) return v;
        const result = resolveLink(v, this.linkCtx);
        if ('empty' in result) {
          this.emptyFields.set(pointer, 'The link is empty: choose a story or enter a URL, email or anchor');
          return ABSENT;
        }
        if ('refused' in result) {
          this.sink.add('error', owner, pointer, result.refused);
          this.emptyFields.set(pointer, 'This required field has no usable value (its value was refused, see above)');
          return ABSENT;
        }
        const copy = pick(v, LINK_KEYS);
        this.links.set(copy, result.link);
        return copy;
      }
      case 'asset': {
        if (v === '') return ABSENT;
        if (!isObj(v)) return v;
        const result = resolveAsset(v);
        if ('empty' in result) {
          this.emptyFields.set(pointer, 'No file is chosen: choose an asset');
          return ABSENT;
        }
        if ('refused' in result) {
          this.sink.add('error', owner, pointer, result.refused);
          this.emptyFields.set(pointer, 'This required field has no usable value (its value was refused, see above)');
          return ABSENT;
        }
        const copy = pick(v, ASSET_KEYS);
        this.assets.set(copy, result.asset);
        return copy;
      }
      case 'bloks': {
        if (v === '') return ABSENT;
        const all = Array.isArray(v) ? v : plan.single && isObj(v) ? [v] : undefined;
        if (!all) return v; // the validator reports the wrong type
        const items = this.truncate(all, plan.max, pointer, owner);
        const kept: Obj[] = [];
        items.forEach((child, i) => {
          const p = childPointer(pointer, i);
          if (!isObj(child) || typeof child.component !== 'string') {
            this.sink.add('error', owner, p, 'Expected a blok: an object with a "component"; it was dropped');
            return;
          }
          this.pointers.set(child, p);
          kept.push(child);
        });
        return plan.single && !Array.isArray(v) ? (kept[0] ?? ABSENT) : kept;
      }
      case 'object': {
        if (!isObj(v)) return v;
        const fields = plan.def ? this.schemas.plans[plan.def]?.fields : plan.fields;
        return this.fields(v, fields ?? {}, pointer, owner, false);
      }
      case 'array': {
        if (v === '') return ABSENT;
        if (!Array.isArray(v)) return v;
        // Items of a list of shared objects (calls to action, link items) are checked one by one,
        // so one broken button drops that button, not the section holding it.
        const validateItem = plan.of.k === 'object' && plan.of.def ? this.schemas.validators[plan.of.def] : undefined;
        const out: unknown[] = [];
        this.truncate(v, plan.max, pointer, owner).forEach((item, i) => {
          const p = childPointer(pointer, i);
          const c = this.prepare(item, plan.of, p, owner);
          if (c === ABSENT) return;
          if (validateItem && !validateItem(c)) {
            this.report(validateItem, owner, p, 'it was dropped');
            return;
          }
          out.push(c);
        });
        return out;
      }
      case 'value':
        return typeof v === 'object' ? cloneValue(v, 0, new Set()) : v;
    }
  }

  private finishFields(data: Obj, fields: Record<string, FieldPlan>, pointer: string, owner: Owner): void {
    for (const key of Object.keys(data)) {
      const plan = fields[key];
      if (plan) data[key] = this.finish(data[key], plan, childPointer(pointer, key), owner);
    }
  }

  private finish(v: unknown, plan: FieldPlan, pointer: string, owner: Owner): unknown {
    switch (plan.k) {
      case 'link':
        return this.links.get(v as object);
      case 'asset':
        return this.assets.get(v as object);
      case 'richtext':
        return sanitizeRichText(v, this.richEnv(owner), pointer);
      case 'markdown':
        return parseMarkdown(String(v), {
          link: this.linkCtx,
          report: (severity, message) => this.sink.add(severity, owner, pointer, message),
        });
      case 'bloks': {
        const resolveOne = (child: unknown, i: number) => this.blok(child, this.pointers.get(child as object) ?? childPointer(pointer, i), plan.allowed, owner);
        if (!Array.isArray(v)) return resolveOne(v, 0);
        const out: AnyBlok[] = [];
        v.forEach((child, i) => {
          const b = resolveOne(child, i);
          if (b) out.push(b);
        });
        return out;
      }
      case 'object': {
        const fields = plan.def ? this.schemas.plans[plan.def]?.fields : plan.fields;
        if (fields && isObj(v)) this.finishFields(v, fields, pointer, owner);
        return v;
      }
      case 'array':
        return Array.isArray(v) ? v.map((item, i) => this.finish(item, plan.of, childPointer(pointer, i), owner)) : v;
      default:
        return v;
    }
  }

  private richEnv(owner: Owner) {
    return {
      link: this.linkCtx,
      anchorIds: this.anchorIds,
      report: (severity: 'error' | 'warning', pointer: string, message: string) => this.sink.add(severity, owner, pointer, message),
      resolveBloks: (raw: unknown[], pointer: string) => {
        const out: AnyBlok[] = [];
        raw.forEach((child, i) => {
          const b = this.blok(child, childPointer(pointer, i), undefined, owner);
          if (b) out.push(b);
        });
        return out;
      },
    };
  }
}

const STORY: Owner = { component: '(story)', uid: '' };
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const optionalStr = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

export function createResolver(schemas: ResolverSchemas) {
  return function resolveStory(input: unknown, options: ResolveOptions): ResolveResult {
    const run = new Run(schemas, options);
    try {
      const story = isObj(input) && isObj(input.story) ? input.story : input;
      if (!isObj(story)) {
        run.sink.add('error', STORY, '', 'A story must be a JSON object (or a { "story": … } envelope)');
        return { tree: null, diagnostics: run.sink.list };
      }
      const content = story.content;
      if (!isObj(content) || typeof content.component !== 'string') {
        run.sink.add('error', STORY, '/content', 'The story has no content with a "component"');
        return { tree: null, diagnostics: run.sink.list };
      }
      const resolved = run.blok(content, '/content', undefined, STORY, 'story') as unknown as AnyStoryContent | undefined;
      if (!resolved) return { tree: null, diagnostics: run.sink.list };
      const fullSlug = str(story.full_slug) || str(story.slug);
      const tree: ResolvedStory = {
        id: str(story.id),
        uuid: str(story.uuid),
        name: str(story.name),
        slug: str(story.slug),
        fullSlug,
        path: storyPath(fullSlug),
        locale: options.locale,
        isStartpage: story.is_startpage === true,
        tags: Array.isArray(story.tag_list) ? story.tag_list.filter((t): t is string => typeof t === 'string') : [],
        content: resolved,
      };
      const first = optionalStr(story.first_published_at);
      const published = optionalStr(story.published_at);
      if (first) tree.firstPublishedAt = first;
      if (published) tree.publishedAt = published;
      return { tree, diagnostics: run.sink.list };
    } catch (error) {
      // A defect of ours, not of the content: report it as a diagnostic rather than failing the page.
      run.sink.add('error', STORY, '', `The engine failed on this story: ${error instanceof Error ? error.message : describeValue(error)}`);
      return { tree: null, diagnostics: run.sink.list };
    }
  };
}

/** Resolves a loose list of bloks (for example a section list from another story). */
export function createBlokResolver(schemas: ResolverSchemas) {
  return function resolveBloks(raw: unknown, options: ResolveOptions & { pointer?: string; allowed?: readonly string[] }) {
    const run = new Run(schemas, options);
    const out: AnyBlok[] = [];
    try {
      (Array.isArray(raw) ? raw : []).forEach((child, i) => {
        const b = run.blok(child, `${options.pointer ?? ''}/${i}`, options.allowed, STORY);
        if (b) out.push(b);
      });
    } catch (error) {
      run.sink.add('error', STORY, options.pointer ?? '', `The engine failed on these bloks: ${error instanceof Error ? error.message : describeValue(error)}`);
    }
    return { bloks: out, diagnostics: run.sink.list };
  };
}
