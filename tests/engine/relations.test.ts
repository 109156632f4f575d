/**
 * References to other stories (an options field with source internal_stories, like BlogArticle's
 * `related`) are uuids in the raw delivery API; with `resolve_relations` (and in the JS client, which
 * inlines `rels`) the same field holds the whole story object in place.
 */
import { describe, expect, test } from 'vitest';
import type { BlogArticle } from '~/codegen/generated/types';
import { resolveStory } from '../helpers/engine';

const RELATED_UUID = '0c7e9d52-3a41-4f6b-9d2e-7b18f4a6c953';
/** A story object as `resolve_relations=BlogArticle.related` returns it. */
const relatedStory = {
  name: 'Så fungerar fakturaköp',
  created_at: '2026-03-02T09:12:44.512Z',
  published_at: '2026-03-04T07:00:00.000Z',
  id: 612233118,
  uuid: RELATED_UUID,
  content: {
    _uid: '5d1f0a2e-8c3b-4e7a-b6d9-2f4e1c8a7b30',
    title: 'Så fungerar fakturaköp',
    component: 'BlogArticle',
    content: [],
    related: [],
  },
  slug: 'sa-fungerar-fakturakop',
  full_slug: 'sv/blogg/sa-fungerar-fakturakop',
  sort_by_date: null,
  position: 0,
  tag_list: [],
  is_startpage: false,
  parent_id: 612200001,
  meta_data: null,
  group_id: 'b3e1f2a4-6c7d-4e8f-9a0b-1c2d3e4f5a6b',
  first_published_at: '2026-03-04T07:00:00.000Z',
  release_id: null,
  lang: 'default',
  path: null,
  alternates: [],
  default_full_slug: null,
  translated_slugs: null,
};

const article = (related: unknown[]) => ({
  story: {
    id: 612233100,
    uuid: 'a1b2c3d4-0000-4000-8000-000000000001',
    name: 'Kassaflöde',
    slug: 'kassaflode',
    full_slug: 'sv/blogg/kassaflode',
    content: { _uid: 'article', component: 'BlogArticle', title: 'Kassaflöde', content: [], related },
  },
});

describe('related articles', () => {
  test('delivered as story objects (resolve_relations) are kept, by their uuid, without a diagnostic', () => {
    const { tree, diagnostics } = resolveStory(article([relatedStory, 'sv/blogg/annan-artikel']), { locale: 'sv' });
    expect(diagnostics).toEqual([]);
    expect((tree!.content as BlogArticle).related).toEqual([RELATED_UUID, 'sv/blogg/annan-artikel']);
  });

  test('as uuids (the raw API) stay as they are', () => {
    const { tree } = resolveStory(article([RELATED_UUID]), { locale: 'sv' });
    expect((tree!.content as BlogArticle).related).toEqual([RELATED_UUID]);
  });

  test('an object that is no story (no uuid) is still left out with a warning', () => {
    const { tree, diagnostics } = resolveStory(article([{ name: 'x', full_slug: 'sv/blogg/x' }, relatedStory]), { locale: 'sv' });
    expect((tree!.content as BlogArticle).related).toEqual([RELATED_UUID]);
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'warning', pointer: '/content/related/0' })]);
  });
});
