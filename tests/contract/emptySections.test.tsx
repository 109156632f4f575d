import { describe, expect, test, vi } from 'vitest';
import type { AnyBlok } from '~/codegen/generated/types';
import { discover } from '~/codegen/discover';
import { defaultOptions } from '~/codegen/index';
import { resolved, textOf } from '~/tests/helpers/blocks';
import { resolveBloks } from '~/tests/helpers/engine';
import { renderBloks, testContext } from '~/tests/helpers/render';
import { EMPTY_REVIEW_WIDGET, EMPTY_SECTION, nothingToShow } from '~/blocks/_lib/emptySections';

/**
 * A section with nothing to show draws nothing on the public site (it drew a blank band of 80–216 px) and a card the
 * editor can select in development and preview; the content check warns with the same words (site/lib/contentChecks).
 */
const { schemas } = discover(defaultOptions);
const sections = schemas.filter((s) => s.kind === 'block' && s.schema['x-blok-group'] === 'section');
const marker = (component: string, uid: string) => `<!--#storyblok#${JSON.stringify({ name: component, space: '1', uid, id: '4711' })}-->`;
/** A section as an editor adds it, nothing filled in: only its component (and, in draft content, its marker). */
const bare = (component: string, editable = false) => {
  const { bloks, diagnostics } = resolveBloks([{ _uid: 'bare', component, ...(editable ? { _editable: marker(component, 'bare') } : {}) }], {
    locale: 'sv',
    editable,
  });
  return diagnostics.some((d) => d.severity === 'error') ? undefined : (bloks[0] as AnyBlok);
};
const production = (bloks: AnyBlok[]) => renderBloks(bloks, testContext('sv', 'production'));
const preview = (bloks: AnyBlok[]) => renderBloks(bloks, testContext('sv', 'preview'));
const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const pdf = { filename: 'https://a.storyblok.com/f/1/x/abc/villkor.pdf', alt: '' };

const EMPTIABLE = [
  'Carousel',
  'Changelog',
  'Downloads',
  'FaqSection',
  'JobSection',
  'LinkSection',
  'LogoStrip',
  'NumberSection',
  'PressReleaseSection',
  'ProductCards',
  'Quotes',
  'ReviewWidget',
  'UspSection',
];

describe('every section block: left empty, it draws nothing in production and an editable card in preview; else it shows words', () => {
  test('the sections that can be left empty (every other one needs a field filled in, or always says something)', () => {
    const empty = sections.filter((s) => {
      const blok = bare(s.name);
      return blok !== undefined && nothingToShow(blok) !== undefined;
    });
    expect(empty.map((s) => s.name).sort()).toEqual(EMPTIABLE);
  });

  test.each(sections.map((s) => [s.name, s.schema.examples as Array<Record<string, unknown>>] as const))('%s', (name, examples) => {
    // Its examples show something.
    for (const example of examples) expect(nothingToShow(resolved([example])[0]!), name).toBeUndefined();
    const blok = bare(name);
    if (!blok) return; // a required field: left empty, the engine drops it (and its card says why)
    const message = nothingToShow(blok);
    // In the list above exactly when it can be left empty: a block's own test (`-t <name>`) says so too.
    expect(EMPTIABLE.includes(name), `${name}: in EMPTIABLE exactly when nothingToShow has a case for it`).toBe(message !== undefined);
    if (message === undefined) {
      expect(textOf(production([blok])), `${name} with nothing filled in must show words, or be one of the empty sections`).not.toBe('');
      return;
    }
    expect(production([blok])).toBe('');
    const card = preview([bare(name, true)!]);
    expect(card).toMatch(/^<aside role="note"[^>]* data-diagnostic="empty"/);
    expect(card).toContain(`data-blok-uid="4711-bare"`);
    expect(textOf(card)).toBe(textOf(`Not shown: ${name} (_uid bare) ${message}`));
  });
});

describe('what counts as nothing to show', () => {
  test('a title, a text or one item is something; a section of several lists needs all of them empty', () => {
    const [quotes] = resolved([{ _uid: 'q', component: 'Quotes', title: 'Kunderna' }]);
    const [usp] = resolved([{ _uid: 'u', component: 'UspSection', text: { type: 'doc', content: [paragraph('Därför Flodvik.')] } }]);
    const [numbers] = resolved([
      { _uid: 'n', component: 'NumberSection', items: [{ _uid: 'i', component: 'NumberItem', value: '24 h', label: 'till besked' }] },
    ]);
    const [nudge] = resolved([{ _uid: 'p', component: 'ProductCards', nudgeBox: [{ _uid: 'nb', component: 'NudgeBox', title: 'Osäker?' }] }]);
    const [downloads] = resolved([{ _uid: 'd', component: 'Downloads', heading: 'Material' }]);
    for (const blok of [quotes, usp, numbers, nudge, downloads]) expect(nothingToShow(blok!), blok!.component).toBeUndefined();
  });

  test('items each dropped for an error leave the section empty (in production they are not there)', () => {
    const { bloks, diagnostics } = resolveBloks(
      [
        // A logo strip's file that is not an image.
        { _uid: 'l', component: 'LogoStrip', assets: [pdf] },
        { _uid: 'q', component: 'Quotes', items: [{ _uid: 'q1', component: 'Quote', text: 'Bra.', author: '' }] },
        { _uid: 'n', component: 'NumberSection', items: [{ _uid: 'n1', component: 'NumberItem', value: '24 h', label: '   ' }] },
        { _uid: 'f', component: 'FaqSection', items: [{ _uid: 'f1', component: 'FaqItem', title: '\u200b' }] },
      ],
      { locale: 'sv' },
    );
    expect(diagnostics.filter((d) => d.severity === 'error')).toHaveLength(4);
    expect(bloks.map((b) => nothingToShow(b))).toEqual([EMPTY_SECTION, EMPTY_SECTION, EMPTY_SECTION, EMPTY_SECTION]);
    expect(production(bloks)).toBe('');
  });

  test("a text whose only blok was left out is no text in draft content either (its card is the section's)", () => {
    const leftOut = { _uid: 'h', component: 'Heading', text: '', _editable: marker('Heading', 'h') };
    const text = { type: 'doc', content: [{ type: 'blok', attrs: { id: 'b', body: [leftOut] } }] };
    const { bloks } = resolveBloks([{ _uid: 'u', component: 'UspSection', text, _editable: marker('UspSection', 'u') }], { locale: 'sv', editable: true });
    expect(nothingToShow(bloks[0]!)).toBe(EMPTY_SECTION);
    expect(preview(bloks)).toContain(EMPTY_SECTION.slice(0, 40));
  });

  test('a text of blank paragraphs and line breaks is no text; a blank title is no title', () => {
    const blank = { type: 'doc', content: [paragraph(' '), { type: 'paragraph', content: [{ type: 'hard_break' }, { type: 'text', text: '\u00a0' }] }] };
    const bloks = resolved([
      { _uid: 'u', component: 'UspSection', title: '  ', text: blank },
      { _uid: 'c', component: 'Changelog', text: blank },
    ]);
    expect(bloks.map((b) => nothingToShow(b))).toEqual([EMPTY_SECTION, EMPTY_SECTION]);
    // With a title, the blank text draws no empty paragraph under it.
    const titled = production(resolved([{ _uid: 'u', component: 'UspSection', title: 'Därför', text: blank }]));
    expect(titled).not.toContain('<p');
  });

  test('a text holding only a section with nothing to show, or a blank heading, is no text either', () => {
    const emptyInText = { type: 'doc', content: [{ type: 'blok', attrs: { id: 'b', body: [{ _uid: 'in-text', component: 'Quotes' }] } }] };
    const blankHeading = { type: 'doc', content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: ' ' }] }] };
    const bloks = resolved([
      { _uid: 'u', component: 'UspSection', text: emptyInText },
      { _uid: 'f', component: 'FaqSection', text: blankHeading },
    ]);
    expect(bloks.map((b) => nothingToShow(b))).toEqual([EMPTY_SECTION, EMPTY_SECTION]);
    // Published, no band around the text's nothing.
    expect(production(bloks)).toBe('');
    // A text with a section that shows is text.
    const [shown] = resolved([
      {
        _uid: 'u',
        component: 'UspSection',
        text: { type: 'doc', content: [{ type: 'blok', attrs: { id: 'b', body: [{ _uid: 'in-text', component: 'Quotes', title: 'Kunderna' }] } }] },
      },
    ]);
    expect(nothingToShow(shown!)).toBeUndefined();
  });

  test('a text section whose text holds only a section with nothing to show, or a blok left out, is empty itself: no band', () => {
    const [onlyEmpty] = resolved([
      {
        _uid: 't',
        component: 'TextSection',
        text: { type: 'doc', content: [{ type: 'blok', attrs: { id: 'b', body: [{ _uid: 'in-text', component: 'Quotes' }] } }] },
      },
    ]);
    expect(nothingToShow(onlyEmpty!)).toBe(EMPTY_SECTION);
    expect(production([onlyEmpty!])).toBe('');
    const [titled] = resolved([
      {
        _uid: 't',
        component: 'TextSection',
        title: 'Om oss',
        text: { type: 'doc', content: [{ type: 'blok', attrs: { id: 'b', body: [{ _uid: 'in-text', component: 'Quotes' }] } }] },
      },
    ]);
    expect(nothingToShow(titled!)).toBeUndefined();
  });

  test('a section in a text is left out the same way', () => {
    const [text] = resolved([
      {
        _uid: 't',
        component: 'TextSection',
        text: { type: 'doc', content: [paragraph('Före'), { type: 'blok', attrs: { id: 'b', body: [{ _uid: 'in-text', component: 'Quotes' }] } }] },
      },
    ]);
    expect(production([text!])).not.toContain('<section aria-labelledby');
    expect(production([text!]).match(/<section/g)).toHaveLength(1);
    expect(preview([text!])).toContain('Not shown: Quotes (_uid in-text)');
  });
});

describe('a section with a title and no items', () => {
  test.each([
    ['Quotes', 'items'],
    ['NumberSection', 'items'],
    ['UspSection', 'items'],
    ['Downloads', 'items'],
    ['Changelog', 'releases'],
    ['Carousel', 'items'],
    ['FaqSection', 'items'],
    ['JobSection', 'items'],
    ['PressReleaseSection', 'items'],
    ['ProductCards', 'cards'],
    ['LogoStrip', 'assets'],
  ])('%s: its title alone, no empty list, region or grid under it', (component, field) => {
    const [blok] = resolved([{ _uid: 's', component, [component === 'Downloads' ? 'heading' : 'title']: 'Rubrik', [field]: [] }]);
    const html = production([blok!]);
    expect(textOf(html)).toBe('Rubrik');
    expect(html).not.toMatch(/<(ul|ol)\b/);
    expect(html).not.toContain('role="region"');
    // The section and its inner frame, the header and its title (a LogoStrip: its strip and title): nothing else.
    expect(html.match(/<(div|section|header|p|h2)\b/g)).toHaveLength(4);
  });
});

describe('ReviewWidget', () => {
  const providers = { reviewWidget: { origins: ['https://widget.omdomen.example'], consent: 'marketing' as const } };
  const widget = (fields: Record<string, unknown>) => resolved([{ _uid: 'rw', component: 'ReviewWidget', ...fields }]);

  test('with nothing filled in it is empty, with any one of title, rating, count, provider, link or script it is not', () => {
    expect(nothingToShow(widget({})[0]!)).toBe(EMPTY_REVIEW_WIDGET);
    for (const fields of [
      { title: 'Omdömen' },
      { rating: 4.7 },
      { reviewCount: 0 },
      { provider: 'Portalen' },
      { link: { linktype: 'url', url: 'https://omdomen.example/f' } },
      { scriptUrl: 'https://widget.omdomen.example/w.js' },
    ]) {
      expect(nothingToShow(widget(fields)[0]!), JSON.stringify(fields)).toBeUndefined();
    }
  });

  test('no empty card: a title alone, or a script alone, draws no summary', () => {
    const titled = production(widget({ title: 'Omdömen' }));
    expect(textOf(titled)).toBe('Omdömen');
    expect(titled).not.toMatch(/class="[^"]*summary/);
    const scripted = renderBloks(widget({ scriptUrl: 'https://widget.omdomen.example/w.js' }), testContext('sv', 'production', providers));
    expect(scripted).toContain('data-review-widget');
    expect(scripted).not.toMatch(/class="[^"]*summary/);
  });

  test('a script from no allowed provider that was all it had: nothing in production (reported), an error card in preview', () => {
    const report = vi.fn();
    const bloks = widget({ scriptUrl: 'https://evil.example/w.js' });
    expect(renderBloks(bloks, testContext('sv', 'production', { ...providers, report }))).toBe('');
    expect(report.mock.calls[0]![0].diagnostic).toMatchObject({
      severity: 'error',
      component: 'ReviewWidget',
      message: expect.stringContaining('not from an allowed review provider'),
    });
    expect(renderBloks(bloks, testContext('sv', 'preview', providers))).toMatch(/data-diagnostic="error"[\s\S]*not from an allowed review provider/);
  });
});
