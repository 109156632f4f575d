import { expect, test } from 'vitest';
import { floorContent, floorPageSource, floorRoute } from './floor';

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
