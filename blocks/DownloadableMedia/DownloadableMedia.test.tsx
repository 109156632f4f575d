import { expect, test } from 'vitest';
import { resolved, textOf } from '~/tests/helpers/blocks';
import { renderBloks, testContext } from '~/tests/helpers/render';

const media = (extra: Record<string, unknown> = {}) =>
  resolved([
    {
      _uid: 'dm',
      component: 'DownloadableMedia',
      title: 'Pressbild',
      text: 'Fri att **använda**.',
      media: { filename: '/demo/f/1/640x480/illustration-growth.svg', alt: 'Tillväxt' },
      ...extra,
    },
  ]);

test('the download link opens in a new tab and says so to screen readers', () => {
  const html = renderBloks(media(), testContext('en'));
  expect(html).toMatch(/<a [^>]*href="\/demo\/f\/1\/640x480\/illustration-growth.svg" target="_blank" rel="noopener noreferrer"/);
  expect(textOf(html)).toContain('Download (opens in a new tab)');
});

test('the markdown text is rendered, and an image is its own preview with explicit size', () => {
  const html = renderBloks(media());
  expect(html).toContain('<strong>använda</strong>');
  expect(html).toMatch(/<img [^>]*alt="Tillväxt"[^>]*width="640" height="480"/);
});

test('a file uses its preview image; without one there is no image', () => {
  const pdf = { filename: 'https://a.storyblok.com/f/1/rapport.pdf', alt: '' };
  expect(renderBloks(media({ media: pdf, preview: { filename: '/demo/f/1/320x200/preview-report.svg', alt: 'Framsida' } }))).toMatch(
    /<img [^>]*alt="Framsida"/,
  );
  expect(renderBloks(media({ media: pdf }))).not.toContain('<img');
  expect(textOf(renderBloks(media({ media: pdf, downloadText: 'Ladda ner PDF' })))).toContain('Ladda ner PDF (öppnas i en ny flik)');
});
