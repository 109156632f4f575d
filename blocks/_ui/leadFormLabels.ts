import { localePath } from '../_lib/paths';
import { nodesShowNothing } from '~/engine/richtext';
import type { RichTextDoc } from '~/engine/types';
import type { BlockContext } from './context';
import type { LeadFormLabels } from './LeadFormView.client';

/** The form's words: field labels and states from the locale's dictionary, the button from content. */
export const leadFormLabels = (ctx: BlockContext, submit: string): LeadFormLabels => ({
  fields: {
    name: ctx.strings.fieldName,
    email: ctx.strings.fieldEmail,
    phone: ctx.strings.fieldPhone,
    companyIdentityNumber: ctx.strings.fieldCompanyIdentityNumber,
  },
  hints: { companyIdentityNumber: ctx.strings.fieldCompanyIdentityNumberHint },
  submit,
  sending: ctx.strings.sending,
  close: ctx.strings.close,
  failed: ctx.strings.leadFormFailed,
  timedOut: ctx.strings.leadFormTimedOut,
  cookiesNeeded: ctx.strings.leadFormCookiesNeeded,
});

/**
 * What stands under a lead form's button: the editor's privacy text, else the site's own notice linking to its privacy
 * page (the site settings' cookie policy link) in the dictionary's words (the banner's link text is a call to action of
 * its own), so no form asks for personal data without saying where their use is explained. Nothing when the site has
 * no such page either: content:check warns of the site settings then (site/lib/contentChecks.ts).
 */
export function privacyNotice(privacyText: RichTextDoc | undefined, ctx: BlockContext): RichTextDoc | undefined {
  // A text that shows nothing (its only image refused, its only blok left out) is no notice.
  if (privacyText && !nodesShowNothing(privacyText.content)) return privacyText;
  const policy = ctx.privacyPolicy;
  if (!policy) return undefined;
  const text = (words: string) => ({ type: 'text' as const, text: words, marks: [] });
  return {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [text(`${ctx.strings.leadPrivacyNotice} `), { type: 'link', link: policy, content: [text(ctx.strings.leadPrivacyLink)] }, text('.')],
      },
    ],
  };
}

/** The page a lead was sent from, as the visitor saw it (locale included). */
export const pagePath = (ctx: BlockContext) => localePath(ctx.locale, ctx.path);
