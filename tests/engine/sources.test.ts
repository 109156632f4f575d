import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { ContentSource } from '~/engine';
import { engine, testConfig } from '../helpers/engine';
import { createStoryblokSource } from '~/engine/sources/storyblok';

const root = path.join(import.meta.dirname, '../../site/content');

describe('embedded source', () => {
  const source = engine.createEmbeddedSource(root);
  test('finds the start page by "", "index" and "/"', async () => {
    for (const p of ['', 'index', '/']) expect((await source.getStory(p, 'sv'))?.full_slug).toBe('sv/index');
  });
  test('returns null for an unknown path, and for a locale without content', async () => {
    expect(await source.getStory('finns-inte', 'sv')).toBeNull();
    expect(await engine.createEmbeddedSource('/nonexistent').getStory('', 'sv')).toBeNull();
  });
  test('lists stories and the site context', async () => {
    const all = await source.listStories('en');
    expect(all.length).toBeGreaterThan(2);
    expect((await source.getSiteContext('en'))?.full_slug).toBe('en/site-config');
    expect((await source.listStories('en', { contentType: 'SiteConfig' })).map((s) => s.full_slug)).toEqual(['en/site-config']);
  });
});

describe('embedded source reading afresh (npm run dev)', () => {
  const story = (slug: string, title: string) => JSON.stringify({ story: { full_slug: slug, content: { _uid: 'p', component: 'Page', title } } });
  const titleOf = async (source: ContentSource) => {
    const s = await source.getStory('om-oss', 'sv');
    return s ? (s.content as { title?: string }).title : null;
  };

  test('an edited (in place or renamed over), added or removed story shows on the next read; without reread the first read is kept', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-'));
    const file = path.join(root, 'sv', 'om-oss.json');
    try {
      fs.mkdirSync(path.join(root, 'sv'));
      fs.writeFileSync(file, story('sv/om-oss', 'Före'));
      const fresh = engine.createEmbeddedSource(root, { reread: true });
      const kept = engine.createEmbeddedSource(root);
      expect(await titleOf(fresh)).toBe('Före');
      expect(await titleOf(kept)).toBe('Före');

      // As editors save: a new file renamed over the old one, then a write in place.
      fs.writeFileSync(`${file}.tmp`, story('sv/om-oss', 'Efter'));
      fs.renameSync(`${file}.tmp`, file);
      expect(await titleOf(fresh)).toBe('Efter');
      fs.writeFileSync(file, story('sv/om-oss', 'Igen'));
      expect(await titleOf(fresh)).toBe('Igen');
      expect(await titleOf(kept)).toBe('Före');

      fs.mkdirSync(path.join(root, 'sv', 'blogg'));
      fs.writeFileSync(path.join(root, 'sv', 'blogg', 'ny.json'), story('sv/blogg/ny', 'Ny'));
      expect((await fresh.getStory('blogg/ny', 'sv'))?.full_slug).toBe('sv/blogg/ny');

      fs.rmSync(file);
      expect(await titleOf(fresh)).toBeNull();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('Storyblok source (against a fake CDN)', () => {
  const calls: string[] = [];
  const fakeFetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    calls.push(`${url.pathname}?${url.searchParams.toString()}`);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', total: '1', 'per-page': '25' } });
    if (url.pathname.endsWith('/cdn/stories/sv/index'))
      return json({ story: { full_slug: 'sv/index', content: { _uid: 'p', component: 'Page', body: [] } }, cv: 1 });
    if (url.pathname.endsWith('/cdn/stories')) return json({ stories: [{ full_slug: 'sv/om-oss', content: { _uid: 'p', component: 'Page' } }], cv: 1 });
    return json({ error: 'This record could not be found' }, 404);
  }) as typeof fetch;
  const source = createStoryblokSource({ accessToken: 'test-token-123', fetch: fakeFetch, config: testConfig });

  test('reads a story by locale and path, with the published version and the token', async () => {
    expect((await source.getStory('', 'sv'))?.full_slug).toBe('sv/index');
    expect(calls.at(-1)).toMatch(/\/cdn\/stories\/sv\/index\?.*token=test-token-123/);
    expect(calls.at(-1)).toContain('version=published');
  });
  test('a missing story is null, not an error', async () => {
    expect(await source.getStory('finns-inte', 'sv')).toBeNull();
  });
  test('lists the stories of a locale folder', async () => {
    expect((await source.listStories('sv')).map((s) => s.full_slug)).toEqual(['sv/om-oss']);
    expect(calls.at(-1)).toContain('starts_with=sv%2F');
  });
});
