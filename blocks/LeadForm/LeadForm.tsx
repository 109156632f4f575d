import { defineBlock } from '../_ui/context';
import { blockId } from '../_ui/ids';
import { leadFormLabels, pagePath, privacyNotice } from '../_ui/leadFormLabels';
import { Prose } from '../_ui/Prose';
import { TitledSection } from '../_ui/TitledSection';
import { LazyLeadFormView } from './LeadForm.lazy';
import styles from './LeadForm.module.css';
import '../_ui/LeadFormView.styles';

/** The contact form: name, email, phone and organisation number; a thank-you dialog on success. */
export default defineBlock('LeadForm', function LeadForm({ blok, ctx }) {
  const notice = privacyNotice(blok.privacyText, ctx);
  return (
    <TitledSection blok={blok} title={blok.title} text={blok.text} background={blok.background} size={blok.size} ctx={ctx}>
      <div className={styles.form}>
        <LazyLeadFormView
          kind="contact"
          anchor={blockId(ctx, blok, 'form-')}
          locale={ctx.locale}
          page={pagePath(ctx)}
          apiBaseUrl={ctx.apiBaseUrl}
          action={ctx.leadFormAction}
          borrowerAppUrl={ctx.borrowerAppUrl}
          labels={leadFormLabels(ctx, blok.submitText)}
          thankYouTitle={blok.thankYouTitle}
          thankYou={<Prose doc={blok.thankYouText} ctx={ctx} compact />}
          footer={notice && <Prose doc={notice} ctx={ctx} compact />}
        />
      </div>
    </TitledSection>
  );
});
