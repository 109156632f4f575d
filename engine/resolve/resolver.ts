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
import { IMAGE_FORMAT_NAMES, imageHostRefusal, otherSpaceImage, resolveAsset } from '../assets';
import type { EngineConfig } from '../config';
import { checkContentDate } from '../dates';
import { blokUid, childPointer, describeValue, DiagnosticSink, pointerKeys, type Owner } from '../diagnostics';
import { anchorId, claimId, DEAD_STORY_LINK, lastPathSegment, resolveLink, storyPath, type LinkContext } from '../links';
import { parseMarkdown } from '../markdown';
import { isBlankText, isEmptyRichText, sanitizeRichText, type RichEnv, type TextBlok, type TextBlokEntry } from '../richtext';
import type { DroppedBlok, ResolvedAsset, ResolvedLink, ResolveResult, ResolvedStory } from '../types';
import { isRichTextDoc, looksLikeMarkup, MARKUP_IN_RICH_TEXT, parsedRichTextDoc, plainTextOfDoc, readNumber, richTextFromString } from './drift';
import type { FieldPlan, SchemaPlan } from './plans';

export interface ResolverSchemas {
  validators: Record<string, Validator>;
  plans: Record<string, SchemaPlan>;
}

export interface ResolveOptions {
  /** The site's configuration: locales, link placeholders. */
  config: EngineConfig;
  /** The locale the story is read in (the configured default when absent). */
  locale?: string;
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
/** A story object as the delivery API returns it: a uuid beside its slug or content. */
const isStoryObject = (v: unknown): v is Obj & { uuid: string } =>
  isObj(v) && typeof v.uuid === 'string' && v.uuid.trim() !== '' && (typeof v.full_slug === 'string' || isObj(v.content));
const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
/** Field kinds whose validated value is already final (finish leaves them as they are). */
const PLAIN_KINDS: ReadonlySet<FieldPlan['k']> = new Set(['value', 'option', 'number', 'integer', 'boolean', 'datetime']);
/** A field of one blok that Storyblok sent several for (its blocks field is a list). */
const onlyTheFirst = (count: number, what = 'blok') => `This field holds one ${what}, not ${count}: only the first is shown`;
/** How many fields of one blok are defaulted before the blok is given up on (each costs a validation). */
const MAX_REPAIRS = 32;
/** Why a required field is missing when its value was refused while preparing (the refusal is reported first). */
const REFUSED_REQUIRED = 'This required field has no usable value (its value was refused, see above)';
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

/** The keys Storyblok adds to a custom field plugin's value (storyblok-format.md: custom fields) and to a table's (`fieldtype`). */
const PLUGIN_KEYS = new Set(['plugin', '_uid', 'fieldtype']);

/** What a required text left empty says (Storyblok keeps an emptied rich-text field as an empty document). */
const EMPTY_TEXT = 'The text is empty: write it, or remove the block';

type ValidationError = NonNullable<Validator['errors']>[number];

/**
 * ajv reports a value outside a `oneOf`/`anyOf` of plain values (`{ "const": "left", "title": "Left" }`,
 * JSON Schema's labelled options) as one error per branch and one for the choice: an editor needs one
 * "must be one of". Choices of anything else keep their errors.
 */
function foldChoiceErrors(errors: readonly ValidationError[]): ValidationError[] {
  const out: ValidationError[] = [];
  for (const e of errors) {
    if (e.keyword === 'oneOf' || e.keyword === 'anyOf') {
      // ajv reports a choice's branches just before the choice, each const or enum on the same value; a
      // branch that is a $ref (a shared list of options) has a schemaPath of its own schema.
      let first = out.length;
      while (first > 0 && out[first - 1]!.instancePath === e.instancePath && ['const', 'enum'].includes(out[first - 1]!.keyword)) first--;
      const branches = out.slice(first);
      if (branches.some((b) => b.schemaPath.startsWith(`${e.schemaPath}/`))) {
        const allowedValues = [...new Set(branches.flatMap((b) => (b.keyword === 'const' ? [b.params.allowedValue] : (b.params.allowedValues as unknown[]))))];
        out.splice(first);
        out.push({ ...e, keyword: 'enum', params: { allowedValues } });
        continue;
      }
    }
    out.push(e);
  }
  return out;
}

/** A file as an editor knows it in a message: its name, at most 80 characters. */
const fileName = (src: string) => (lastPathSegment(src) || src).slice(0, 80);

/** The kinds of item a list holds that one old value of a field changed to a list can be. */
const LISTS_OF_TEXT: ReadonlySet<FieldPlan['k']> = new Set(['value', 'option']);
const LISTS_OF_OBJECTS: ReadonlySet<FieldPlan['k']> = new Set(['asset', 'link']);

/** How many allowed values an error lists before it says how many there are in all. */
const LISTED_VALUES = 12;

function describeError(e: { instancePath: string; keyword: string; params: Record<string, unknown>; message?: string }) {
  const p = e.params;
  switch (e.keyword) {
    case 'required':
      return { path: `${e.instancePath}/${String(p.missingProperty)}`, message: `Missing required field "${String(p.missingProperty)}"` };
    case 'enum': {
      const values = p.allowedValues as unknown[];
      const listed = values.slice(0, LISTED_VALUES).map((v) => JSON.stringify(v));
      const more = values.length > LISTED_VALUES ? `, … (${values.length} in all)` : '';
      return { path: e.instancePath, message: `must be one of: ${listed.join(', ')}${more}` };
    }
    case 'const':
      return { path: e.instancePath, message: `must be ${JSON.stringify(p.allowedValue)}` };
    case 'additionalProperties':
      return { path: `${e.instancePath}/${String(p.additionalProperty)}`, message: `Unknown field "${String(p.additionalProperty)}"` };
    default:
      return { path: e.instancePath, message: editorWording(e.keyword, p) ?? e.message ?? `fails "${e.keyword}"` };
  }
}

/** A repair made so that a blok passes validation, reported as a warning once it does. */
interface Repair {
  path: string;
  message: string;
  /** What became of the value; unset: it was left out. */
  outcome?: string;
  /** An optional text left empty (Storyblok sends "" for every text never filled in) that its schema refuses: unset, without a word. */
  silent?: true;
}

/**
 * A text cut to at most `limit` characters (code points, as the validator counts them), ending in "…":
 * at the last space in the final 40 % of the room, so a word is not cut in half where that is possible.
 */
export function shorten(text: string, limit: number): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  if (limit < 1) return '';
  const head = chars.slice(0, limit - 1).join('');
  const space = head.search(/\s\S*$/);
  const cut = space > head.length * 0.6 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,;:–—-]+$/u, '')}…`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** JSON Schema's types as an editor knows the fields that hold them, with the type's own name for a developer. */
const TYPE_WORDS: Record<string, string> = {
  string: 'a text (string)',
  number: 'a number',
  integer: 'a whole number (integer)',
  boolean: 'true or false (boolean)',
  array: 'a list (array)',
  object: 'a group of fields (object)',
  null: 'empty (null)',
};

/** The value at a JSON pointer under `data`, or undefined. */
function valueAt(data: unknown, pointer: string): unknown {
  let value = data;
  for (const key of pointerKeys(pointer)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The validator's limits in an editor's words ("must not be empty", not "must NOT have fewer than 1 characters"). */
function editorWording(keyword: string, p: Record<string, unknown>): string | undefined {
  const limit = typeof p.limit === 'number' ? p.limit : undefined;
  switch (keyword) {
    case 'minLength':
      return limit === undefined ? undefined : limit <= 1 ? 'must not be empty' : `must be at least ${plural(limit, 'character', 'characters')} long`;
    case 'maxLength':
      return limit === undefined ? undefined : `must be at most ${plural(limit, 'character', 'characters')} long`;
    case 'minItems':
      return limit === undefined ? undefined : limit <= 1 ? 'needs at least one item' : `needs at least ${plural(limit, 'item', 'items')}`;
    case 'maxItems':
      return limit === undefined ? undefined : `takes at most ${plural(limit, 'item', 'items')}`;
    case 'minimum':
    case 'exclusiveMinimum':
      return limit === undefined ? undefined : `must be ${keyword === 'minimum' ? 'at least' : 'more than'} ${limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return limit === undefined ? undefined : `must be ${keyword === 'maximum' ? 'at most' : 'less than'} ${limit}`;
    case 'type': {
      const types = (Array.isArray(p.type) ? p.type : String(p.type ?? '').split(',')).filter((t): t is string => typeof t === 'string' && t in TYPE_WORDS);
      return types.length === 0 ? undefined : `must be ${types.map((t) => TYPE_WORDS[t]).join(' or ')}`;
    }
    case 'pattern':
      return 'is not in the expected form';
    case 'format':
      return typeof p.format === 'string' ? `must be a valid ${p.format}` : undefined;
    case 'multipleOf':
      return typeof p.multipleOf === 'number' ? `must be a multiple of ${p.multipleOf}` : undefined;
    case 'uniqueItems':
      return typeof p.i === 'number' && typeof p.j === 'number' ? `lists the same item twice (items ${p.j + 1} and ${p.i + 1})` : undefined;
    case 'if':
      return 'does not meet a rule that depends on another field of this block (see the other messages)';
    case 'oneOf':
      return p.passingSchemas === null ? 'is none of the kinds of value this field takes' : 'fits more than one of the kinds of value this field takes';
    case 'anyOf':
      return 'is none of the kinds of value this field takes';
    case 'not':
      return 'is a value this field does not take';
    default:
      return undefined;
  }
}

class Run {
  readonly sink = new DiagnosticSink();
  private readonly links = new WeakMap<object, ResolvedLink>();
  private readonly assets = new WeakMap<object, ResolvedAsset>();
  private readonly pointers = new WeakMap<object, string>();
  private readonly ancestors = new Set<object>();
  /** Anchor ids given out in this story's rich text, and the page's own (config.reservedIds), so each is unique on the page. */
  private readonly anchorIds: Set<string>;
  /** The Visual Editor's markers of shared objects held as bloks (draft content only), put back after validation. */
  private readonly editableMarkers = new WeakMap<object, string>();
  /** Documents already resolved while preparing (Markdown left in a rich-text field). */
  /**
   * Rich-text fields holding Markdown (or HTML) as a string: a document in their place while preparing and validating,
   * read as Markdown when the field is finished, so its anchors claim their ids in the page's order as other text does.
   */
  private readonly markdownDocs = new WeakMap<object, string>();
  /** Pointers of link and asset fields that were present but empty, to explain a "required" error. */
  private readonly emptyFields = new Map<string, string>();
  /** Pointers of number fields holding a text not read as a number, with the reason, to explain their "must be number". */
  private readonly unreadNumbers = new Map<string, string>();
  readonly linkCtx: LinkContext;
  private readonly editable: boolean;
  /** Bloks of lists left out of draft content (editable only), for a card in their place. */
  readonly dropped: DroppedBlok[] = [];

  constructor(
    private readonly schemas: ResolverSchemas,
    options: ResolveOptions,
  ) {
    const { config } = options;
    this.linkCtx = {
      locale: options.locale ?? config.defaultLocale,
      locales: config.locales,
      placeholders: config.linkPlaceholders,
      publicPaths: config.publicPaths ?? [],
      callingCode: config.callingCode,
      assetSpaceId: config.assetSpaceId,
    };
    this.editable = options.editable === true;
    this.anchorIds = new Set(config.reservedIds ?? []);
  }

  /** Validates and resolves one blok; undefined (with diagnostics) when it must be dropped. */
  /**
   * `allowed` may name shared objects held as bloks (Cta, LinkItem in rich text): those are accepted
   * there only. `place` names where the blok sits, for an editor ("text").
   */
  blok(
    raw: unknown,
    pointer: string,
    allowed: readonly string[] | undefined,
    parent: Owner,
    kind: 'block' | 'story' = 'block',
    place?: string,
  ): AnyBlok | undefined {
    if (!isObj(raw) || typeof raw.component !== 'string') {
      this.sink.add('error', parent, pointer, 'Expected a blok: an object with a "component"; it was left out');
      return undefined;
    }
    const component = raw.component;
    const owner: Owner = { component, uid: typeof raw._uid === 'string' ? raw._uid : '' };
    const plan = has(this.schemas.plans, component) ? this.schemas.plans[component] : undefined;
    const validate = has(this.schemas.validators, component) ? this.schemas.validators[component] : undefined;
    // A shared object with a `component` const (Cta, LinkItem) is a blok an editor can place, though not everywhere.
    const blokObject = plan?.kind === 'shared' && has(plan.fields, 'component') && kind === 'block';
    if (!plan || !validate || (plan.kind !== kind && !(blokObject && allowed))) {
      const name = component.slice(0, 80);
      const what = kind === 'story' ? 'content type' : 'component';
      // A schema of that name of the other kind: the name is right, the place is not.
      const message = !plan
        ? `Unknown ${what} "${name}": no schema of that name`
        : plan.kind === 'story'
          ? `"${name}" is a content type (what a whole story is), not a blok to place inside one; it was left out`
          : kind === 'story'
            ? `"${name}" is a blok, not a content type: a story's content is one of ${Object.keys(this.schemas.plans)
                .filter((n) => this.schemas.plans[n]?.kind === 'story')
                .join(', ')}`
            : `"${name}" is part of another blok, not a blok of its own; it was left out`;
      this.sink.add('error', owner, pointer, message);
      return undefined;
    }
    if (allowed && !allowed.includes(component)) {
      const list = allowed.join(', ');
      this.sink.add(
        'error',
        owner,
        pointer,
        place
          ? `"${component}" cannot be placed in ${place} (site chrome, a page's opening and a list's items belong in the page's sections); it was left out`
          : `"${component}" is not allowed here (allowed: ${list})`,
      );
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

    // The cards of items its fields leave out (see prepare) are given back if the blok itself goes.
    const cards = this.dropped.length;
    const data = this.fields(raw, plan.fields, pointer, owner, true);
    // Storyblok gives every blok a `_uid`; content imported by a script may not, or give a number. The blok is
    // kept (an editor cannot set a `_uid`, so refusing it would lose the block for good): a number as its digits,
    // none as a name from its place in the story (unique in it; blocks make their ids unique on the page anyway).
    // Anything else (an object) is no `_uid` at all, and validation says so.
    if (has(plan.fields, '_uid')) {
      if (typeof raw._uid === 'number' && Number.isFinite(raw._uid)) data._uid = String(raw._uid);
      else if (raw._uid === undefined || raw._uid === null) data._uid = `blok${pointer.replace(/[^A-Za-z0-9]+/g, '-')}`;
    }
    if (!this.validate(validate, data, owner, pointer, 'the blok was dropped')) {
      this.diagnoseNested(raw, data, plan.fields, pointer, owner);
      this.dropped.length = cards;
      return undefined;
    }
    // Added after validation: the marker is the editor's, not part of the content model.
    if (this.editable && typeof raw._editable === 'string') data._editable = raw._editable;
    this.ancestors.add(raw);
    let short: { key: string; min: number } | undefined;
    try {
      short = this.finishFields(data, plan.fields, pointer, owner);
    } finally {
      this.ancestors.delete(raw);
    }
    // Dropping invalid items (reported above) took a list below its schema's minItems: a section with
    // an empty list says nothing, so the block goes, as when the list was missing. A story's content
    // stays: a page is never lost to this.
    if (short && kind === 'block') {
      const items = short.min === 1 ? 'one item' : `${short.min} items`;
      this.sink.add('error', owner, childPointer(pointer, short.key), `needs at least ${items}, and too few could be shown (see above); the blok was dropped`);
      this.dropped.length = cards;
      return undefined;
    }
    return data as unknown as AnyBlok;
  }

  /**
   * A blok dropped for its own fields still has its bloks checked, so an editor (the card in its place, the
   * server log, content:check) learns every error at once, not an item's only once the section is mended.
   * Only lists of bloks are looked into, and only items that are bloks (anything else is the error already
   * reported); nothing of them is kept: the anchor ids they claimed and the cards of items left out are
   * given back, since the blok they sit in is not on the page.
   */
  private diagnoseNested(raw: Obj, data: Obj, fields: Record<string, FieldPlan>, pointer: string, owner: Owner): void {
    const ids = [...this.anchorIds];
    const cards = this.dropped.length;
    this.ancestors.add(raw);
    try {
      for (const key of Object.keys(data)) {
        const plan = fields[key];
        if (plan?.k !== 'bloks') continue;
        const value = data[key];
        const items = Array.isArray(value) ? value : [value];
        if (!items.every((item) => isObj(item) && typeof item.component === 'string')) continue;
        this.finish(value, plan, childPointer(pointer, key), owner);
      }
    } finally {
      this.ancestors.delete(raw);
      this.anchorIds.clear();
      for (const id of ids) this.anchorIds.add(id);
      this.dropped.length = cards;
    }
  }

  /**
   * Keeps the first `max` items of a list that has too many rather than failing its blok. The limits
   * sit far above any real page, so going over one is an error that content:check reports.
   */
  private truncate(items: unknown[], max: number | undefined, pointer: string, owner: Owner): unknown[] {
    if (max === undefined || items.length <= max) return items;
    this.sink.add('error', owner, pointer, `${items.length} items is more than the ${max} allowed; items after the first ${max} are not shown`);
    return items.slice(0, max);
  }

  /**
   * Validates prepared data, repairing drift rather than losing the blok: a text longer than its
   * limit is cut short (a limit tightened after the text was written must not take the block, or a
   * whole article, with it), an invalid value that is optional is left out (its default, if any,
   * applies), each with a warning, and rich text where a string is expected becomes its plain text.
   * Only when a required value is missing or invalid does the validation fail, reported with the
   * original errors.
   */
  private validate(validate: Validator, data: Obj, owner: Owner, pointer: string, consequence: string): boolean {
    if (validate(data)) return true;
    const original = foldChoiceErrors(validate.errors ?? []);
    const removed: Repair[] = [];
    for (let round = 0; round < MAX_REPAIRS; round++) {
      if (!this.repair(data, foldChoiceErrors(validate.errors ?? []), removed, pointer)) break;
      if (validate(data)) {
        for (const r of removed) {
          if (r.silent) continue;
          // The validator fills a field's default where the value was taken out: say which happened.
          const left = valueAt(data, r.path) === undefined ? 'the value was left out' : "the value was left out (the field's default applies)";
          this.sink.add('warning', owner, pointer + r.path, `${r.message}; ${r.outcome ?? left}`);
        }
        return true;
      }
    }
    // The consequence goes with an error no repair could mend (a required field), not with whichever came last.
    const left = new Set(foldChoiceErrors(validate.errors ?? []).map((e) => describeError(e).path));
    const described = original.map((e) => ({ e, ...describeError(e) }));
    const under = (p: string) => [...left].some((l) => p === l || (l !== '' && p.startsWith(`${l}/`)));
    const found = described.findIndex((d) => under(d.path));
    const cause = found >= 0 ? found : described.length - 1;
    described.forEach(({ e, path, message: wording }, i) => {
      const message = this.explained(e, pointer + path) ?? wording;
      this.sink.add('error', owner, pointer + path, i === cause ? `${message}; ${consequence}` : message);
    });
    return false;
  }

  /** What the resolver knows of an error at `at` beyond ajv's wording: why a required value is missing, why a number was not read. */
  private explained(e: ValidationError, at: string): string | undefined {
    if (e.keyword === 'required') return this.emptyFields.get(at);
    if (e.keyword === 'type') return this.unreadNumbers.get(at);
    return undefined;
  }

  /** One repair step for the first error that has one; false when none can be repaired. */
  private repair(data: Obj, errors: readonly ValidationError[], removed: Repair[], pointer: string): boolean {
    for (const e of errors) {
      let path = e.keyword === 'additionalProperties' ? `${e.instancePath}/${String(e.params.additionalProperty)}` : e.instancePath;
      if (e.keyword === 'required') {
        // A required value is missing: of the blok itself, repairable only when it went missing through an
        // earlier repair; of an object inside it (a call to action without its link), always. Either way
        // by leaving out the object that holds it: if that one is required too, the next round says so.
        const missing = `${e.instancePath}/${String(e.params.missingProperty)}`;
        if (e.instancePath === '' && !removed.some((r) => r.path === missing || r.path.startsWith(`${missing}/`))) continue;
        path = e.instancePath;
      }
      if (path === '') continue;
      const { parent, key } = this.locate(data, path);
      if (parent === undefined) continue;
      const value = (parent as Obj)[key];
      if (e.keyword === 'type' && e.params.type === 'string' && isRichTextDoc(value)) {
        (parent as Obj)[key] = plainTextOfDoc(value);
        return true;
      }
      // A story reference resolved in place (resolve_relations, or the JS client inlining `rels`): the
      // field stores the story's uuid, which the object carries.
      if (e.keyword === 'type' && e.params.type === 'string' && isStoryObject(value)) {
        (parent as Obj)[key] = value.uuid;
        return true;
      }
      if (e.keyword === 'maxLength' && typeof value === 'string' && typeof e.params.limit === 'number') {
        (parent as Obj)[key] = shorten(value, e.params.limit);
        removed.push({ path, message: describeError(e).message, outcome: `it is shown cut short, ending in "…": shorten it` });
        return true;
      }
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
      // Leaving out a value replaces the repairs made to it (a text cut short that then failed its
      // pattern) and inside it (an object): the editor hears of the first cause once.
      const inside = removed.filter((r) => r.path === path || r.path.startsWith(`${path}/`));
      removed.splice(0, removed.length, ...removed.filter((r) => !inside.includes(r)));
      removed.push({
        path,
        message: inside[0]?.message ?? (e.keyword === 'type' ? this.unreadNumbers.get(pointer + path) : undefined) ?? describeError(e).message,
        ...(value === '' && inside.length === 0 && !/\/(if|then|else|anyOf|oneOf|allOf|not)\//.test(e.schemaPath) ? { silent: true as const } : {}),
      });
      return true;
    }
    return false;
  }

  /**
   * The container and key a JSON pointer (an ajv instancePath) names inside prepared data, ready to
   * change: containers on the way are copied (the resolved links and assets follow their copies), since
   * some values (rich-text documents) are still the caller's own objects. No parent when a step is missing.
   */
  private locate(data: Obj, path: string): { parent: Obj | unknown[] | undefined; key: string } {
    const keys = pointerKeys(path);
    const key = keys.pop() ?? '';
    let node: Obj | unknown[] = data;
    for (const k of keys) {
      const child: unknown = has(node, k) ? (node as Obj)[k] : undefined;
      if (typeof child !== 'object' || child === null) return { parent: undefined, key };
      const copy: Obj | unknown[] = Array.isArray(child) ? [...(child as unknown[])] : { ...(child as Obj) };
      const link = this.links.get(child);
      if (link) this.links.set(copy, link);
      const asset = this.assets.get(child);
      if (asset) this.assets.set(copy, asset);
      (node as Obj)[k] = copy;
      node = copy;
    }
    return has(node, key) ? { parent: node, key } : { parent: undefined, key };
  }

  private fields(raw: Obj, fields: Record<string, FieldPlan>, pointer: string, owner: Owner, isBlok: boolean, extra = false): Obj {
    const out: Obj = {};
    for (const key of Object.keys(raw)) {
      if (key === '_editable') continue; // the visual editor's marker: meaningful only in draft previews
      const plan = has(fields, key) ? fields[key] : undefined;
      // A field the object's schema takes beyond those it lists: as it is, for the validator.
      if (!plan && extra && key !== 'component' && !PLUGIN_KEYS.has(key)) {
        out[key] = cloneValue(raw[key], 0, new Set());
        continue;
      }
      if (!plan) {
        // Storyblok adds _uid and component to nested value objects, and a custom field plugin's name to its
        // value (PLUGIN_KEYS); only report what an editor could fix.
        if (isBlok || (key !== 'component' && !PLUGIN_KEYS.has(key))) {
          this.sink.add('warning', owner, childPointer(pointer, key), `Unknown field "${key.slice(0, 80)}" was dropped`);
        }
        continue;
      }
      const value = this.prepare(raw[key], plan, pointer, key, owner);
      if (value !== ABSENT) out[key] = value;
    }
    return out;
  }

  /** Prepares the value at `key` of `base`; its pointer is built only where a diagnostic or a child needs it. */
  private prepare(v: unknown, plan: FieldPlan, base: string, key: string | number, owner: Owner): Prepared {
    if (v === null || v === undefined) return ABSENT;
    switch (plan.k) {
      case 'number':
      case 'integer':
        if (typeof v === 'string') {
          if (v.trim() === '') return ABSENT;
          const read = readNumber(v, plan.k === 'integer');
          if ('value' in read) return read.value;
          // Left to validation (an optional number is left out, a required one fails its blok), which says why.
          this.unreadNumbers.set(childPointer(base, key), read.unread);
          return v;
        }
        return v;
      case 'boolean':
        if (v === 'true') return true;
        if (v === 'false') return false;
        return v === '' ? ABSENT : v;
      case 'datetime': {
        if (typeof v !== 'string') return v;
        if (v.trim() === '') return ABSENT;
        const checked = checkContentDate(v);
        if ('date' in checked) return checked.date;
        // Left out: an optional date is simply not shown, a required one fails its blok.
        const pointer = childPointer(base, key);
        this.sink.add('error', owner, pointer, checked.invalid);
        this.emptyFields.set(pointer, REFUSED_REQUIRED);
        return ABSENT;
      }
      case 'anchor': {
        // Made an id now; made unique once its blok has passed validation (finish), so a dropped blok claims none.
        if (typeof v !== 'string' || v.trim() === '') return typeof v === 'string' ? ABSENT : v;
        const id = anchorId(v);
        if (id) return id;
        this.sink.add('warning', owner, childPointer(base, key), `The id "${v.slice(0, 80)}" has no letters or digits; the section has no id`);
        return ABSENT;
      }
      case 'markdown':
        // Blank as rich text's words are (a no-break or zero-width space left behind is no text either).
        if (typeof v !== 'string' || !isBlankText(v)) return v;
        this.emptyFields.set(childPointer(base, key), EMPTY_TEXT);
        return ABSENT;
      case 'richtext':
        // A document an import or a script wrote as its JSON text is that document.
        if (typeof v === 'string') v = parsedRichTextDoc(v) ?? v;
        // A textarea later changed to rich text still holds a plain string; a Markdown field, Markdown (or HTML).
        if (typeof v === 'string' && !isBlankText(v)) {
          if (!looksLikeMarkup(v)) return richTextFromString(v);
          this.sink.add('warning', owner, childPointer(base, key), MARKUP_IN_RICH_TEXT);
          const doc = { type: 'doc', content: [] };
          this.markdownDocs.set(doc, v);
          return doc;
        }
        if (typeof v !== 'string' && !isEmptyRichText(v)) return v;
        this.emptyFields.set(childPointer(base, key), EMPTY_TEXT);
        return ABSENT;
      case 'link': {
        v = this.oneOfList(v, base, key, owner);
        if (v === ABSENT || (typeof v === 'string' && v.trim() === '')) return ABSENT;
        // A text field later changed to a link still holds the URL (or address) as a string.
        const raw = typeof v === 'string' ? { linktype: 'url', url: v.trim(), cached_url: v.trim() } : v;
        if (!isObj(raw)) return v;
        const result = resolveLink(raw, this.linkCtx);
        if ('link' in result) {
          const copy = pick(raw, LINK_KEYS);
          this.links.set(copy, result.link);
          return copy;
        }
        const pointer = childPointer(base, key);
        if ('empty' in result) {
          if (result.deadStory) this.sink.add('warning', owner, pointer, `${DEAD_STORY_LINK}: it was left out; choose the story again`);
          this.emptyFields.set(pointer, result.deadStory ? REFUSED_REQUIRED : 'The link is empty: choose a story or enter a URL, email or anchor');
          return ABSENT;
        }
        this.sink.add('error', owner, pointer, result.refused);
        this.emptyFields.set(pointer, REFUSED_REQUIRED);
        return ABSENT;
      }
      case 'asset': {
        v = this.oneOfList(v, base, key, owner);
        if (v === ABSENT || v === '') return ABSENT;
        // An image field that once held a plain URL.
        const raw = typeof v === 'string' ? { filename: v } : v;
        if (!isObj(raw)) return v;
        const result = resolveAsset(raw, this.linkCtx.assetSpaceId);
        if ('asset' in result && plan.images && !result.asset.isImage) {
          const pointer = childPointer(base, key);
          // A file elsewhere whose address names no image format (an image service's photo added by URL) is refused for
          // where it is: that is what the editor can mend, and the address alone cannot tell an image from another file.
          const elsewhere = imageHostRefusal(result.asset.src);
          this.sink.add(
            'error',
            owner,
            pointer,
            elsewhere
              ? `${elsewhere}; it was left out`
              : `"${fileName(result.asset.src)}" is not an image (${IMAGE_FORMAT_NAMES}), and this field shows one; it was left out`,
          );
          this.emptyFields.set(pointer, REFUSED_REQUIRED);
          return ABSENT;
        }
        if ('asset' in result) {
          if (plan.needsAlt && result.asset.isImage && !result.asset.alt) {
            this.sink.add(
              'warning',
              owner,
              childPointer(base, key),
              `The image "${fileName(result.asset.src)}" has no alt text (here or in the asset library), so screen readers skip it: describe it, e.g. with the company's name`,
            );
          }
          if (result.asset.direct) this.sink.add('warning', owner, childPointer(base, key), otherSpaceImage(result.asset.src));
          const copy = pick(raw, ASSET_KEYS);
          this.assets.set(copy, result.asset);
          return copy;
        }
        const pointer = childPointer(base, key);
        if ('empty' in result) {
          this.emptyFields.set(pointer, 'No file is chosen: choose an asset');
          return ABSENT;
        }
        this.sink.add('error', owner, pointer, result.refused);
        this.emptyFields.set(pointer, REFUSED_REQUIRED);
        return ABSENT;
      }
      case 'bloks': {
        if (v === '') return ABSENT;
        const all = Array.isArray(v) ? v : plan.single && isObj(v) ? [v] : undefined;
        if (!all) return v; // the validator reports the wrong type
        const pointer = childPointer(base, key);
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
        if (!plan.single) return kept;
        // A field of one blok: Storyblok sends every blocks field as a list, even one limited to a single blok.
        if (kept.length > 1) this.sink.add('warning', owner, pointer, onlyTheFirst(kept.length));
        return kept[0] ?? ABSENT;
      }
      case 'object': {
        if (v === '') return ABSENT; // an object field (a table, a field plugin) never filled in
        // A shared object held as a blok (a call to action) comes from Storyblok's blocks field as a list of one.
        if (Array.isArray(v) && v.length > 0 && v.every(isObj) && typeof v[0]!.component === 'string') {
          if (v.length > 1) this.sink.add('warning', owner, childPointer(base, key), onlyTheFirst(v.length));
          v = v[0];
        }
        if (!isObj(v)) return v;
        const fields = plan.def ? this.schemas.plans[plan.def]?.fields : plan.fields;
        const out = this.fields(v, fields ?? {}, childPointer(base, key), owner, false, plan.extra === true);
        // A shared object held as a blok (a call to action) is selectable in the Visual Editor too (see finish).
        if (this.editable && typeof v._editable === 'string') this.editableMarkers.set(out, v._editable);
        // Every field of it unset in Storyblok's way ("" options, a plugin's own keys): the object is unset, so its default applies.
        return Object.keys(out).length === 0 && Object.keys(v).length > 0 ? ABSENT : out;
      }
      case 'array': {
        if (typeof v === 'string' && isBlankText(v)) return ABSENT;
        // A field changed from one value to a list (an asset to multi-assets, an option to options) still holds the one.
        if ((typeof v === 'string' && LISTS_OF_TEXT.has(plan.of.k)) || (isObj(v) && LISTS_OF_OBJECTS.has(plan.of.k))) v = [v];
        if (!Array.isArray(v)) return v;
        // Items of a list of shared objects (calls to action, link items) are checked one by one,
        // so one broken button drops that button, not the section holding it.
        const validateItem = plan.of.k === 'object' && plan.of.def ? this.schemas.validators[plan.of.def] : undefined;
        const pointer = childPointer(base, key);
        const out: unknown[] = [];
        // Draft content: the items left out since the last kept one (a link item held as a blok, its text emptied),
        // for a card in their place as a list of bloks has (see finish).
        let waiting: DroppedBlok[] = [];
        this.truncate(v, plan.max, pointer, owner).forEach((item, i) => {
          // A blank entry of a list of texts or options (a tag left as "") is no entry: an empty pill, an empty keyword.
          if (typeof item === 'string' && isBlankText(item)) return;
          const reported = this.sink.list.length;
          const c = this.prepare(item, plan.of, pointer, i, owner);
          if (c === ABSENT) return;
          if (validateItem) {
            const p = childPointer(pointer, i);
            const kept = isObj(c) && this.validate(validateItem, c, owner, p, 'it was dropped');
            if (!isObj(c))
              this.sink.add(
                'error',
                owner,
                p,
                `Expected an object, not ${typeof c === 'string' ? JSON.stringify(c.slice(0, 80)) : describeValue(c)}; it was dropped`,
              );
            if (!kept) {
              const d = this.editable ? this.droppedBlok(item, out.at(-1) as object | undefined, reported) : undefined;
              if (d) waiting.push(d);
              return;
            }
          }
          out.push(c);
          for (const d of waiting) d.before = blokUid(c as object);
          waiting = [];
        });
        return out;
      }
      case 'option':
        // A field changed from options to a single option still holds a list.
        if (Array.isArray(v) && v.every((o) => typeof o !== 'object')) v = this.oneOfList(v, base, key, owner);
        if (v === ABSENT) return ABSENT;
        if (v === '') return plan.empty ? v : ABSENT;
        // Storyblok stores every option as a string: "2" of options 1, 2 and "auto" is the number 2.
        if (typeof v === 'string' && plan.read) return plan.read.find((option) => String(option) === v) ?? v;
        return v;
      case 'value':
        if (typeof v === 'string' && plan.numeric) {
          // "3" in a text field of "a number or `auto`" is the number; an empty text there is no value (the default).
          if (isBlankText(v)) return ABSENT;
          // As a number field reads it ("1,5", "1 000"); a text that is no number stays the text ("auto").
          const read = readNumber(v, plan.numeric === 'integer');
          return 'value' in read ? read.value : v;
        }
        // A text of spaces alone (" ", a no-break or zero-width space left behind) is an empty text: its schema's
        // minLength sees it as it shows.
        if (typeof v === 'string') return isBlankText(v) ? '' : v;
        // A field plugin's value without the keys Storyblok adds to it (the schema's branches do not list them).
        if (plan.plugin && isObj(v)) return cloneValue(Object.fromEntries(Object.entries(v).filter(([key]) => !PLUGIN_KEYS.has(key))), 0, new Set());
        return typeof v === 'object' ? cloneValue(v, 0, new Set()) : v;
    }
  }

  /**
   * The one value of a field that takes one, from a list: Storyblok sends a list where the field was a list once
   * (multi-assets changed to an asset, a blocks field of links). An empty list is no value; from a longer one the
   * first is kept, with a warning.
   */
  private oneOfList(v: unknown, base: string, key: string | number, owner: Owner): unknown {
    // A list of bloks (a component where an asset or link belongs) is no such value: the validator says so.
    if (!Array.isArray(v) || v.some((item) => isObj(item) && typeof item.component === 'string')) return v;
    if (v.length > 1) this.sink.add('warning', owner, childPointer(base, key), onlyTheFirst(v.length, 'value'));
    return v.length === 0 ? ABSENT : v[0];
  }

  /** Resolves the fields left after validation; names the first list of bloks that fell below its minimum. */
  private finishFields(data: Obj, fields: Record<string, FieldPlan>, pointer: string, owner: Owner): { key: string; min: number } | undefined {
    let short: { key: string; min: number } | undefined;
    for (const key of Object.keys(data)) {
      const plan = fields[key];
      // Plain values were final after validation; only the other kinds are resolved now (links and
      // assets were resolved while preparing: no pointer to build for them).
      if (!plan || PLAIN_KINDS.has(plan.k)) continue;
      if (plan.k === 'link') data[key] = this.links.get(data[key] as object);
      else if (plan.k === 'asset') data[key] = this.assets.get(data[key] as object);
      else data[key] = this.finish(data[key], plan, childPointer(pointer, key), owner);
      const value = data[key];
      if (plan.k === 'bloks' && plan.min !== undefined && Array.isArray(value) && value.length < plan.min) short ??= { key, min: plan.min };
    }
    return short;
  }

  private finish(v: unknown, plan: FieldPlan, pointer: string, owner: Owner): unknown {
    switch (plan.k) {
      case 'anchor': {
        // Ids are claimed in the page's order (sections' and rich text's alike): the first keeps its name.
        // An empty one (left empty, or the schema's default "" put back) is no id and claims none.
        const wanted = String(v);
        if (wanted === '') return wanted;
        const id = claimId(wanted, this.anchorIds);
        if (id !== wanted)
          this.sink.add('warning', owner, pointer, `The id "${wanted}" is taken on this page; this section's id is "${id}" (links to #${id} lead here)`);
        return id;
      }
      case 'link':
        return this.links.get(v as object);
      case 'asset':
        return this.assets.get(v as object);
      case 'richtext':
        // Markdown (or HTML) held as a string, read now: its anchors claim their ids in the page's order.
        if (this.markdownDocs.has(v as object)) {
          return parseMarkdown(this.markdownDocs.get(v as object)!, {
            link: this.linkCtx,
            report: (severity, message) => this.sink.add(severity, owner, pointer, message),
            anchorIds: this.anchorIds,
          });
        }
        return sanitizeRichText(v, this.richEnv(owner, plan.allowed), pointer);
      case 'markdown':
        return parseMarkdown(String(v), {
          link: this.linkCtx,
          report: (severity, message) => this.sink.add(severity, owner, pointer, message),
          anchorIds: this.anchorIds,
        });
      case 'bloks': {
        if (!Array.isArray(v)) return this.blok(v, this.pointers.get(v as object) ?? childPointer(pointer, 0), plan.allowed, owner);
        const out: AnyBlok[] = [];
        // Draft content: the bloks left out since the last kept one, which learns their place once the next is kept.
        let waiting: DroppedBlok[] = [];
        for (let i = 0; i < v.length; i++) {
          const child: unknown = v[i];
          const reported = this.sink.list.length;
          const b = this.blok(child, this.pointers.get(child as object) ?? childPointer(pointer, i), plan.allowed, owner);
          if (b) {
            out.push(b);
            for (const d of waiting) d.before = blokUid(b);
            waiting = [];
          } else if (this.editable) {
            const d = this.droppedBlok(child, out.at(-1), reported);
            if (d) waiting.push(d);
          }
        }
        return out;
      }
      case 'object': {
        const fields = plan.def ? this.schemas.plans[plan.def]?.fields : plan.fields;
        if (fields && isObj(v)) this.finishFields(v, fields, pointer, owner);
        // Added after validation, as to a blok: the marker is the editor's, not part of the content model.
        const marker = isObj(v) ? this.editableMarkers.get(v) : undefined;
        if (marker !== undefined) (v as Obj)._editable = marker;
        return v;
      }
      case 'array':
        return Array.isArray(v) ? v.map((item, i) => this.finish(item, plan.of, childPointer(pointer, i), owner)) : v;
      default:
        return v;
    }
  }

  /** A blok an editor can select that was left out of a list, with the errors reported since `reported`; undefined for anything else. */
  private droppedBlok(raw: unknown, previous: object | undefined, reported: number, listed = true): DroppedBlok | undefined {
    if (!isObj(raw) || typeof raw.component !== 'string' || typeof raw._uid !== 'string' || typeof raw._editable !== 'string') return undefined;
    const reasons = this.sink.list
      .slice(reported)
      .filter((d) => d.severity === 'error')
      .map((d) => `${d.pointer || '/'} — ${d.message}`);
    const d: DroppedBlok = {
      component: raw.component,
      uid: raw._uid,
      editable: raw._editable,
      after: blokUid(previous),
      before: null,
      reasons,
    };
    if (listed) this.dropped.push(d);
    return d;
  }

  private richEnv(owner: Owner, allowed: readonly string[] | undefined): RichEnv {
    return {
      link: this.linkCtx,
      anchorIds: this.anchorIds,
      report: (severity: 'error' | 'warning', pointer: string, message: string) => this.sink.add(severity, owner, pointer, message),
      resolveBloks: (raw: unknown[], pointer: string) => {
        const out: TextBlokEntry[] = [];
        raw.forEach((child, i) => {
          const reported = this.sink.list.length;
          const b = this.blok(child, childPointer(pointer, i), allowed, owner, 'block', 'text') as TextBlok | undefined;
          if (b) {
            out.push({ blok: b });
            return;
          }
          // Its card stands in the text itself (no neighbours to find it by), not among the lists' cards (this.dropped).
          const dropped = this.editable ? this.droppedBlok(child, undefined, reported, false) : undefined;
          if (dropped) out.push({ dropped });
        });
        return out;
      },
    };
  }
}

const STORY: Owner = { component: '(story)', uid: '' };
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** A story timestamp, checked like every content date: an impossible one is reported and left out. */
function storyDate(run: Run, story: Obj, field: 'first_published_at' | 'published_at'): string | undefined {
  const v = story[field];
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  const checked = checkContentDate(v);
  if ('date' in checked) return checked.date;
  run.sink.add('error', STORY, `/${field}`, `${checked.invalid}; the date is not shown`);
  return undefined;
}

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
        path: storyPath(fullSlug, run.linkCtx.locales),
        locale: run.linkCtx.locale,
        isStartpage: story.is_startpage === true,
        tags: Array.isArray(story.tag_list) ? story.tag_list.filter((t): t is string => typeof t === 'string') : [],
        content: resolved,
      };
      const first = storyDate(run, story, 'first_published_at');
      const published = storyDate(run, story, 'published_at');
      if (first) tree.firstPublishedAt = first;
      if (published) tree.publishedAt = published;
      return { tree, diagnostics: run.sink.list, ...(run.dropped.length > 0 ? { dropped: run.dropped } : {}) };
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
