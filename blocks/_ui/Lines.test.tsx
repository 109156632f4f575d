/**
 * Textareas (Storyblok keeps an editor's Enter as "\n"): the line breaks show where the text is read, in every
 * block that shows one (Quote, ProductCard, a teaser's preamble).
 */
import { expect, test } from 'vitest';
import { resolved } from '~/tests/helpers/blocks';
import { renderBloks } from '~/tests/helpers/render';

const twoParagraphs = 'Flodvik räddade vår sommar.\n\nVi fick pengarna samma dag.\r\nTack!\n';

test('a quote keeps its line breaks and its empty line, without breaks around it', () => {
  const html = renderBloks(
    resolved([{ _uid: 'qs', component: 'Quotes', items: [{ _uid: 'q', component: 'Quote', text: `\n${twoParagraphs}`, author: 'Karin Berg' }] }]),
  );
  expect(html).toContain('<p>Flodvik räddade vår sommar.<br/><br/>Vi fick pengarna samma dag.<br/>Tack!</p>');
});

test("a product card's text keeps its line breaks; a bullet typed before a feature is not shown twice", () => {
  const html = renderBloks(
    resolved([
      {
        _uid: 'pcs',
        component: 'ProductCards',
        cards: [{ _uid: 'c', component: 'ProductCard', title: 'Flexkredit', text: twoParagraphs, features: '• Snabbt besked\n- Flexibelt\n-20 % ränta\n\n' }],
      },
    ]),
  );
  expect(html).toContain('>Flodvik räddade vår sommar.<br/><br/>Vi fick pengarna samma dag.<br/>Tack!</p>');
  expect([...html.matchAll(/<li>.*?<span>([^<]*)<\/span><\/li>/g)].map((m) => m[1])).toEqual(['Snabbt besked', 'Flexibelt', '-20 % ränta']);
});

test("a teaser's preamble keeps its line breaks", () => {
  const html = renderBloks(
    resolved([
      {
        _uid: 'pr',
        component: 'PressReleaseSection',
        items: [{ _uid: 't', component: 'Teaser', title: 'Nyhet', preamble: 'Rad ett\nRad två', link: { linktype: 'url', url: 'https://example.com/a' } }],
      },
    ]),
  );
  expect(html).toContain('>Rad ett<br/>Rad två</p>');
});
