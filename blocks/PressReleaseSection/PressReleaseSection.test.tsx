import { describe, expect, test } from 'vitest';
import { resolved } from '~/tests/helpers/blocks';
import { renderBloks, testContext } from '~/tests/helpers/render';

const teaser = (i: number) => ({
  _uid: `t${i}`,
  component: 'Teaser',
  title: `Nyhet ${i}`,
  preamble: `Ingress ${i}`,
  date: `2026-0${(i % 9) + 1}-01 09:00`,
  link: { linktype: 'story', cached_url: `press/nyhet-${i}` },
  asset: { filename: '/demo/f/1/640x480/illustration-growth.svg', alt: 'Diagram' },
});
const section = (n: number, title = 'Pressmeddelanden') =>
  resolved([{ _uid: 'pr', component: 'PressReleaseSection', title, items: Array.from({ length: n }, (_, i) => teaser(i + 1)) }]);
const variants = (html: string) => [...html.matchAll(/data-variant="(\w+)"[^>]*>[\s\S]*?>(Nyhet \d+)</g)].map((m) => `${m[1]}:${m[2]}`);

describe('PressReleaseSection', () => {
  test('shows the first item large, the next three as teasers and the rest as a compact list, in content order', () => {
    const html = renderBloks(section(7), testContext('sv'));
    expect(variants(html)).toEqual([
      'featured:Nyhet 1',
      'card:Nyhet 2',
      'card:Nyhet 3',
      'card:Nyhet 4',
      'compact:Nyhet 5',
      'compact:Nyhet 6',
      'compact:Nyhet 7',
    ]);
  });

  test('with fewer than five items there is no list', () => {
    expect(variants(renderBloks(section(3)))).toEqual(['featured:Nyhet 1', 'card:Nyhet 2', 'card:Nyhet 3']);
  });

  test('dates read in the page’s language and images only in the large item and the teasers', () => {
    const sv = renderBloks(section(5), testContext('sv'));
    expect(sv).toContain('>1 februari 2026</time>');
    expect(renderBloks(section(5), testContext('en'))).toContain('>1 February 2026</time>');
    expect(sv.match(/<img /g)).toHaveLength(4);
  });

  test('items are h3 under the section title, h2 without one', () => {
    expect(renderBloks(section(2)).match(/<h3/g)).toHaveLength(2);
    const untitled = renderBloks(section(2, ''));
    expect(untitled.match(/<h2/g)).toHaveLength(2);
    expect(untitled).not.toContain('<h3');
  });

  test('each teaser links to its release once', () => {
    const html = renderBloks(section(5));
    for (let i = 1; i <= 5; i++) expect(html.match(new RegExp(`href="/sv/press/nyhet-${i}"`, 'g'))).toHaveLength(1);
  });

  test('a teaser with a file and no link of its own leads to the file (a press release as PDF); with a link, the link wins', () => {
    const pdf = { filename: 'https://a.storyblok.com/f/1/x/abc/pressmeddelande.pdf', alt: '' };
    const html = renderBloks(
      resolved([
        {
          _uid: 'pr',
          component: 'PressReleaseSection',
          items: [
            { ...teaser(1), link: undefined, asset: pdf },
            { ...teaser(2), asset: pdf },
          ],
        },
      ]),
    );
    expect(html).toMatch(/<a [^>]*href="https:\/\/a.storyblok.com\/f\/1\/x\/abc\/pressmeddelande.pdf"[^>]*>Nyhet 1<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/sv\/press\/nyhet-2"[^>]*>Nyhet 2<\/a>/);
    expect(html).not.toContain('<img');
  });
});
