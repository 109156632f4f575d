import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { FOOTER_ID } from '~/blocks/_ui/landmarks';
import { NEW_TAB_HINT_ID } from '~/blocks/_ui/SmartLink';
import { createEngine, defineEngineConfig } from '~/engine';
import { PUBLIC_PATHS, RESERVED_IDS, siteEngineConfig } from './engine';

test('the public paths are the top-level folders of site/public, so a link to any file there keeps its path', () => {
  const publicDir = path.join(import.meta.dirname, '../public');
  const folders = fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => `/${e.name}/`);
  expect([...PUBLIC_PATHS].sort()).toEqual(folders.sort());
  expect(siteEngineConfig('https://app.example.test').publicPaths).toEqual(PUBLIC_PATHS);
});

test('a public path must start and end with "/"', () => {
  const base = { locales: ['sv'], defaultLocale: 'sv', linkPlaceholders: {}, siteContextSlug: 'site-config' };
  expect(() => defineEngineConfig({ ...base, publicPaths: ['demo'] })).toThrow(/public path/);
  expect(() => defineEngineConfig({ ...base, publicPaths: ['/demo/'] })).not.toThrow();
});

test('a calling code is 1 to 3 digits without a leading 0 or +; the site dials Swedish numbers', () => {
  const base = { locales: ['sv'], defaultLocale: 'sv', linkPlaceholders: {}, siteContextSlug: 'site-config' };
  for (const bad of ['+46', '046', '4600', '', 'SE']) expect(() => defineEngineConfig({ ...base, callingCode: bad })).toThrow(/calling code/);
  expect(() => defineEngineConfig({ ...base, callingCode: '1' })).not.toThrow();
  expect(siteEngineConfig('https://app.example.test').callingCode).toBe('46');
});

test("the reserved ids are the fixed ids the site's own markup gives elements (no anchor in content may take them)", () => {
  const sources = ['../templates', '../app', '../../blocks', '../../engine/render'].flatMap((dir) =>
    fs
      .readdirSync(path.join(import.meta.dirname, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name))
      .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8')),
  );
  const fixed = new Set(sources.flatMap((text) => [...text.matchAll(/\bid="([a-z][a-z0-9-]*)"/g)].map((m) => m[1]!)));
  // The footer's id is a constant its block and the burger menu share.
  expect([...fixed, FOOTER_ID].sort()).toEqual([...RESERVED_IDS].sort());
  expect(siteEngineConfig('https://app.example.test').reservedIds).toEqual(RESERVED_IDS);
  // The hidden text links that open a new tab are described by (written as a literal id in the layout).
  expect(RESERVED_IDS).toContain(NEW_TAB_HINT_ID);
});

describe("the site's Storyblok space (STORYBLOK_SPACE_ID): another space's images are shown as they are, with a warning", () => {
  const own = 'https://a.storyblok.com/f/288123/1600x900/abc/own.jpg';
  const other = (name: string) => `https://a.storyblok.com/f/77/1600x900/abc/${name}.jpg`;
  const blocks = [
    {
      _uid: 'h1',
      component: 'Hero',
      title: 'Rubrik',
      image: { filename: other('hero'), alt: 'Kontoret' },
      text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'image', attrs: { src: other('in-text'), alt: 'Bild' } }] }] },
    },
    { _uid: 'h2', component: 'Hero', title: 'Två', image: { filename: own, alt: 'Vårt' } },
    { _uid: 'd1', component: 'Downloads', heading: 'Filer', text: `![Karta](${other('in-markdown')})` },
  ];
  const images = (value: unknown): Array<{ src: string; direct?: true }> =>
    typeof value !== 'object' || value === null
      ? []
      : 'src' in value && 'isImage' in value
        ? [value as { src: string; direct?: true }]
        : Object.values(value).flatMap(images);

  test('with the id: each image of another space is marked direct and named in a warning; the space’s own image is not', () => {
    const { bloks, diagnostics } = createEngine(siteEngineConfig('https://app.example.test', '288123')).resolveBloks(blocks, { locale: 'sv' });
    expect(images(bloks).map(({ src, direct }) => [src.split('/').pop(), direct])).toEqual([
      ['hero.jpg', true],
      ['in-text.jpg', true],
      ['own.jpg', undefined],
      ['in-markdown.jpg', true],
    ]);
    expect(diagnostics.map((d) => [d.severity, d.pointer, d.message.replace(/:.*/, '')])).toEqual([
      ['warning', '/0/image', 'The image "hero.jpg" is from another Storyblok space'],
      ['warning', '/0/text/content/0/content/0/attrs', 'The image "in-text.jpg" is from another Storyblok space'],
      ['warning', '/2/text', 'The image "in-markdown.jpg" is from another Storyblok space'],
    ]);
  });

  test('without it nothing is marked or warned of; a malformed id is a developer’s mistake', () => {
    const { bloks, diagnostics } = createEngine(siteEngineConfig('https://app.example.test')).resolveBloks(blocks, { locale: 'sv' });
    expect(images(bloks).filter((image) => image.direct)).toEqual([]);
    expect(diagnostics).toEqual([]);
    const base = { locales: ['sv'], defaultLocale: 'sv', linkPlaceholders: {}, siteContextSlug: 'site-config' };
    for (const bad of ['0123', 'abc', '']) expect(() => defineEngineConfig({ ...base, assetSpaceId: bad })).toThrow(/asset space id/);
  });
});
