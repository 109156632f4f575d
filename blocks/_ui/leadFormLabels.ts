import { localePath } from '../_lib/paths';
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

/** The page a lead was sent from, as the visitor saw it (locale included). */
export const pagePath = (ctx: BlockContext) => localePath(ctx.locale, ctx.path);
