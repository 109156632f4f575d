import { expect, test } from 'vitest';
import type { Locale } from '~/contracts/locales';
import { resolveBloks } from '~/tests/helpers/engine';
import { renderBloks, testContext } from '~/tests/helpers/render';

const text = (t: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: t }] }] });
const example = {
  _uid: 'ca-1',
  component: 'Carousel',
  autoplay: true,
  interval: 5000,
  items: [
    { _uid: 'ci1', component: 'CarouselItem', title: 'Bageriet som öppnade ett kafé', text: text('Med en flexkredit kunde de köpa ugnen direkt.') },
    { _uid: 'ci2', component: 'CarouselItem', title: 'Snickeriet som tog den stora ordern', text: text('Fakturafinansiering gav pengar till material.') },
  ],
};

function roles(locale: Locale, title: string) {
  const { bloks } = resolveBloks([{ ...example, title }], { locale });
  const html = renderBloks(bloks, testContext(locale));
  return {
    region: /<div[^>]*role="region"[^>]*>/.exec(html)?.[0] ?? '',
    slides: [...html.matchAll(/<li[^>]*aria-roledescription="([^"]*)"/g)].map((m) => m[1]),
  };
}

test("a screen reader calls the carousel and its slides by words of the page's language", () => {
  const sv = roles('sv', 'Kunder som växer');
  expect(sv.region).toContain('aria-roledescription="bildspel"');
  expect(sv.region).toContain('aria-label="Kunder som växer"');
  expect(sv.slides).toEqual(['bild', 'bild']);
  const en = roles('en', 'Customers who grow');
  expect(en.region).toContain('aria-roledescription="carousel"');
  expect(en.slides).toEqual(['slide', 'slide']);
});

test('a carousel without a title is named by the word for it, and not described by it once more', () => {
  const { region } = roles('en', '');
  expect(region).toContain('aria-label="Carousel"');
  expect(region).not.toContain('aria-roledescription');
});
