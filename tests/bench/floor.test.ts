import { expect, test } from 'vitest';
import { floorContent, floorPageSource, floorRoute, floorTree, floorTreePageSource, floorTreeRoute } from './floor';

const page = `<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"/>
<link rel="preload" as="image" href="/demo/hero.svg" fetchPriority="high"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>
<style data-precedence="next">.a{color:red}</style><style>:root{--x:1}</style>
<script src="/_next/static/chunks/a.js" async=""></script></head>
<body class="b"><main id="main"><h1>Rubrik</h1><img src="/demo/hero.svg" alt=""/></main>
<template data-dgst="x"></template><script>self.__next_f.push([1,"0:[\\"$\\",\\"main\\"]"])</script>
<style>.late{}</style><link rel="stylesheet" href="/x.css"/></body></html>`;

test("a floor page takes the document's CSS and markup, and none of its scripts, flight data or links", () => {
  const content = floorContent(page);
  expect(content.css).toBe('.a{color:red}\n:root{--x:1}\n.late{}');
  expect(content.body).toBe('<main id="main"><h1>Rubrik</h1><img src="/demo/hero.svg" alt=""/></main>\n\n');
  expect(content.preloadImages).toEqual([{ href: '/demo/hero.svg', fetchPriority: 'high' }]);
});

test('a document without a body gives an empty page, not the whole document', () => {
  expect(floorContent('<html><head><style>.a{}</style></head></html>')).toEqual({ css: '.a{}', body: '', preloadImages: [] });
});

test("floor pages are routes of their own, and preload what the site's page preloads", () => {
  expect(floorRoute('/sv/blogg/kassaflode-fem-satt')).toBe('floor-sv-blogg-kassaflode-fem-satt');
  expect(floorRoute('/sv')).toBe('floor-sv');
  const source = floorPageSource(floorContent(page));
  expect(source).toContain(`preload("/demo/hero.svg", { as: 'image', fetchPriority: "high" });`);
  expect(source).toContain('dangerouslySetInnerHTML={{ __html: content.body }}');
});

test('the element-tree floor has the markup as React elements: props as React spells them, text decoded, React’s markers and scripts left out', () => {
  const body =
    '<div hidden=""><!--$--><!--/$--></div><a class="skip" href="/sv?a=1&amp;b=2" hrefLang="sv">A &amp; B &lt;3 &#x27;x&#x27;</a>' +
    '<svg viewBox="0 0 24 24" focusable="false"><path d="M1 2" stroke-width="2"></path></svg>' +
    '<disclosure-panel class="p" hidden="until-found">Svar</disclosure-panel><input type="text" value="5" maxLength="3" readonly=""/>' +
    '<label for="x" style="--w:3px;margin-top:1px">L</label><img src="/a.svg" alt=""/><noscript><img src="/b.gif"/></noscript><p>a<!-- -->b</p>';
  expect(floorTree(body)).toEqual([
    ['div', { hidden: true }, []],
    ['a', { className: 'skip', href: '/sv?a=1&b=2', hrefLang: 'sv' }, ["A & B <3 'x'"]],
    ['svg', { viewBox: '0 0 24 24', focusable: 'false' }, [['path', { d: 'M1 2', strokeWidth: '2' }, []]]],
    ['disclosure-panel', { className: 'p', hidden: 'until-found' }, ['Svar']],
    ['input', { type: 'text', defaultValue: '5', maxLength: '3', readOnly: true }, []],
    ['label', { htmlFor: 'x', style: { '--w': '3px', marginTop: '1px' } }, ['L']],
    ['img', { src: '/a.svg', alt: '' }, []],
    ['p', {}, ['ab']],
  ]);
  expect(floorTreeRoute('/sv/material')).toBe('floortree-sv-material');
  expect(floorTreePageSource(floorContent(page))).toContain("import tree from './tree.json';");
});

test('SVG elements with camel-case names close where they are closed', () => {
  expect(floorTree('<svg><linearGradient id="g"></linearGradient><clipPath id="c"><rect></rect></clipPath></svg>')).toEqual([
    [
      'svg',
      {},
      [
        ['linearGradient', { id: 'g' }, []],
        ['clipPath', { id: 'c' }, [['rect', {}, []]]],
      ],
    ],
  ]);
});
