import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { defineEngineConfig } from '~/engine';
import { PUBLIC_PATHS, siteEngineConfig } from './engine';

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
