import { expect, test } from 'vitest';
import { resolveBloks } from '~/tests/helpers/engine';
import { renderBloks, testContext } from '~/tests/helpers/render';

test('every job\'s apply link names its job, for a screen reader\'s list of links where all of them say "Ansök"', () => {
  const job = {
    _uid: 'j1',
    component: 'JobItem',
    title: 'Kreditanalytiker',
    location: 'Göteborg',
    text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Bedöm företagens kreditvärdighet.' }] }] },
    link: { linktype: 'url', url: 'https://jobb.flodvik.example/analytiker', cached_url: 'https://jobb.flodvik.example/analytiker' },
    linkText: 'Ansök',
  };
  const { bloks } = resolveBloks([job], { locale: 'sv' });
  const html = renderBloks(bloks, testContext('sv'));
  const link = /<a [^>]*href="https:\/\/jobb\.flodvik\.example\/analytiker"[^>]*>(.*?)<\/a>/.exec(html)?.[1];
  expect(link).toBe('Ansök<span class="visually-hidden">: <!-- -->Kreditanalytiker</span>');
});
