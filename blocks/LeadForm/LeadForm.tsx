import type { LeadForm as LeadFormBlok } from '~/codegen/generated/types';
import type { BlockProps } from '~/engine/render/registry';
import type { BlockContext } from '../_ui/context';
import { leadFormLabels, pagePath } from '../_ui/leadFormLabels';
import { Prose } from '../_ui/Prose';
import { TitledSection } from '../_ui/TitledSection';
import { ContactFormView } from './LeadForm.client';
import styles from './LeadForm.module.css';

/** The contact form: name, email, phone and organisation number; a thank-you dialog on success. */
export default function LeadForm({ blok, ctx }: BlockProps<LeadFormBlok, BlockContext>) {
  return (
    <TitledSection uid={blok._uid} title={blok.title} text={blok.text} background={blok.background} size={blok.size} ctx={ctx}>
      <div className={styles.form}>
        <ContactFormView
          kind="contact"
          locale={ctx.locale}
          page={pagePath(ctx)}
          apiBaseUrl={ctx.apiBaseUrl}
          borrowerAppUrl={ctx.borrowerAppUrl}
          labels={leadFormLabels(ctx, blok.submitText)}
          thankYouTitle={blok.thankYouTitle}
          thankYou={<Prose doc={blok.thankYouText} ctx={ctx} compact />}
          footer={blok.privacyText ? <Prose doc={blok.privacyText} ctx={ctx} compact /> : undefined}
        />
      </div>
    </TitledSection>
  );
}
