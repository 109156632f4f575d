import { expect, test } from 'vitest';
import { resolved, textOf } from '~/tests/helpers/blocks';
import { renderBloks, testContext } from '~/tests/helpers/render';

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
const section = (uid: string, title: string) => ({ _uid: uid, component: 'TextSection', title, text: doc(`Om ${title.toLowerCase()}.`) });

/**
 * Each section's name as a browser computes it from aria-labelledby: the ids the attribute lists (separated
 * by whitespace), each the first element with that id, their texts joined; an id no element has adds nothing.
 */
function sectionNames(html: string): string[] {
  return [...html.matchAll(/<section\b[^>]*\baria-labelledby="([^"]*)"/g)].map((m) =>
    m[1]!
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => {
        const element = [...html.matchAll(/<(\w+)\b[^>]*\bid="([^"]*)"[^>]*>(.*?)<\/\1>/g)].find((e) => e[2] === id);
        return element ? textOf(element[3]!) : '';
      })
      .join(' ')
      .trim(),
  );
}

test('a section whose _uid holds a space is named by its title: its title id is one id, not a list of two', () => {
  const html = renderBloks(resolved([section('intro text', 'Om oss')]), testContext());
  expect(sectionNames(html)).toEqual(['Om oss']);
  expect(/<h2 id="([^"]*)"/.exec(html)?.[1]).toMatch(/^\S+$/);
});

test('two sections with an empty _uid are each named by their own title', () => {
  const html = renderBloks(resolved([section('', 'Först'), section('', 'Sedan')]), testContext());
  expect(sectionNames(html)).toEqual(['Först', 'Sedan']);
  const ids = [...html.matchAll(/<h2 id="([^"]*)"/g)].map((m) => m[1]);
  expect(new Set(ids).size).toBe(2);
});

test('a copied section that kept its _uid is named by its own title, and the first keeps its id', () => {
  const uid = '0b7ae0f3-8d4c-4bd4-9a4c-2d7a0f6c5e11';
  const html = renderBloks(resolved([section(uid, 'Original'), section(uid, 'Kopia')]), testContext());
  expect(sectionNames(html)).toEqual(['Original', 'Kopia']);
  expect(html).toContain(`<h2 id="t-${uid}"`);
});

test('a UUID _uid gives the title id it always had, and a page renders with the same ids every time', () => {
  const uid = '0b7ae0f3-8d4c-4bd4-9a4c-2d7a0f6c5e11';
  const page = resolved([section(uid, 'Om oss'), section('', 'Först'), section('', 'Sedan')]);
  const html = renderBloks(page, testContext());
  expect(html).toContain(`<section aria-labelledby="t-${uid}"`);
  expect(html).toContain(`<h2 id="t-${uid}"`);
  // Ids are unique per page, not per server: a second render (another request) hands out the same ones.
  expect(renderBloks(page, testContext())).toBe(html);
});

test("a wide text's images are chosen for the section's width, a narrow text's for its column", () => {
  const image = (uid: string, width: 'wide' | 'narrow') => ({
    _uid: uid,
    component: 'TextSection',
    width,
    text: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'image', attrs: { src: 'https://a.storyblok.com/f/1/2400x600/abc/banner.jpg', alt: 'Banner' } }] }],
    },
  });
  const sizes = [...renderBloks(resolved([image('w', 'wide'), image('n', 'narrow')]), testContext()).matchAll(/<img\b[^>]*\bsizes="([^"]*)"/g)].map(
    (m) => m[1],
  );
  expect(sizes).toHaveLength(2);
  expect(sizes[0]).toContain('68rem');
  expect(sizes[1]).toBe('(min-width: 64em) 720px, 100vw');
});
