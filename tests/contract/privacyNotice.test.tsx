import { describe, expect, test } from 'vitest';
import { resolved, textOf } from '~/tests/helpers/blocks';
import { resolveBloks } from '~/tests/helpers/engine';
import { renderBloks, testContext } from '~/tests/helpers/render';

/** Both forms that ask for personal data, without a privacy text of their own unless one is given. */
const forms = (extra: Record<string, unknown> = {}) =>
  resolved([
    { _uid: 'lead', component: 'LeadForm', title: 'Kontakta oss', submitText: 'Skicka', thankYouTitle: 'Tack', ...extra },
    { _uid: 'hero', component: 'HeroGetStartedForm', title: 'Kom igång', submitText: 'Kom igång', ...extra },
  ]);
const policy = { kind: 'internal' as const, href: '/sv/integritet' };

describe('a lead form without a privacy text of its own', () => {
  test('says how the details are used and links to the site’s privacy page, in the page’s language', () => {
    const sv = renderBloks(forms(), testContext('sv', 'production', { privacyPolicy: policy }));
    expect(textOf(sv).match(/Vi behandlar dina uppgifter för att kunna hantera din förfrågan\. Läs mer under Integritet och kakor ?\./g)).toHaveLength(2);
    expect(sv.match(/href="\/sv\/integritet"/g)).toHaveLength(2);
    const en = renderBloks(forms(), testContext('en', 'production', { privacyPolicy: { kind: 'internal', href: '/en/privacy' } }));
    expect(textOf(en).match(/We process your details to handle your request\. Read more under Privacy and cookies ?\./g)).toHaveLength(2);
    expect(en).toContain('>Privacy and cookies</a>.');
  });

  test('the editor’s own privacy text wins; without it and without a privacy page nothing stands there', () => {
    const own = {
      privacyText: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Vår egen text om personuppgifter.' }] }] },
    };
    const withOwn = textOf(renderBloks(forms(own), testContext('sv', 'production', { privacyPolicy: policy })));
    expect(withOwn.match(/Vår egen text om personuppgifter\./g)).toHaveLength(2);
    expect(withOwn).not.toContain('Vi behandlar dina uppgifter');
    expect(textOf(renderBloks(forms(), testContext('sv')))).not.toContain('Vi behandlar dina uppgifter');
  });
  test.each([
    ['an empty list item', [{ type: 'bullet_list', content: [{ type: 'list_item', content: [{ type: 'paragraph' }] }] }]],
    ['an empty quote', [{ type: 'blockquote', content: [{ type: 'paragraph' }] }]],
    ['a line break', [{ type: 'hard_break' }]],
    ['a code block of spaces', [{ type: 'code_block', content: [{ type: 'text', text: '   ' }] }]],
    ['an image refused for its host', [{ type: 'paragraph', content: [{ type: 'image', attrs: { src: 'https://cdn.example.com/a.png' } }] }]],
  ])('a privacy text the editor cleared to %s is none: the site’s notice stands there', (_, content) => {
    // Resolved as the site does, errors and all (a refused image is one, and the form is kept).
    const extra = { privacyText: { type: 'doc', content } };
    const { bloks } = resolveBloks(
      [
        { _uid: 'lead', component: 'LeadForm', title: 'Kontakta oss', submitText: 'Skicka', thankYouTitle: 'Tack', ...extra },
        { _uid: 'hero', component: 'HeroGetStartedForm', title: 'Kom igång', submitText: 'Kom igång', ...extra },
      ],
      { locale: 'sv' },
    );
    const html = renderBloks(bloks, testContext('sv', 'production', { privacyPolicy: policy }));
    expect(textOf(html).match(/Vi behandlar dina uppgifter/g)).toHaveLength(2);
  });
});

describe("the lead forms' fields", () => {
  test('none turns the browser’s autocomplete off: it would not restore the field on Back (a failed post without JavaScript)', () => {
    const html = renderBloks(forms(), testContext('sv', 'production', { privacyPolicy: policy }));
    const inputs = [...html.matchAll(/<input\b[^>]*>/g)].map((m) => m[0]).filter((input) => !/type="hidden"/.test(input));
    expect(inputs.filter((input) => /name="companyIdentityNumber"/.test(input))).toHaveLength(2);
    expect(inputs.filter((input) => /autoComplete="off"/i.test(input))).toEqual([]);
  });
});
