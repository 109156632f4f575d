import { expect, test, vi } from 'vitest';
import { resolved, textOf } from '~/tests/helpers/blocks';
import { renderBloks, testContext } from '~/tests/helpers/render';

const widget = (extra: Record<string, unknown> = {}) =>
  resolved([
    {
      _uid: 'rw',
      component: 'ReviewWidget',
      title: 'Omdömen',
      rating: 4.7,
      reviewCount: 1234,
      provider: 'Portalen',
      link: { linktype: 'url', url: 'https://omdomen.example/f' },
      ...extra,
    },
  ]);

test('the rating reads as text, "4.7 of 5" in English and "4,7 av 5" in Swedish, with the stars hidden from screen readers', () => {
  const en = renderBloks(widget(), testContext('en'));
  expect(en).toContain('<span class="visually-hidden">4.7 of 5</span>');
  expect(en).toMatch(/class="[^"]*stars[^"]*" aria-hidden="true"/);
  expect(renderBloks(widget(), testContext('sv'))).toContain('<span class="visually-hidden">4,7 av 5</span>');
});

test('shows the review count and links to the provider', () => {
  const text = textOf(renderBloks(widget(), testContext('en')));
  expect(text).toContain('1,234 reviews · Portalen');
  expect(renderBloks(widget())).toContain('href="https://omdomen.example/f"');
});

test('one review is "1 omdöme" and "1 review", more are plural', () => {
  expect(textOf(renderBloks(widget({ reviewCount: 1 }), testContext('sv')))).toContain('1 omdöme · Portalen');
  expect(textOf(renderBloks(widget({ reviewCount: 1 }), testContext('en')))).toContain('1 review · Portalen');
  expect(textOf(renderBloks(widget({ reviewCount: 2 }), testContext('sv')))).toContain('2 omdömen · Portalen');
});

test('without scriptUrl there is no widget container and no script', () => {
  const html = renderBloks(widget());
  expect(html).not.toContain('data-review-widget');
  expect(html).not.toContain('<script');
});

test('with an https scriptUrl the widget container is there; the script itself is only added in the browser', () => {
  const html = renderBloks(widget({ scriptUrl: 'https://widget.omdomen.example/w.js' }));
  expect(html).toContain('data-review-widget="Portalen"');
  expect(html).not.toContain('<script');
});

test('a scriptUrl that is not https is reported and not loaded; the summary stays', () => {
  const report = vi.fn();
  const html = renderBloks(widget({ scriptUrl: 'http://widget.omdomen.example/w.js' }), testContext('sv', 'production', { report }));
  expect(html).not.toContain('data-review-widget');
  expect(html).toContain('4,7 av 5');
  expect(report.mock.calls[0]![0].diagnostic.message).toContain('is not an https URL');
});
