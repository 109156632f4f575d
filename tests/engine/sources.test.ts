import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { createEmbeddedSource } from '~/engine';

const root = path.join(import.meta.dirname, '../../site/content');

describe('embedded source', () => {
  const source = createEmbeddedSource(root);
  test('finds the start page by "", "index" and "/"', async () => {
    for (const p of ['', 'index', '/']) expect((await source.getStory(p, 'sv'))?.full_slug).toBe('sv/index');
  });
  test('returns null for an unknown path, and for a locale without content', async () => {
    expect(await source.getStory('finns-inte', 'sv')).toBeNull();
    expect(await createEmbeddedSource('/nonexistent').getStory('', 'sv')).toBeNull();
  });
  test('lists stories and the site context', async () => {
    const all = await source.listStories('en');
    expect(all.length).toBeGreaterThan(2);
    expect((await source.getSiteContext('en'))?.full_slug).toBe('en/site-config');
    expect((await source.listStories('en', { contentType: 'SiteConfig' })).map((s) => s.full_slug)).toEqual(['en/site-config']);
  });
});
