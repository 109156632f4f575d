import type { UiStrings } from '~/blocks/_ui/strings';

export const en = {
  languageName: 'English',
  languageMenu: 'Language',
  skipToContent: 'Skip to content',
  home: 'Flodvik – home',
  mainNavigation: 'Main menu',
  openMenu: 'Menu',
  closeMenu: 'Close menu',
  callUs: 'Call us on',
  breadcrumbs: 'Breadcrumbs',
  opensInNewTab: 'opens in a new tab',
  download: 'Download',
  footerContact: 'Contact',
  footerLanguage: 'Language',
  faqCategories: 'Categories',
  notFoundTitle: 'Page not found',
  notFoundText: 'We cannot find the page you are looking for. It may have moved or been removed.',
  notFoundHome: 'Go to the start page',
} satisfies UiStrings;
