import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { createEmbeddedSource } from '~/engine';
import { createStoryblokSource } from '~/engine/sources/storyblok';

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

describe('embedded source watching its folder (npm run dev)', () => {
  const story = (title: string) => JSON.stringify({ story: { full_slug: 'sv/om-oss', content: { _uid: 'p', component: 'Page', title } } });
  const titleOf = async (source: ReturnType<typeof createEmbeddedSource>) => {
    const s = await source.getStory('om-oss', 'sv');
    return s ? (s.content as { title?: string }).title : null;
  };
  /** Asks until the answer is the expected one, for at most two seconds (file events arrive asynchronously). */
  const eventually = async (read: () => Promise<unknown>, expected: unknown) => {
    let last: unknown;
    for (let i = 0; i < 40; i++) {
      last = await read();
      if (last === expected) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    return last;
  };

  test('an edited, added or removed story shows on the next read; without watching the first read is kept', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-'));
    try {
      fs.mkdirSync(path.join(root, 'sv'));
      fs.writeFileSync(path.join(root, 'sv', 'om-oss.json'), story('Före'));
      const watched = createEmbeddedSource(root, { watch: true });
      const kept = createEmbeddedSource(root);
      expect(await titleOf(watched)).toBe('Före');
      expect(await titleOf(kept)).toBe('Före');

      fs.writeFileSync(path.join(root, 'sv', 'om-oss.json'), story('Efter'));
      expect(await eventually(() => titleOf(watched), 'Efter')).toBe('Efter');
      expect(await titleOf(kept)).toBe('Före');

      fs.mkdirSync(path.join(root, 'sv', 'blogg'));
      fs.writeFileSync(
        path.join(root, 'sv', 'blogg', 'ny.json'),
        JSON.stringify({ story: { full_slug: 'sv/blogg/ny', content: { _uid: 'b', component: 'Page' } } }),
      );
      expect(await eventually(async () => (await watched.getStory('blogg/ny', 'sv'))?.full_slug, 'sv/blogg/ny')).toBe('sv/blogg/ny');

      fs.rmSync(path.join(root, 'sv', 'om-oss.json'));
      expect(await eventually(() => titleOf(watched), null)).toBeNull();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test('asking to watch a folder that does not exist neither throws nor finds stories', async () => {
    expect(await createEmbeddedSource('/nonexistent', { watch: true }).getStory('', 'sv')).toBeNull();
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
  const source = createStoryblokSource({ accessToken: 'test-token-123', fetch: fakeFetch });

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
