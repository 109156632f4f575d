import { expect, test } from 'vitest';
import { getStrings } from '../i18n';
import { ACCEPT_ALL } from '~/blocks/_lib/consent';
import { consentTexts, offeredChoice } from './consentTexts';

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

test('what the dialog saves refuses a category it does not offer: the chat an earlier "Accept all" granted, where the site has none', () => {
  const strings = getStrings('sv');
  expect(offeredChoice(ACCEPT_ALL, consentTexts(undefined, strings, { chat: false }))).toEqual({ analytics: true, marketing: true, chat: false });
  expect(offeredChoice(ACCEPT_ALL, consentTexts(undefined, strings))).toEqual(ACCEPT_ALL);
});
