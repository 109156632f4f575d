import type { UiStrings } from '~/blocks/_ui/strings';
import { ACCEPT_ALL, OPTIONAL_CATEGORIES, type ConsentCategory, type ConsentChoice } from '~/blocks/_lib/consent';
import type { SiteConfig } from '~/codegen/generated/types';
import type { ResolvedLink } from '~/engine/types';

/** What the consent banner and dialog show: the CMS's texts, the site's own words where a text is empty. */
export interface ConsentTexts {
  /** The policy version stored with a choice: a changed version asks again. */
  version: string;
  title: string;
  text: string;
  accept: string;
  reject: string;
  choose: string;
  save: string;
  close: string;
  alwaysOn: string;
  policy: { href: string; text: string } | null;
  categories: { id: ConsentCategory; title: string; text: string }[];
}

/** The site's privacy page (the cookie policy link of the site settings), for the consent banner and the lead forms. */
export function privacyPolicyLink(content: SiteConfig['cookieConcent'] | undefined): ResolvedLink | undefined {
  return content?.policyLink?.href ? content.policyLink : undefined;
}

/** The policy version a choice is stored with: the site settings' own, trimmed, and "1" where they name none (or are none). */
export function consentVersion(content: SiteConfig['cookieConcent'] | undefined): string {
  return content?.version?.trim() || '1';
}

/**
 * The banner's and the dialog's texts. `chat`: whether the site has a chat (CHAT_SCRIPT_URL); without one the dialog
 * offers no chat category to grant or refuse, for nothing would load.
 */
export function consentTexts(content: SiteConfig['cookieConcent'] | undefined, strings: UiStrings, { chat = true }: { chat?: boolean } = {}): ConsentTexts {
  const c = content ?? {
    version: '1',
    title: '',
    chooseText: '',
    saveText: '',
    policyLinkText: '',
    necessaryTitle: '',
    necessaryText: '',
    analyticsTitle: '',
    analyticsText: '',
    marketingTitle: '',
    marketingText: '',
    chatTitle: '',
    chatText: '',
  };
  const or = (text: string | undefined, fallback: string) => (text?.trim() ? text.trim() : fallback);
  const link = privacyPolicyLink(c);
  const policy = link ? { href: link.href, text: or(c.policyLinkText, strings.consentPolicy) } : null;
  return {
    version: consentVersion(c),
    title: or(c.title, strings.consentTitle),
    text: or(c.text, strings.consentText),
    accept: or(c.acceptText, strings.consentAccept),
    reject: or(c.rejectText, strings.consentReject),
    choose: or(c.chooseText, strings.consentChoose),
    save: or(c.saveText, strings.consentSave),
    close: strings.close,
    alwaysOn: strings.consentAlwaysOn,
    policy,
    categories: [
      { id: 'necessary', title: or(c.necessaryTitle, strings.consentNecessary), text: c.necessaryText },
      { id: 'analytics', title: or(c.analyticsTitle, strings.consentAnalytics), text: c.analyticsText },
      { id: 'marketing', title: or(c.marketingTitle, strings.consentMarketing), text: c.marketingText },
      ...(chat ? [{ id: 'chat' as const, title: or(c.chatTitle, strings.consentChat), text: c.chatText }] : []),
    ],
  };
}

/**
 * A choice with every category the dialog does not offer (the chat, where the site has none) refused, whatever was
 * stored: a visitor who unticked every box shown kept the chat an earlier "Accept all" had granted, and could not take
 * it back (Consent Mode's functionality_storage stayed granted, and a chat added later would have loaded).
 */
export function offeredChoice(choice: ConsentChoice, texts: Pick<ConsentTexts, 'categories'>): ConsentChoice {
  const only = { ...choice };
  for (const category of OPTIONAL_CATEGORIES) if (!texts.categories.some((shown) => shown.id === category)) only[category] = false;
  return only;
}

/** What "Accept all" grants, in the banner (its head script and the runtime) and in the dialog: what the site offers. */
export function acceptAllOffered(texts: Pick<ConsentTexts, 'categories'>): ConsentChoice {
  return offeredChoice(ACCEPT_ALL, texts);
}
