import { describe, expect, test, vi } from 'vitest';
import type { AnyBlok } from '~/codegen/generated/types';
import { registry } from '~/codegen/generated/registry';
import { resolveBloks } from '../helpers/engine';
import { renderBloks, testContext } from '../helpers/render';

const { bloks } = resolveBloks(
  [
    { _uid: 'h1', component: 'Heading', text: 'Före', tag: 'h2' },
    { _uid: 'bad', component: 'Heading', text: 'Fel storlek', sizes: { base: 'text-xl' } },
    { _uid: 'h3', component: 'Heading', text: 'Efter', tag: 'h2' },
  ],
  { locale: 'sv' },
);

describe('a block that throws while rendering', () => {
  test('shows a visible card in development and preview, the rest of the page renders', () => {
    for (const environment of ['development', 'preview'] as const) {
      const html = renderBloks(bloks as AnyBlok[], testContext('sv', environment));
      expect(html).toContain('Före');
      expect(html).toContain('Efter');
      expect(html).toContain('data-diagnostic="error"');
      expect(html).toContain('Invalid title size &quot;text-xl&quot;: only text-4xl (h2) and text-3xl (h3) are allowed');
    }
  });

  test('is skipped and reported in production', () => {
    const report = vi.fn();
    const html = renderBloks(bloks as AnyBlok[], testContext('sv', 'production', { report }));
    expect(html).toContain('Före');
    expect(html).toContain('Efter');
    expect(html).not.toContain('data-diagnostic');
    expect(html).not.toContain('Fel storlek');
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0].diagnostic).toMatchObject({ severity: 'error', component: 'Heading', uid: 'bad' });
  });

  test('any component failure is contained, not only developer errors', () => {
    const ctx = testContext('sv', 'production', {
      registry: {
        ...registry,
        Heading: () => {
          throw new TypeError('cannot read properties of undefined');
        },
      },
      report: () => {},
    });
    expect(() => renderBloks(bloks as AnyBlok[], ctx)).not.toThrow();
    expect(renderBloks(bloks as AnyBlok[], ctx)).toBe('');
  });
});

test('interactive blocks get the client error boundary and no Suspense boundary: their HTML is inline, visible without JavaScript', () => {
  const ctx = testContext('sv', 'production', { interactive: new Set(['Heading']) });
  // The client boundary renders no markup of its own (a Suspense boundary would add its comment markers); the block's
  // root names its blok, for the boundary to find should the block's script not load (ClientBoundary's serverMarkup).
  const plain = renderBloks(bloks.slice(0, 1) as AnyBlok[], testContext());
  expect(plain).toMatch(/^<section data-background=/);
  expect(renderBloks(bloks.slice(0, 1) as AnyBlok[], ctx)).toBe(plain.replace('<section ', '<section data-island="h1" '));
});

test('repeated _uids do not collide (no duplicate-key warnings)', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const same = { _uid: 'same', component: 'Heading', text: 'x', tag: 'h2' };
  const { bloks: twice } = resolveBloks([same, same], { locale: 'sv' });
  renderBloks(twice as AnyBlok[]);
  expect(error).not.toHaveBeenCalled();
  error.mockRestore();
});

describe("an editor's link attributes reach the page", () => {
  test('a rich-text link and a button keep rel and title; a new tab adds noopener noreferrer and says so', () => {
    const text = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Vår partner',
              marks: [
                { type: 'link', attrs: { href: 'https://partner.example', linktype: 'url', target: '_blank', custom: { rel: 'sponsored', title: 'Annons' } } },
              ],
            },
          ],
        },
      ],
    };
    const cta = { _uid: 'c', component: 'Cta', text: 'Till partnern', link: { linktype: 'url', url: 'https://partner.example/b', rel: 'nofollow' } };
    const { bloks, diagnostics } = resolveBloks(
      [
        { _uid: 't', component: 'TextSection', title: 'Partner', text },
        { _uid: 'h', component: 'Hero', title: 'Hej', ctas: [cta] },
      ],
      { locale: 'sv' },
    );
    expect(diagnostics).toEqual([]);
    const html = renderBloks(bloks as AnyBlok[], testContext('sv'));
    expect(html).toContain(
      '<a href="https://partner.example/" target="_blank" rel="noopener noreferrer sponsored" title="Annons" aria-describedby="new-tab-hint">Vår partner</a>',
    );
    expect(html).toMatch(/<a href="https:\/\/partner\.example\/b"[^>]* rel="nofollow"[^>]*>Till partnern<\/a>/);
  });
});
