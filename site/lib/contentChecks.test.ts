import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Diagnostic, RawStory, ResolvedStory } from '~/engine';
import { resolveStory } from '~/tests/helpers/engine';
import { renderStory, testContext } from '~/tests/helpers/render';
import { resolveSiteContext } from './content';
import { EMPTY_PAGE, EMPTY_REVIEW_WIDGET, EMPTY_SECTION } from '~/blocks/_lib/emptySections';
import { renderChecks, storyWarnings } from './contentChecks';

const content = path.resolve(import.meta.dirname, '../content');
const story = (file: string) => (JSON.parse(fs.readFileSync(path.join(content, file), 'utf8')) as { story: Record<string, unknown> }).story;
const resolved = (raw: Record<string, unknown>, locale = 'sv'): ResolvedStory => {
  const { tree } = resolveStory(raw, { locale });
  expect(tree).not.toBeNull();
  return tree!;
};
const ALLOWED = ['https://reviews.example'];

describe('renderChecks: what blocks refuse only when they render, found without rendering', () => {
  test('the embedded content has none', () => {
    for (const file of ['sv/index.json', 'en/index.json', 'sv/partner/koppla.json']) {
      expect(renderChecks(resolved(story(file), file.slice(0, 2)), ALLOWED), file).toEqual([]);
    }
  });

  test.each([
    ['the field plugin not installed yet', { plugin: 'flodvik-partner' }],
    ['an empty field', ''],
    ['no path', { name: 'Partnern' }],
    ['an address of another host', { oauth_auth_path: 'https://elsewhere.example/auth' }],
  ])('a partner hero page whose partner has %s: an error at its authorisation path', (_, partner) => {
    const raw = story('sv/partner/koppla.json');
    const tree = resolved({ ...raw, content: { ...(raw.content as object), partner } });
    expect(renderChecks(tree, ALLOWED)).toEqual([
      expect.objectContaining({
        severity: 'error',
        component: 'PartnerHeroPage',
        pointer: '/content/partner/oauth_auth_path',
        message: expect.stringContaining('without its call to action'),
      }),
    ]);
  });

  test('a review widget whose script is from no allowed provider, or no URL: an error at its scriptUrl, wherever it sits', () => {
    const raw = story('sv/index.json');
    const body = structuredClone((raw.content as { body: Array<Record<string, unknown>> }).body);
    const index = body.findIndex((b) => b.component === 'ReviewWidget');
    expect(index).toBeGreaterThanOrEqual(0);
    body[index] = { ...body[index], scriptUrl: 'https://widget.example-reviews.com/bootstrap.js' };
    body.push({ ...body[index], _uid: 'second', scriptUrl: 'inte en adress' }, { ...body[index], _uid: 'allowed', scriptUrl: 'https://reviews.example/w.js' });
    const found = renderChecks(resolved({ ...raw, content: { ...(raw.content as object), body } }), ALLOWED);
    expect(found.map((d) => [d.component, d.pointer])).toEqual([
      ['ReviewWidget', `/content/body/${index}/scriptUrl`],
      ['ReviewWidget', `/content/body/${body.length - 2}/scriptUrl`],
    ]);
    expect(found[0]!.message).toContain('not from an allowed review provider (https://reviews.example');
    expect(found[1]!.message).toContain('is not a URL');
  });

  test('a calculator whose period unit names another unit than its figures are for: a warning at its periodUnit, in the body or in text', () => {
    const raw = story('sv/flexkredit.json');
    const body = structuredClone((raw.content as { body: Array<Record<string, unknown>> }).body);
    const index = body.findIndex((b) => b.component === 'FlexLoanCalculator');
    expect(index).toBeGreaterThanOrEqual(0);
    const flex = body[index]!;
    const weekly = { ...(story('sv/veckolan.json').content as object) } as { body: Array<Record<string, unknown>> };
    const weeklyBlok = weekly.body.find((b) => b.component === 'WeeklyLoanCalculator')!;
    body[index] = { ...flex, periodUnit: 'månader' };
    body.push(
      { ...flex, _uid: 'fine', periodUnit: 'kalenderdagar' },
      { ...weeklyBlok, _uid: 'weeks', periodUnit: 'veckor' },
      {
        _uid: 'text',
        component: 'TextSection',
        text: { type: 'doc', content: [{ type: 'blok', attrs: { id: 'b', body: [{ ...flex, _uid: 'in-text', periodUnit: 'months' }] } }] },
      },
    );
    const tree = resolved({ ...raw, content: { ...(raw.content as object), body } });
    const found = renderChecks(tree, ALLOWED);
    expect(found.map((d) => [d.severity, d.component, d.uid, d.pointer])).toEqual([
      ['warning', 'FlexLoanCalculator', flex._uid, `/content/body/${index}/periodUnit`],
      ['warning', 'WeeklyLoanCalculator', 'weeks', `/content/body/${body.length - 2}/periodUnit`],
      ['warning', 'FlexLoanCalculator', 'in-text', expect.stringMatching(new RegExp(`^/content/body/${body.length - 1}/.*/periodUnit$`))],
    ]);
    expect(found[0]!.message).toBe(
      'The period unit "månader" does not name days, but this calculator counts its period in days and its figures are for that many days: write dagar / days',
    );
    expect(found[1]!.message).toContain('counts its period in months');
    expect(storyWarnings(tree.content)).toEqual(found);
  });

  test('the page outline is checked too (content:check said nothing of a page without an h1 the preview showed)', () => {
    const raw = story('sv/flexkredit.json');
    const body = (raw.content as { body: Array<Record<string, unknown>> }).body.filter((b) => b.component !== 'Hero');
    const found = renderChecks(resolved({ ...raw, content: { ...(raw.content as object), body } }), ALLOWED);
    expect(found).toEqual([
      expect.objectContaining({ severity: 'warning', component: 'Page', pointer: '/content/body', message: expect.stringContaining('no h1') }),
    ]);
  });

  test('a Heading without a tag whose base size the title-size rule refuses (SPEC §8): an error at its size, which content:check had passed', () => {
    const raw = story('sv/flexkredit.json');
    const body = structuredClone((raw.content as { body: Array<Record<string, unknown>> }).body);
    const heading = (uid: string, tag: string, base: string) => ({ _uid: uid, component: 'Heading', text: 'Rubrik', tag, sizes: { base } });
    body.push(heading('refused', '', 'text-xl'), heading('tagged', 'h2', 'text-xl'), heading('by-size', '', 'text-4xl'));
    const found = renderChecks(resolved({ ...raw, content: { ...(raw.content as object), body } }), ALLOWED);
    expect(found.map((d) => [d.severity, d.component, d.uid, d.pointer])).toEqual([
      ['error', 'Heading', 'refused', `/content/body/${body.length - 3}/sizes/base`],
    ]);
    expect(found[0]!.message).toBe(
      'Invalid title size "text-xl": only text-4xl (h2) and text-3xl (h3) are allowed for a heading without a tag: the heading is not shown. Choose a tag, or the size text-4xl or text-3xl',
    );
  });

  test('a page with no section that shows anything: a warning that visitors see the navigation and footer only, and search engines nothing', () => {
    const raw = story('sv/flexkredit.json');
    const found = storyWarnings(resolved({ ...raw, content: { ...(raw.content as object), body: [] } }).content);
    expect(found.map((d) => [d.severity, d.pointer, d.message])).toEqual([
      ['warning', '/content/body', 'The page has no h1: start it with a Hero, or a Heading with tag h1'],
      ['warning', '/content/body', EMPTY_PAGE],
    ]);
  });

  test("the preview's diagnostics panel shows a story's warnings; a published page does not", () => {
    const raw = story('sv/flexkredit.json');
    const body = (raw.content as { body: Array<Record<string, unknown>> }).body.map((b) =>
      b.component === 'FlexLoanCalculator' ? { ...b, periodUnit: 'månader' } : b,
    );
    const tree = resolved({ ...raw, content: { ...(raw.content as object), body } });
    const preview = renderStory(tree, null, testContext('sv', 'preview'));
    expect(preview).toContain('The period unit &quot;månader&quot; does not name days');
    expect(renderStory(tree, null, testContext('sv', 'production'))).not.toContain('does not name days');
  });

  test('empty parts that still show as something that does nothing: a warning each; a last breadcrumb without a link is meant so', () => {
    const raw = story('sv/flexkredit.json');
    const body = structuredClone((raw.content as { body: Array<Record<string, unknown>> }).body);
    const hero = body.findIndex((b) => b.component === 'Hero');
    const emptyLink = { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' };
    body[hero] = { ...body[hero], breadcrumbs: [{ _uid: 'crumb', component: 'LinkItem', text: 'Flexkredit' }] };
    body.push(
      { _uid: 'links', component: 'LinkSection', title: 'Läs mer', links: [{ _uid: 'dead', component: 'LinkItem', text: 'Länk utan mål', link: emptyLink }] },
      {
        _uid: 'faq',
        component: 'FaqSection',
        items: [
          { _uid: 'q1', component: 'FaqItem', title: 'Utan svar?', text: { type: 'doc', content: [{ type: 'paragraph' }] } },
          // What clearing an answer can leave behind: a space and a line break show nothing either.
          {
            _uid: 'q3',
            component: 'FaqItem',
            title: 'Tomt svar?',
            text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: ' ' }, { type: 'hard_break' }] }] },
          },
          {
            _uid: 'q2',
            component: 'FaqItem',
            title: 'Med svar?',
            text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Ja.' }] }] },
          },
        ],
      },
    );
    body.push(
      { _uid: 'empty-cards', component: 'ProductCards', anchor: '', title: '', cards: [] },
      { _uid: 'titled-quotes', component: 'Quotes', title: 'Vad kunderna säger', items: [] },
      { _uid: 'empty-numbers', component: 'NumberSection', text: { type: 'doc', content: [{ type: 'paragraph' }] }, items: [] },
      // Also the sections the first check missed: an empty review widget, changelog and press release section, and
      // a section whose every item was left out for an error (a quote without its author).
      { _uid: 'empty-reviews', component: 'ReviewWidget', title: '', provider: '', scriptUrl: '' },
      { _uid: 'empty-changelog', component: 'Changelog', releases: [] },
      { _uid: 'empty-press', component: 'PressReleaseSection', items: [] },
      { _uid: 'dropped-quotes', component: 'Quotes', items: [{ _uid: 'q', component: 'Quote', text: 'Bra.', author: '' }] },
      // A key figure too long to show large on a phone (and one just short enough).
      {
        _uid: 'figures',
        component: 'NumberSection',
        title: 'Siffror',
        items: [
          { _uid: 'long', component: 'NumberItem', value: '1 000 000 000 kr', label: 'utlånat' },
          { _uid: 'fits', component: 'NumberItem', value: '98 % nöjda', label: 'kunder' },
        ],
      },
    );
    const found = storyWarnings(resolved({ ...raw, content: { ...(raw.content as object), body } }).content);
    expect(found.map((d) => [d.component, d.uid, d.pointer.replace(/^\/content\/body\/\d+/, '…')])).toEqual([
      ['LinkItem', 'dead', '…/links/0/link'],
      ['FaqItem', 'q1', '…/items/0/text'],
      ['FaqItem', 'q3', '…/items/1/text'],
      ['ProductCards', 'empty-cards', '…'],
      ['NumberSection', 'empty-numbers', '…'],
      ['ReviewWidget', 'empty-reviews', '…'],
      ['Changelog', 'empty-changelog', '…'],
      ['PressReleaseSection', 'empty-press', '…'],
      ['Quotes', 'dropped-quotes', '…'],
      ['NumberItem', 'long', '…/items/0/value'],
    ]);
    expect(found.at(-1)!.message).toMatch(/^The figure "1 000 000 000 kr" is 16 characters: .* Shorten it/);
    expect(found[3]!.message).toBe(EMPTY_SECTION);
    // A link preview's image from another host is no image of the page's (site/lib/metadata.ts): the editor is told.
    const seo = { og_image: 'https://evil.example/og.png', twitter_image: 'https://a.storyblok.com/f/1/x.png' };
    const social = storyWarnings(resolved({ ...raw, content: { ...(raw.content as object), seo } }).content).filter((d) =>
      d.pointer.startsWith('/content/seo'),
    );
    expect(social.map((d) => [d.pointer, d.severity])).toEqual([['/content/seo/og_image', 'warning']]);
    expect(social[0]!.message).toMatch(/^"https:\/\/evil\.example\/og\.png" is not an image of the asset library/);
    expect(found[5]!.message).toBe(EMPTY_REVIEW_WIDGET);
    expect(found[0]!.message).toMatch(/^The link is empty, so it shows as text that leads nowhere/);

    const site = story('sv/site-config.json');
    const nav = structuredClone((site.content as { navigation: Array<{ items: Array<Record<string, unknown>> }> }).navigation);
    nav[0]!.items.push({ _uid: 'menu', component: 'GlobalNavigationDropdownItem', text: 'Mer', items: [] });
    const siteWarnings = renderChecks(resolved({ ...site, content: { ...(site.content as object), navigation: nav } }), ALLOWED);
    expect(siteWarnings.map((d) => [d.component, d.uid, d.message.slice(0, 38)])).toEqual([
      ['GlobalNavigationDropdownItem', 'menu', 'The menu opens an empty panel: add its'],
    ]);
    // Every page's preview shows them: the site context's diagnostics carry them.
    const context = resolveSiteContext({ ...site, content: { ...(site.content as object), navigation: nav } } as RawStory, 'sv');
    expect(context.diagnostics.map((d) => d.uid)).toEqual(['menu']);
    expect(resolveSiteContext(site as RawStory, 'sv').diagnostics).toEqual([]);
    // A navigation without items leads nowhere: warned of too.
    const bare = structuredClone((site.content as { navigation: Array<{ items: unknown[] }> }).navigation);
    bare[0]!.items = [];
    const bareWarnings = renderChecks(resolved({ ...site, content: { ...(site.content as object), navigation: bare } }), ALLOWED);
    expect(bareWarnings.map((d) => [d.component, d.pointer, d.message.slice(0, 34)])).toEqual([
      ['GlobalNavigation', '/content/navigation/0/items', 'The navigation has no items: the b'],
    ]);
  });

  test('a section with nothing to show: warned in the preview (panel and a card in its place), left out of the published page', () => {
    const raw = story('sv/index.json');
    const body = structuredClone((raw.content as { body: Array<Record<string, unknown>> }).body);
    const hero = body.find((b) => b.component === 'Hero')!;
    // An empty section first, then the hero: the hero is still the page's opening (its image preloaded, high priority).
    const edited = [{ _uid: 'empty-usps', component: 'UspSection', background: 'INDIGO' }, hero, { _uid: 'empty-widget', component: 'ReviewWidget' }];
    const tree = resolved({ ...raw, content: { ...(raw.content as object), body: edited } });
    const published = renderStory(tree, null, testContext('sv', 'production'));
    expect(published).not.toContain('data-background="INDIGO"');
    expect(published.match(/<section/g)).toHaveLength(1);
    expect(published).not.toContain(EMPTY_SECTION);
    expect(published).toMatch(/<img[^>]*fetchPriority="high"/);
    const preview = renderStory(tree, null, testContext('sv', 'preview'));
    // Twice each: the card in its place, and the panel.
    expect(preview.split(EMPTY_SECTION)).toHaveLength(3);
    expect(preview.split(EMPTY_REVIEW_WIDGET)).toHaveLength(3);
    expect(preview).toContain('data-diagnostic="empty"');
  });
});

describe('the site settings', () => {
  test('without a privacy page linked (the cookie policy link) are warned of: the banner and the lead forms would link to none', () => {
    const settings = story('sv/site-config.json');
    expect(storyWarnings(resolved(settings).content)).toEqual([]);
    const content = settings.content as { cookieConcent: Record<string, unknown> };
    for (const policyLink of [undefined, { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' }]) {
      const without = { ...settings, content: { ...content, cookieConcent: { ...content.cookieConcent, policyLink } } };
      expect(storyWarnings(resolved(without).content)).toEqual([
        expect.objectContaining({
          severity: 'warning',
          component: 'SiteConfig',
          pointer: '/content/cookieConcent/policyLink',
          message: expect.stringContaining('No privacy page is linked') as string,
        }),
      ]);
    }
  });
});

describe("what overflows or shrinks to nothing on a phone: an image's, a logo's shape, a word no line holds", () => {
  const asset = (filename: string, alt = 'Bild') => ({ id: 1, alt, name: '', focus: '', title: '', filename, copyright: '', fieldtype: 'asset' });
  const WORD_2000 = 'Företagsfinansiering'.repeat(100);
  const messages = (found: Diagnostic[]) => found.map((d) => [d.severity, d.component, d.pointer.replace(/^\/content\/body\/\d+/, '…')]);

  test('the embedded content gives none of these warnings, nor do a 60-letter compound and long web and e-mail addresses in text', () => {
    const files = ['sv', 'en'].flatMap((locale) =>
      fs.readdirSync(path.join(content, locale), { recursive: true, encoding: 'utf8' }).flatMap((f) => (f.endsWith('.json') ? [`${locale}/${f}`] : [])),
    );
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) expect(storyWarnings(resolved(story(file), file.slice(0, 2)).content), file).toEqual([]);
    // The longest short field's word and an address in text are no warning.
    const raw = story('sv/flexkredit.json');
    const word60 = 'Företagsfinansieringsrådgivningsverksamhetsutvecklingsarbete';
    expect([...word60]).toHaveLength(60);
    const text = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: `${word60} på https://www.finansinspektionen.se/sv/register/foretagsregister/sok-i-registret/?q=flodvik-ab-556000-0000 eller kundtjanst.foretagsfinansiering@flodvikexempelforetaget.example`,
            },
          ],
        },
      ],
    };
    const body = [...(raw.content as { body: unknown[] }).body, { _uid: 'fine', component: 'TextSection', title: word60, text }];
    expect(storyWarnings(resolved({ ...raw, content: { ...(raw.content as object), body } }).content)).toEqual([]);
  });

  test('an image beyond 3:1 either way in a hero, a hero form, a partner hero or a slide: a warning at the image, saying what a visitor sees', () => {
    const raw = story('sv/om-oss.json');
    const body = structuredClone((raw.content as { body: Array<Record<string, unknown>> }).body);
    const hero = body.findIndex((b) => b.component === 'Hero');
    const carousel = body.findIndex((b) => b.component === 'Carousel');
    expect(Math.min(hero, carousel)).toBeGreaterThanOrEqual(0);
    body[hero] = { ...body[hero], image: asset('https://a.storyblok.com/f/1/300x4000/banner.png') };
    const slides = body[carousel]!.items as Array<Record<string, unknown>>;
    slides[0] = { ...slides[0], image: asset('https://a.storyblok.com/f/1/3000x500/panorama.jpg') };
    // Just inside 3:1 each way: no warning.
    slides[1] = { ...slides[1], image: asset('https://a.storyblok.com/f/1/1500x500/wide.jpg') };
    slides[2] = { ...slides[2], image: asset('https://a.storyblok.com/f/1/500x1500/tall-ok.png') };
    // Just beyond.
    slides[3] = { ...slides[3], image: asset('https://a.storyblok.com/f/1/400x1201/tall.png') };
    const found = storyWarnings(resolved({ ...raw, content: { ...(raw.content as object), body } }).content);
    expect(messages(found)).toEqual([
      ['warning', 'Hero', '…/image'],
      ['warning', 'CarouselItem', '…/items/0/image'],
      ['warning', 'CarouselItem', '…/items/3/image'],
    ]);
    expect(found[0]!.message).toBe(
      "The image is 300 × 4000 px, over 3 times as tall as wide: it is shown whole within a screen's height, so visitors see a narrow strip with empty space beside it. Use an image no more than 3 times as tall as wide (4:3 or 1:1 suit it), or crop this one",
    );
    expect(found[1]!.message).toMatch(/^The image is 3000 × 500 px, over 3 times as wide as tall: .* on a phone as a band about 47 px high /);

    const partner = story('sv/partner/koppla.json');
    const partnerFound = storyWarnings(
      resolved({ ...partner, content: { ...(partner.content as object), image: asset('https://a.storyblok.com/f/1/4000x300/strip.png') } }).content,
    );
    expect(messages(partnerFound)).toEqual([['warning', 'PartnerHeroPage', '/content/image']]);

    const start = story('sv/index.json');
    const startBody = structuredClone((start.content as { body: Array<Record<string, unknown>> }).body);
    const form = startBody.findIndex((b) => b.component === 'HeroGetStartedForm');
    startBody[form] = { ...startBody[form], image: asset('https://a.storyblok.com/f/1/300x4000/banner.png') };
    const formFound = storyWarnings(resolved({ ...start, content: { ...(start.content as object), body: startBody } }).content);
    expect(messages(formFound)).toEqual([['warning', 'HeroGetStartedForm', '…/image']]);
  });

  test('a partner logo over twice as tall as wide (partner pages, the footer, a logo strip): a warning at the logo', () => {
    const partner = story('sv/partner/koppla.json');
    const tall = asset('https://a.storyblok.com/f/1/300x4000/logo.png', 'Partnern');
    const found = storyWarnings(resolved({ ...partner, content: { ...(partner.content as object), partnerLogo: tall } }).content);
    expect(found).toEqual([expect.objectContaining({ severity: 'warning', component: 'PartnerHeroPage', pointer: '/content/partnerLogo' })]);
    expect(found[0]!.message).toBe(
      "The logo is 300 × 4000 px, over 2 times as tall as wide: logos are drawn 40 to 48 px high, so this one shows as a sliver 3 to 4 px wide that no one can read. Use a logo wider than tall (a wordmark, as the demo's 160 × 48), or the partner's name instead",
    );
    const page = story('sv/partner/redovisning-exempel.json');
    expect(messages(storyWarnings(resolved({ ...page, content: { ...(page.content as object), partnerLogo: tall } }).content))).toEqual([
      ['warning', 'PartnerPage', '/content/partnerLogo'],
    ]);

    const site = story('sv/site-config.json');
    const footer = structuredClone((site.content as { footer: Array<{ partnerLogos: unknown[] }> }).footer);
    // A square logo and one just twice as tall as wide are drawn narrow but legible enough: no warning.
    footer[0]!.partnerLogos.push(
      tall,
      asset('https://a.storyblok.com/f/1/200x200/square.png', 'Kvadrat'),
      asset('https://a.storyblok.com/f/1/100x200/mark.png', 'Märke'),
    );
    const last = footer[0]!.partnerLogos.length - 3;
    const raw = story('sv/om-oss.json');
    const body = [
      ...(raw.content as { body: unknown[] }).body,
      { _uid: 'strip', component: 'LogoStrip', title: 'Partner', assets: [asset('https://a.storyblok.com/f/1/160x48/ok.png', 'A'), tall] },
    ];
    expect(messages(storyWarnings(resolved({ ...site, content: { ...(site.content as object), footer } }).content))).toEqual([
      ['warning', 'Footer', `/content/footer/0/partnerLogos/${last}`],
    ]);
    expect(messages(storyWarnings(resolved({ ...raw, content: { ...(raw.content as object), body } }).content))).toEqual([
      ['warning', 'LogoStrip', '…/assets/1'],
    ]);
  });

  test('a word over 60 characters in a title, a short text, a list or rich text an editor wrote: one warning per field, naming the word', () => {
    const raw = story('sv/flexkredit.json');
    const text = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: `Om ${WORD_2000}` }] },
        { type: 'paragraph', content: [{ type: 'text', text: `Och ${WORD_2000} igen` }] },
      ],
    };
    const body = [
      ...(raw.content as { body: unknown[] }).body,
      { _uid: 'title', component: 'TextSection', title: `Lång rubrik ${'a'.repeat(61)}`, text },
      {
        _uid: 'card',
        component: 'ProductCards',
        cards: [
          { _uid: 'c', component: 'ProductCard', title: 'Kort', features: `Snabbt\n${'Företagsfinansieringsrådgivningsverksamhetsutvecklingsarbetena'}` },
        ],
      },
    ];
    const found = storyWarnings(resolved({ ...raw, content: { ...(raw.content as object), body } }).content);
    expect(messages(found)).toEqual([
      ['warning', 'TextSection', '…/title'],
      ['warning', 'TextSection', '…/text'],
      ['warning', 'ProductCard', '…/cards/0/features'],
    ]);
    expect(found[1]!.message).toBe(
      `"${WORD_2000.slice(0, 24)}…" is one word of 2000 characters: no line of a phone holds it, so it is broken wherever the line ends, into runs of letters no one reads as a word. Put spaces or hyphens where it divides, or shorten it`,
    );
    // An article's own fields are an editor's text too (its short ones, a tag, are cut at 60 characters by the engine).
    const article = story('sv/blogg/kassaflode-fem-satt.json');
    const preamble = storyWarnings(resolved({ ...article, content: { ...(article.content as object), preamble: `Läs om ${WORD_2000}.` } }).content);
    expect(messages(preamble)).toEqual([['warning', 'BlogArticle', '/content/preamble']]);
  });
});
