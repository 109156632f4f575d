/**
 * The UI strings blocks need, as a contract: the dictionaries in site/i18n/<locale>.ts implement it
 * (one per locale, same keys). Blocks read them from ctx.strings, never from a literal.
 */
export interface UiStrings {
  /** Name of this locale's language in itself: "Svenska", "English". */
  languageName: string;
  languageMenu: string;
  skipToContent: string;
  home: string;
  mainNavigation: string;
  openMenu: string;
  closeMenu: string;
  callUs: string;
  breadcrumbs: string;
  opensInNewTab: string;
  download: string;
  footerContact: string;
  footerLanguage: string;
  faqCategories: string;
  notFoundTitle: string;
  notFoundText: string;
  notFoundHome: string;
  carousel: string;
  carouselSteps: string;
  showSlide: string;
  applyForJob: string;
  jobCategories: string;
  pauseCarousel: string;
  fieldName: string;
  fieldEmail: string;
  fieldPhone: string;
  fieldCompanyIdentityNumber: string;
  sending: string;
  close: string;
  calculatorCost: string;
  calculatorPerWeek: string;
  calculatorPayout: string;
  calculatorFee: string;
  calculatorRate: string;
}
