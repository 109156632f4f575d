import type { UiStrings } from '~/blocks/_ui/strings';

export const sv = {
  languageName: 'Svenska',
  languageMenu: 'Språk',
  skipToContent: 'Hoppa till innehållet',
  home: 'Flodvik – till startsidan',
  mainNavigation: 'Huvudmeny',
  openMenu: 'Meny',
  closeMenu: 'Stäng menyn',
  callUs: 'Ring oss på',
  breadcrumbs: 'Brödsmulor',
  opensInNewTab: 'öppnas i en ny flik',
  download: 'Ladda ner',
  footerContact: 'Kontakt',
  footerLanguage: 'Språk',
  faqCategories: 'Kategorier',
  notFoundTitle: 'Sidan finns inte',
  notFoundText: 'Vi hittar inte sidan du letar efter. Den kan ha flyttats eller tagits bort.',
  notFoundHome: 'Till startsidan',
} satisfies UiStrings;
