/**
 * Bloks an editor puts in rich text, as Storyblok's delivery API returns them: a "blok" node whose
 * attrs.body holds bloks with "i-" uids, empty multilinks as objects, numbers and flags as Storyblok
 * stores them. The engine renders exactly the components Storyblok's field offers (RichText's
 * "x-bloks"), and says so in words when something else is there.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { bundle, type JsonObject } from '~/codegen/bundle';
import { CodegenError, discover } from '~/codegen/discover';
import { defaultOptions } from '~/codegen/index';
import { plans } from '~/codegen/generated/plans';
import { generatePlans } from '~/codegen/plans';
import { generateStoryblokComponents } from '~/codegen/storyblok';
import type { AnyBlok, TextSection } from '~/codegen/generated/types';
import { EMPTY_LINK_ITEM } from '~/engine';
import { RichText } from '~/engine/render/RichText';
import type { ResolvedLink } from '~/engine/types';
import { resolveBloks } from '../helpers/engine';
import { renderBloks, testContext } from '../helpers/render';

const storyLink = (cachedUrl: string) => ({
  id: 'f2d8c1a0-1111-4c1e-9a55-4b1a2c3d4e5f',
  url: '',
  linktype: 'story',
  fieldtype: 'multilink',
  cached_url: cachedUrl,
});
/** Storyblok's empty link: no story chosen (a story chosen but without an address keeps its uuid in `id`). */
const emptyLink = { ...storyLink(''), id: '' };

/** A TextSection whose rich text holds one blok node with `body`, between two paragraphs. */
const sectionWith = (body: unknown[]) => ({
  _uid: 'text-1',
  component: 'TextSection',
  title: '',
  text: {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'Före.' }] },
      { type: 'blok', attrs: { id: 'c4f7e2a8-5b1d-4e3f-9a6c-2d8b7e1f0a3c', body } },
      { type: 'paragraph', content: [{ type: 'text', text: 'Efter.' }] },
    ],
  },
  width: 'narrow',
  background: 'WHITE',
  size: 'sm',
});

const cta = (uid: string, text: string, link: unknown) => ({
  _uid: uid,
  component: 'Cta',
  text,
  link,
  trackingId: '',
  theme: 'secondary',
  sendStatus: false,
  _editable: `<!--#storyblok#{"name": "Cta", "space": "291223", "uid": "${uid}", "id": "445002665"}-->`,
});

function resolveSection(body: unknown[]) {
  const { bloks, diagnostics } = resolveBloks([sectionWith(body)], { locale: 'sv' });
  return { section: bloks[0] as TextSection | undefined, diagnostics };
}

describe('a call to action in rich text', () => {
  test('is kept in its place, its story link resolved with the locale, adjacent ones in one row', () => {
    const { section, diagnostics } = resolveSection([
      cta('i-5b0e2c1d', 'Kontakta oss', storyLink('kontakt')),
      cta('i-7a9f3e4b', 'Ansök', {
        id: '',
        url: 'https://app.flodvik.example/ansok',
        linktype: 'url',
        fieldtype: 'multilink',
        cached_url: 'https://app.flodvik.example/ansok',
      }),
    ]);
    expect(diagnostics).toEqual([]);
    const nodes = section!.text.content;
    expect(nodes.map((n) => n.type)).toEqual(['paragraph', 'ctas', 'paragraph']);
    const row = nodes[1] as Extract<(typeof nodes)[number], { type: 'ctas' }>;
    expect(row.ctas.map((c) => [c.text, c.link.href, c.theme])).toEqual([
      ['Kontakta oss', '/sv/kontakt', 'secondary'],
      ['Ansök', 'https://app.flodvik.example/ansok', 'secondary'],
    ]);
  });

  test('renders as the site renders calls to action (button-styled links) between the paragraphs', () => {
    const { section } = resolveSection([cta('i-5b0e2c1d', 'Kontakta oss', storyLink('kontakt'))]);
    const html = renderBloks([section!] as AnyBlok[], testContext('sv'));
    // The row ends with its marker of arrival (blocks/_ui/WholeEnd.tsx).
    const link = /Före\.<\/p><div[^>]*><a([^>]*)>Kontakta oss<\/a><span data-whole-end="" hidden=""><\/span><\/div><p>Efter\./.exec(html);
    expect(link, html).not.toBeNull();
    expect(link![1]).toContain('href="/sv/kontakt"');
    expect(link![1]).toContain('data-theme="secondary"');
  });

  test('without the site’s renderCtas the engine writes the row as links, through the context’s renderLink when it has one', () => {
    const { section } = resolveSection([
      cta('i-5b0e2c1d', 'Kontakta oss', storyLink('kontakt')),
      cta('i-7a9f3e4b', 'Ansök', { id: '', url: 'https://app.flodvik.example/ansok', linktype: 'url', fieldtype: 'multilink', target: '_blank' }),
    ]);
    const doc = section!.text;
    const plain = renderToStaticMarkup(<RichText doc={doc} ctx={{ registry: {}, environment: 'production' } as never} />);
    expect(plain).toContain(
      '<p><a href="/sv/kontakt">Kontakta oss</a> <a href="https://app.flodvik.example/ansok" target="_blank" rel="noopener noreferrer">Ansök</a></p>',
    );
    const routed = renderToStaticMarkup(
      <RichText
        doc={doc}
        ctx={
          {
            registry: {},
            environment: 'production',
            renderLink: (link: ResolvedLink, children: ReactNode, key: string | number) => (
              <a key={key} href={link.href} data-routed="">
                {children}
              </a>
            ),
          } as never
        }
      />,
    );
    expect(routed.match(/data-routed/g)).toHaveLength(2);
  });

  test('with an empty required link is dropped with a message for the editor; the text stays', () => {
    const { section, diagnostics } = resolveSection([cta('i-1', 'Kontakta oss', emptyLink)]);
    expect(section!.text.content.map((n) => n.type)).toEqual(['paragraph', 'paragraph']);
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'error', component: 'Cta', uid: 'i-1', pointer: '/0/text/content/1/attrs/body/0/link' })]);
    expect(diagnostics[0]!.message).toMatch(/^The link is empty/);
  });
});

describe('a text link (LinkItem) in rich text', () => {
  test('becomes a paragraph holding the link', () => {
    const { section, diagnostics } = resolveSection([
      { _uid: 'i-9c2d', component: 'LinkItem', text: 'Läs villkoren', link: { ...storyLink('villkor'), anchor: 'avgifter' }, sendStatus: false },
    ]);
    expect(diagnostics).toEqual([]);
    expect(section!.text.content[1]).toEqual({
      type: 'paragraph',
      content: [{ type: 'link', link: { kind: 'internal', href: '/sv/villkor#avgifter' }, content: [{ type: 'text', text: 'Läs villkoren', marks: [] }] }],
    });
  });

  test('without a link (an empty Storyblok link) becomes a paragraph of its words, with a warning that it leads nowhere', () => {
    const { section, diagnostics } = resolveSection([{ _uid: 'i-9c2e', component: 'LinkItem', text: 'Villkor', link: emptyLink, sendStatus: false }]);
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'warning', message: `"Villkor": ${EMPTY_LINK_ITEM}` })]);
    expect(section!.text.content[1]).toEqual({ type: 'paragraph', content: [{ type: 'text', text: 'Villkor', marks: [] }] });
  });
});

describe('a component that does not belong in text', () => {
  test('is left out with a message that says it cannot be placed in text, and what can', () => {
    const { section, diagnostics } = resolveSection([
      { _uid: 'i-hero', component: 'Hero', title: 'Stor rubrik' },
      { _uid: 'i-h', component: 'Heading', text: 'Inbäddad rubrik', tag: 'h3' },
    ]);
    expect(section!.text.content.map((n) => n.type)).toEqual(['paragraph', 'bloks', 'paragraph']);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', component: 'Hero', uid: 'i-hero', pointer: '/0/text/content/1/attrs/body/0' });
    expect(diagnostics[0]!.message).toMatch(/^"Hero" cannot be placed in text \(.*\); it was left out$/);
  });
});

describe('what Storyblok offers in a rich-text field is what the engine renders there', () => {
  const components = generateStoryblokComponents(bundle(discover(defaultOptions)));
  const richTextFields = components.flatMap((c) =>
    Object.entries(c.schema).flatMap(([key, f]) => (f.type === 'richtext' ? [[`${c.name}.${key}`, f] as const] : [])),
  );

  test('every rich-text field is restricted, to the components in the engine plan of that field', () => {
    expect(richTextFields.length).toBeGreaterThan(10);
    for (const [where, field] of richTextFields) {
      const [component, key] = where.split('.') as [string, string];
      const plan = plans[component]!.fields[key] as { k: string; allowed?: string[] };
      expect(plan.k, where).toBe('richtext');
      expect(field, where).toMatchObject({ restrict_components: true, restrict_type: '' });
      expect(field.component_whitelist, where).toEqual([...plan.allowed!].sort());
    }
  });

  test('Cta and LinkItem are offered; page chrome is not', () => {
    const [, field] = richTextFields[0]!;
    expect(field.component_whitelist).toEqual(expect.arrayContaining(['Cta', 'LinkItem']));
    for (const name of ['Hero', 'Footer', 'GlobalNavigation', 'Quote', 'UspItem']) expect(field.component_whitelist).not.toContain(name);
    // Every other block renders in text, as it did before the list existed.
    for (const name of ['TextSection', 'ProductCards', 'FaqSection', 'HeroGetStartedForm', 'FlexLoanCalculator'])
      expect(field.component_whitelist).toContain(name);
  });

  test('every offered component resolves in text from its own schema example', () => {
    const defs = bundle(discover(defaultOptions)).root.definitions;
    const [, field] = richTextFields[0]!;
    for (const name of field.component_whitelist as string[]) {
      const example = structuredClone((defs[name]!.examples as JsonObject[])[0]!);
      const { diagnostics } = resolveSection([example]);
      expect(
        diagnostics.filter((d) => d.severity === 'error'),
        name,
      ).toEqual([]);
    }
  });

  test('a field narrows its text\'s list with its own "x-bloks": the footer\'s contact text offers a button and a link, nothing else', () => {
    const contact = Object.fromEntries(richTextFields)['Footer.contactText']!;
    expect(contact.component_whitelist).toEqual(['Cta', 'LinkItem']);
    expect((plans.Footer!.fields.contactText as { allowed?: string[] }).allowed).toEqual(['Cta', 'LinkItem']);
    // The others keep the shared list.
    expect(Object.fromEntries(richTextFields)['TextSection.text']!.component_whitelist).toContain('FaqSection');
    // What the editor can no longer pick but an import could still send is left out with words, the footer kept.
    const faq = { _uid: 'i-faq', component: 'FaqSection', title: 'Frågor', items: [] };
    const doc = { type: 'doc', content: [{ type: 'blok', attrs: { id: 'b-1', body: [faq] } }] };
    const { bloks, diagnostics } = resolveBloks([{ _uid: 'f', component: 'Footer', companyName: 'Flodvik AB', contactText: doc }], { locale: 'sv' });
    expect(bloks).toHaveLength(1);
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'error', component: 'FaqSection', pointer: '/0/contactText/content/0/attrs/body/0' })]);
    expect(diagnostics[0]!.message).toMatch(/^"FaqSection" cannot be placed in text/);
  });

  test('what a field may say: "*" less its own exceptions, [] for no bloks (no blok button), never more than the shared list', () => {
    const withContact = (extra: JsonObject) => {
      const b = bundle(discover(defaultOptions));
      const props = b.root.definitions.Footer!.properties as Record<string, JsonObject>;
      props.contactText = { $ref: '#/definitions/RichText', ...extra };
      return b;
    };
    const allowed = (extra: JsonObject) => (generatePlans(withContact(extra)).Footer!.fields.contactText as { allowed?: string[] }).allowed;
    const shared = (plans.TextSection!.fields.text as { allowed: string[] }).allowed;
    expect(allowed({ 'x-bloks-except': ['LeadForm'] })).toEqual(shared.filter((n) => n !== 'LeadForm'));
    expect(allowed({ 'x-bloks': ['*'], 'x-bloks-except': ['Cta'] })).toEqual(shared.filter((n) => n !== 'Cta' && n !== 'LinkItem'));
    expect(allowed({ 'x-bloks': [] })).toEqual([]);
    const none = generateStoryblokComponents(withContact({ 'x-bloks': [] })).find((c) => c.name === 'Footer')!.schema.contactText!;
    expect(none).toMatchObject({ restrict_components: true, component_whitelist: [] });
    expect(none.toolbar).not.toContain('blok');
    expect(Object.fromEntries(richTextFields)['Footer.contactText']!.toolbar).toContain('blok');
    // A name the shared list leaves out (the page's opening) or that is no blok at all.
    for (const name of ['Hero', 'Heroo']) expect(() => generatePlans(withContact({ 'x-bloks': ['Cta', name] }))).toThrow(CodegenError);
    expect(() => generateStoryblokComponents(withContact({ 'x-bloks': ['Hero'] }))).toThrow(/can only narrow/);
  });

  test('codegen refuses a name in "x-bloks" that is neither a block nor a blok object', () => {
    for (const name of ['Heroo', 'Link']) {
      const b = bundle(discover(defaultOptions));
      b.root.definitions.RichText!['x-bloks'] = ['Cta', name];
      expect(() => generatePlans(b)).toThrow(CodegenError);
    }
  });
});
