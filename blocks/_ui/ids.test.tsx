import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { resolveBloks } from '~/tests/helpers/engine';
import { renderBloks, testContext } from '~/tests/helpers/render';
import { decodeEntities } from '~/tests/helpers/html';
import { blockId } from './ids';
import { FOOTER_ID } from './landmarks';
import { NEW_TAB_HINT_ID } from './SmartLink';

const UUID = '0b7ae0f3-8d4c-4bd4-9a4c-2d7a0f6c5e11';
const blok = (uid: string, component = 'TextSection') => ({ _uid: uid, component });

describe('blockId', () => {
  test('a UUID _uid gives the id it always gave: the prefix and the _uid as it is', () => {
    const ctx = testContext();
    expect(blockId(ctx, blok(UUID), 't-')).toBe(`t-${UUID}`);
    expect(blockId(ctx, blok(UUID, 'FaqItem'))).toBe(UUID);
    expect(blockId(ctx, blok(UUID, 'FlexLoanCalculator'), 'calculator-')).toBe(`calculator-${UUID}`);
  });

  test("an id never holds whitespace, control characters or what a fragment would change (the pipeline fuzz's seed 2142282862)", () => {
    const ctx = testContext();
    for (const uid of ['\u0000\u001f\u202e', 'a b', 'a\tb\nc', '#x', '"><x', ' ', 'intro text'])
      // eslint-disable-next-line no-control-regex -- what an id and a fragment must not hold
      expect(blockId(ctx, blok(uid), 'calculator-'), JSON.stringify(uid)).toMatch(/^calculator-[^\u0000-\u0020"<>#\u202e]+$/);
    expect(blockId(ctx, blok('intro text'), 't-')).toBe('t-intro-text');
  });

  test('unique on the page: a repeated _uid gets -2, -3; an empty one the component name; the first keeps its id', () => {
    const ctx = testContext();
    expect([blok('same'), blok('same'), blok('same')].map((b) => blockId(ctx, b, 't-'))).toEqual(['t-same', 't-same-2', 't-same-3']);
    expect([blok(''), blok('')].map((b) => blockId(ctx, b, 't-'))).toEqual(['t-TextSection', 't-TextSection-2']);
    expect([blok('a b'), blok('a-b')].map((b) => blockId(ctx, b))).toEqual(['a-b', 'a-b-2']);
  });

  test("the page's own ids (main, the consent dialog's) are never a block's: a _uid \"main\" gets main-2", () => {
    const ctx = { ...testContext(), reservedIds: ['main', 'consent-title'] };
    expect([blockId(ctx, blok('main', 'FaqItem')), blockId(ctx, blok('title'), 'consent-'), blockId(ctx, blok('other', 'FaqItem'))]).toEqual([
      'main-2',
      'consent-title-2',
      'other',
    ]);
  });

  test('the same blok gets the same id each time it is asked (a section for its items, then each item)', () => {
    const ctx = testContext();
    const [first, copy] = [blok('same', 'FaqItem'), blok('same', 'FaqItem')];
    expect([blockId(ctx, first), blockId(ctx, copy), blockId(ctx, first), blockId(ctx, copy)]).toEqual(['same', 'same-2', 'same', 'same-2']);
    // Another element of the block, another prefix: an id of its own.
    expect(blockId(ctx, first, 't-')).toBe('t-same');
  });

  test('per page, not per server: another render (another request) starts afresh', () => {
    const b = blok('same');
    expect(blockId(testContext(), b)).toBe('same');
    expect(blockId(testContext(), b)).toBe('same');
  });
});

/** The examples of every block schema, as an editor may have them after a copy or an import: every `_uid`, nested ones too, replaced. */
const schemasDir = path.join(import.meta.dirname, '../../schemas/blocks');
const blockExamples = fs
  .readdirSync(schemasDir)
  .filter((file) => file.endsWith('.schema.json'))
  .flatMap((file) => {
    const schema = JSON.parse(fs.readFileSync(path.join(schemasDir, file), 'utf8')) as { title: string; examples?: unknown[] };
    return (schema.examples ?? []).map((example, i) => [`${schema.title} ${i}`, example] as const);
  });
const withUid = (node: unknown, uid: string): unknown => {
  if (Array.isArray(node)) return node.map((n) => withUid(n, uid));
  if (node === null || typeof node !== 'object') return node;
  const record = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withUid(v, uid)]));
  return '_uid' in record && 'component' in record ? { ...record, _uid: uid } : record;
};

/** Every id on the page, and every reference to one (attributes that hold a list of ids, separated by whitespace). */
function idsOf(html: string) {
  const attributes = (name: string) => [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g'))].map((m) => decodeEntities(m[1]!));
  const references = ['aria-labelledby', 'aria-controls', 'aria-describedby', 'aria-owns', 'for', 'headers'].flatMap((name) =>
    attributes(name).flatMap((list) => list.split(/\s+/).filter(Boolean)),
  );
  return { ids: attributes('id'), references };
}

describe.each(['intro text', ''])('every block rendered twice on a page, each of its bloks with the _uid %j', (uid) => {
  test.each(blockExamples)('%s: its ids are unique and id-safe, and every reference to one finds it', (_, example) => {
    const { bloks } = resolveBloks([withUid(structuredClone(example), uid), withUid(structuredClone(example), uid)], { locale: 'sv' });
    const { ids, references } = idsOf(renderBloks(bloks, testContext()));
    // The site's own fixed ids: the footer's (one footer a page) and the new-tab hint the layout holds.
    expect(ids.filter((id, i) => ids.indexOf(id) !== i && id !== FOOTER_ID)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^\S+$/);
    expect(references.filter((ref) => !ids.includes(ref) && ref !== NEW_TAB_HINT_ID)).toEqual([]);
  });
});
