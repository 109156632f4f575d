import type { PluralForms } from '~/rules';

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
  /** The share links open a small popup window of the network, not a tab. */
  opensInPopup: string;
  download: string;
  footerContact: string;
  footerLinks: string;
  footerLanguage: string;
  faqCategories: string;
  /** Said once a visitor picks an FAQ category: how many questions it shows ("{count}", "{category}"). */
  faqShown: PluralForms;
  notFoundTitle: string;
  notFoundText: string;
  notFoundHome: string;
  errorTitle: string;
  errorText: string;
  errorRetry: string;
  carousel: string;
  /** aria-roledescription of a carousel with a title ("bildspel"; one without is a region named by `carousel`). */
  carouselRole: string;
  /** aria-roledescription of a slide. */
  carouselSlide: string;
  /** A slide's place among the slides, with `{n}` and `{total}` ("2 av 4"). */
  slidePosition: string;
  carouselSteps: string;
  showSlide: string;
  applyForJob: string;
  jobCategories: string;
  /** Said once a visitor picks a team: how many jobs it shows ("{count}", "{category}"). */
  jobsShown: PluralForms;
  pauseCarousel: string;
  playCarousel: string;
  fieldName: string;
  fieldEmail: string;
  fieldPhone: string;
  fieldCompanyIdentityNumber: string;
  /** Under the organisation number field: which number (a Swedish one; a sole trader's personnummer). */
  fieldCompanyIdentityNumberHint: string;
  sending: string;
  close: string;
  /** The contact form could not send its lead (a failure or a refusal of the endpoint). */
  leadFormFailed: string;
  /** The contact form waited too long for an answer and gave up. */
  leadFormTimedOut: string;
  /** Contact form: the CSRF cookie was refused twice, so the browser does not keep the cookie the form needs. */
  leadFormCookiesNeeded: string;
  /** Under a lead form whose content has no privacy text: the sentence before the link to the privacy page. */
  leadPrivacyNotice: string;
  /** That link's words (the privacy page's). */
  leadPrivacyLink: string;
  /** The page a form posted without JavaScript gets when its body is over the site's limit (site/proxy.ts, 413). */
  formTooLargeTitle: string;
  /** `{size}` is the limit, "1 MB". */
  formTooLargeText: string;
  /** The link back to the page the form was on. */
  formTooLargeBack: string;
  calculatorCost: string;
  calculatorPerWeek: string;
  calculatorPayout: string;
  calculatorFee: string;
  calculatorRate: string;
  /** The weekly loan's payments as they fall ("28 × 2 362 kr + 24 × 2 361 kr"). */
  calculatorWeeklyPayments: string;
  /** The button of a calculator's form without JavaScript. */
  calculatorCalculate: string;
  /** Changelog item types (FEAT, FIX, CHORE). */
  changelogFeature: string;
  changelogFix: string;
  changelogChore: string;
  /** The language the changelog's type names are written in ("en": SPEC's Feature, Fix, Chore on Swedish pages too). */
  changelogTypeLang: string;
  /** Label of a changelog link whose ticket reference cannot be read from it. */
  changelogDetails: string;
  /** Prefix read before a ticket reference: "Ärende FLX-123". */
  changelogTicket: string;
  /** Link to the blog when the section gives no text of its own. */
  blogAll: string;
  blogEmpty: string;
  /** Heading of the older articles listed by year below a blog section's cards. */
  blogArchive: string;
  /** The year group of articles without a publication date. */
  blogUndated: string;
  tags: string;
  /** "4,7 av 5": the word between the rating and the scale. */
  ratingOf: string;
  /** "1 omdöme", "{count} omdömen": a phrase with a count has its plural forms, for rules' formatCount. */
  reviewCount: PluralForms;
  reviewsRead: string;
  /** Byline: "Av Alva Exempelsson". */
  writtenBy: string;
  published: string;
  share: string;
  /** "Dela på Facebook" (accessible name of a share link). */
  shareOn: string;
  relatedArticles: string;
  /** Partner bar when the content gives no text: "i samarbete med <logo>". */
  partnerTogether: string;
  /** Cookie consent: the words used where the CMS's cookieConcent texts are empty. */
  consentTitle: string;
  consentText: string;
  consentAccept: string;
  consentReject: string;
  consentChoose: string;
  consentSave: string;
  consentPolicy: string;
  consentAlwaysOn: string;
  consentNecessary: string;
  consentAnalytics: string;
  consentMarketing: string;
  consentChat: string;
  /** The footer's button that reopens the consent choice. */
  consentSettings: string;
  /** The chat launcher: its name, while the provider's script loads, and when it failed. */
  chatOpen: string;
  chatLoading: string;
  chatFailed: string;
  /** The 503 page while the content service is down and a page has never been generated. */
  unavailableTitle: string;
  unavailableText: string;
}
