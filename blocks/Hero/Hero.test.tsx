import { describe, expect, test } from 'vitest';
import { resolveBloks } from '~/tests/helpers/engine';
import { renderBloks, testContext } from '~/tests/helpers/render';

/** Storyblok's empty multilink: what a link field the editor never filled in holds. */
const EMPTY_LINK = { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' };
const crumb = (uid: string, text: string, link: unknown) => ({ _uid: uid, component: 'LinkItem', text, link, sendStatus: false });
const storyLink = (slug: string) => ({ id: '5a1c2e3f-0b9d-4c8e-a7f6-1d2e3c4b5a69', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: slug });

function heroWith(breadcrumbs: unknown[]) {
  const { bloks, diagnostics } = resolveBloks(
    [{ _uid: 'hero', component: 'Hero', title: 'Fakturaköp', breadcrumbs, ctas: [], background: 'WHITE', size: 'md' }],
    { locale: 'sv' },
  );
  return { html: renderBloks(bloks, testContext('sv')), diagnostics };
}

/** The breadcrumb list items as [inner HTML] in order. */
const crumbsOf = (html: string) => [...(/<ol>(.*?)<\/ol>/s.exec(html)?.[1] ?? '').matchAll(/<li>(.*?)<\/li>/gs)].map((m) => m[1]!);

describe('breadcrumbs', () => {
  test('a last crumb without a link (an empty Storyblok link) is the current page, shown as text', () => {
    const { html, diagnostics } = heroWith([
      crumb('b1', 'Start', storyLink('index')),
      crumb('b2', 'Tjänster', storyLink('tjanster')),
      crumb('b3', 'Fakturaköp', EMPTY_LINK),
    ]);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const crumbs = crumbsOf(html);
    expect(crumbs).toHaveLength(3);
    expect(crumbs[0]).toMatch(/^<a href="\/sv" data-page-link="">Start<\/a>$/);
    expect(crumbs[1]).toMatch(/^<a href="\/sv\/tjanster" data-page-link="">Tjänster<\/a>$/);
    expect(crumbs[2]).toBe('<span aria-current="page">Fakturaköp</span>');
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });

  test('a last crumb without the link field at all (added before the field existed) is shown the same way', () => {
    const { html } = heroWith([crumb('b1', 'Start', storyLink('index')), { _uid: 'b2', component: 'LinkItem', text: 'Om oss' }]);
    expect(crumbsOf(html)[1]).toBe('<span aria-current="page">Om oss</span>');
  });

  test('a last crumb with a link stays a link, marked as the current page', () => {
    const { html } = heroWith([crumb('b1', 'Start', storyLink('index')), crumb('b2', 'Om oss', storyLink('om-oss'))]);
    expect(crumbsOf(html)).toEqual(['<a href="/sv" data-page-link="">Start</a>', '<a href="/sv/om-oss" aria-current="page" data-page-link="">Om oss</a>']);
  });

  test('the trail is also structured data (schema.org BreadcrumbList) with absolute addresses, the last one the page itself', () => {
    const { bloks } = resolveBloks(
      [
        {
          _uid: 'hero',
          component: 'Hero',
          title: 'Fakturaköp',
          breadcrumbs: [
            crumb('b1', 'Start', storyLink('index')),
            crumb('b2', 'Tjänster </script>', storyLink('tjanster')),
            crumb('b3', 'Fakturaköp', EMPTY_LINK),
          ],
          ctas: [],
          background: 'WHITE',
          size: 'md',
        },
      ],
      { locale: 'sv' },
    );
    const html = renderBloks(bloks, testContext('sv', 'production', { path: 'tjanster/fakturakop' }));
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Start', item: 'https://www.flodvik.example/sv' },
        { '@type': 'ListItem', position: 2, name: 'Tjänster </script>', item: 'https://www.flodvik.example/sv/tjanster' },
        { '@type': 'ListItem', position: 3, name: 'Fakturaköp', item: 'https://www.flodvik.example/sv/tjanster/fakturakop' },
      ],
    });
  });

  test('a page whose path has å, ä or ö is named percent-encoded in the trail, as its canonical and linked crumbs are', () => {
    const { bloks } = resolveBloks(
      [
        {
          _uid: 'hero',
          component: 'Hero',
          title: 'Lån',
          breadcrumbs: [crumb('b1', 'Start', storyLink('index')), crumb('b2', 'Lån för företag', EMPTY_LINK)],
        },
      ],
      { locale: 'sv' },
    );
    const html = renderBloks(bloks, testContext('sv', 'production', { path: 'lån-för-företag' }));
    const json = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as { itemListElement: { item: string }[] };
    expect(json.itemListElement.map((i) => i.item)).toEqual([
      'https://www.flodvik.example/sv',
      'https://www.flodvik.example/sv/l%C3%A5n-f%C3%B6r-f%C3%B6retag',
    ]);
  });

  test('no structured data for one crumb, or a trail with a crumb before the last that leads nowhere', () => {
    expect(heroWith([crumb('b1', 'Om oss', EMPTY_LINK)]).html).not.toContain('ld+json');
    expect(heroWith([crumb('b1', 'Start', EMPTY_LINK), crumb('b2', 'Om oss', EMPTY_LINK)]).html).not.toContain('ld+json');
  });
});
