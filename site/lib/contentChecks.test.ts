import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { ResolvedStory } from '~/engine';
import { resolveStory } from '~/tests/helpers/engine';
import { renderChecks } from './contentChecks';

const content = path.resolve(import.meta.dirname, '../content');
const story = (file: string) => (JSON.parse(fs.readFileSync(path.join(content, file), 'utf8')) as { story: Record<string, unknown> }).story;
const resolved = (raw: Record<string, unknown>, locale = 'sv'): ResolvedStory => {
  const { tree } = resolveStory(raw, { locale });
  expect(tree).not.toBeNull();
  return tree!;
};
const ALLOWED = ['https://reviews.example'];

describe('renderChecks: what blocks refuse only when they render, found without rendering', () => {
  test('the embedded content has none', () => {
    for (const file of ['sv/index.json', 'en/index.json', 'sv/partner/koppla.json']) {
      expect(renderChecks(resolved(story(file), file.slice(0, 2)), ALLOWED), file).toEqual([]);
    }
  });

  test.each([
    ['the field plugin not installed yet', { plugin: 'flodvik-partner' }],
    ['an empty field', ''],
    ['no path', { name: 'Partnern' }],
    ['an address of another host', { oauth_auth_path: 'https://elsewhere.example/auth' }],
  ])('a partner hero page whose partner has %s: an error at its authorisation path', (_, partner) => {
    const raw = story('sv/partner/koppla.json');
    const tree = resolved({ ...raw, content: { ...(raw.content as object), partner } });
    expect(renderChecks(tree, ALLOWED)).toEqual([
      expect.objectContaining({
        severity: 'error',
        component: 'PartnerHeroPage',
        pointer: '/content/partner/oauth_auth_path',
        message: expect.stringContaining('without its call to action'),
      }),
    ]);
  });

  test('a review widget whose script is from no allowed provider, or no URL: an error at its scriptUrl, wherever it sits', () => {
    const raw = story('sv/index.json');
    const body = structuredClone((raw.content as { body: Array<Record<string, unknown>> }).body);
    const index = body.findIndex((b) => b.component === 'ReviewWidget');
    expect(index).toBeGreaterThanOrEqual(0);
    body[index] = { ...body[index], scriptUrl: 'https://widget.example-reviews.com/bootstrap.js' };
    body.push({ ...body[index], _uid: 'second', scriptUrl: 'inte en adress' }, { ...body[index], _uid: 'allowed', scriptUrl: 'https://reviews.example/w.js' });
    const found = renderChecks(resolved({ ...raw, content: { ...(raw.content as object), body } }), ALLOWED);
    expect(found.map((d) => [d.component, d.pointer])).toEqual([
      ['ReviewWidget', `/content/body/${index}/scriptUrl`],
      ['ReviewWidget', `/content/body/${body.length - 2}/scriptUrl`],
    ]);
    expect(found[0]!.message).toContain('not from an allowed review provider (https://reviews.example');
    expect(found[1]!.message).toContain('is not a URL');
  });
});
