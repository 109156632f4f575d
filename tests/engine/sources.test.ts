import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { listContentFiles, type ContentSource } from '~/engine';
import { engine } from '../helpers/engine';

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

test('the embedded files are listed in one order on every machine (by code unit, not the machine’s LANG: under sv_SE "å" sorts after "z")', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-order-'));
  try {
    fs.mkdirSync(path.join(dir, 'sv'));
    for (const name of ['z', 'å', 'aa', 'ab', 'B']) fs.writeFileSync(path.join(dir, 'sv', `${name}.json`), '{}');
    const listed = await listContentFiles(dir, 'sv', ['sv', 'en']);
    expect(listed.map((f) => f.path)).toEqual(['B', 'aa', 'ab', 'z', 'å']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
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
