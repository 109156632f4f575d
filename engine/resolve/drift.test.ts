import { describe, expect, test } from 'vitest';
import { looksLikeMarkup } from './drift';

describe('a string in a rich-text field: Markdown or HTML, or plain text', () => {
  test.each([
    '## Rubrik',
    'Intro\n\n- ett\n- två',
    '1. Ansök\n2. Få svar',
    '> Ett citat',
    'Text med **fet** stil',
    'Se [villkoren](https://example.com/villkor)',
    '```\nkod\n```',
    '<p>Hej</p>',
    'Rad<br>rad',
  ])('%j is Markdown or HTML', (text) => {
    expect(looksLikeMarkup(text)).toBe(true);
  });
  test.each([
    'Första raden\nandra raden\n\nEtt nytt stycke',
    'Ring 08-123 45 67 - vi svarar',
    'Pris: 5 * 3 kr, räntan 2 % - 4 %',
    '2026. Ett bra år',
    'hej@flodvik.se',
    '#1 i Sverige',
    'Lån < 100 000 kr > 0 kr',
    '[utkast]',
  ])('%j is plain text', (text) => {
    expect(looksLikeMarkup(text)).toBe(false);
  });
});
