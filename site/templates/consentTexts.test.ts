import { expect, test } from 'vitest';
import { getStrings } from '../i18n';
import { consentTexts } from './consentTexts';

test('the choice dialog offers the chat category only where the site has a chat', () => {
  const strings = getStrings('sv');
  expect(consentTexts(undefined, strings).categories.map((c) => c.id)).toEqual(['necessary', 'analytics', 'marketing', 'chat']);
  expect(consentTexts(undefined, strings, { chat: false }).categories.map((c) => c.id)).toEqual(['necessary', 'analytics', 'marketing']);
});

test('without settings, every text is the site\'s own word and the version is "1"', () => {
  const strings = getStrings('en');
  const texts = consentTexts(undefined, strings);
  expect([texts.title, texts.accept, texts.reject, texts.version]).toEqual([strings.consentTitle, strings.consentAccept, strings.consentReject, '1']);
});
