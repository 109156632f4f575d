/** The language menu machine's selector, apart from the machine so that the menu reads it without loading xstate. */
import type { LanguageMenuSnapshot } from './languageMenu.machine';

export const isOpen = (snapshot: LanguageMenuSnapshot): boolean => snapshot.matches('open');
