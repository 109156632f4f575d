import { defineBlock } from '../_ui/context';
import { blockId } from '../_ui/ids';
import { leadFormLabels, pagePath, privacyNotice } from '../_ui/leadFormLabels';
import { Picture } from '../_ui/Picture';
import { Prose } from '../_ui/Prose';
import { Section } from '../_ui/Section';
import { SectionTitle } from '../_ui/SectionTitle';
import { WholeEnd } from '../_ui/WholeEnd';
import { LazyLeadFormView } from './HeroGetStartedForm.lazy';
import styles from './HeroGetStartedForm.module.css';
import '../_ui/LeadFormView.styles';

/** Start onboarding: email, phone and organisation number; on success the visitor continues in the app. */
export default defineBlock('HeroGetStartedForm', function HeroGetStartedForm({ blok, ctx }) {
  const titleId = blockId(ctx, blok, 't-');
  const notice = privacyNotice(blok.privacyText, ctx);
  return (
    <Section background={blok.background} size={blok.size} labelledBy={titleId}>
      {/* Whole: the text is centred on the form beside it, and text painted before the form arrived moved after. */}
      <div className={styles.grid} data-whole>
        <div className={styles.text}>
          <SectionTitle id={titleId}>{blok.title}</SectionTitle>
          <Prose doc={blok.text} ctx={ctx} className={styles.lead} />
          {blok.image && <Picture asset={blok.image} sizes="(min-width: 64em) 30vw, 100vw" priority={ctx.opening} className={styles.image} />}
        </div>
        <LazyLeadFormView
          kind="hero"
          anchor={blockId(ctx, blok, 'form-')}
          locale={ctx.locale}
          page={pagePath(ctx)}
          apiBaseUrl={ctx.apiBaseUrl}
          action={ctx.leadFormAction}
          borrowerAppUrl={ctx.borrowerAppUrl}
          labels={leadFormLabels(ctx, blok.submitText)}
          footer={notice && <Prose doc={notice} ctx={ctx} compact />}
        />
        <WholeEnd />
      </div>
    </Section>
  );
});
