import { ConsentSettingsButton } from '~/blocks/_ui/ConsentSettingsButton';
import { LanguageMenu } from '~/blocks/_ui/LanguageMenu';
import { Logo } from '~/blocks/_ui/Logo';
import { PhoneLink } from '~/blocks/_ui/PhoneLink';
import { SmartLink } from '~/blocks/_ui/SmartLink';
import { WholeEnd } from '~/blocks/_ui/WholeEnd';
import { Picture } from '~/blocks/_ui/Picture';
import { DiagnosticsPanel, showsDiagnostics } from '~/engine/render';
import { storyWarnings } from '../lib/contentChecks';
import { PageBody } from './PageBody';
import styles from './PartnerPage.module.css';
import chrome from './templates.module.css';
import type { TemplateProps } from './types';

/**
 * Partner landing page (SPEC §2): a fixed top bar with our logo, "i samarbete med <partner logo>" and
 * the phone; the sections; a minimal footer with the language switcher. No site navigation or footer,
 * so the visitor stays on the offer.
 */
export function PartnerPageTemplate({ story, site, ctx, diagnostics }: TemplateProps<'PartnerPage'>) {
  const c = story.content;
  const { strings } = ctx;
  // The partner's own number first; the site's number otherwise.
  const phone = c.phone || site?.navigation[0]?.phone || '';
  const company = site?.footer[0]?.companyName;
  const partnerLogo = c.partnerLogo ? { ...c.partnerLogo, alt: c.partnerLogo.alt || c.partnerName } : undefined;
  const outline = storyWarnings(c);
  const all = [...diagnostics, ...outline];
  return (
    <>
      <header className={styles.bar} data-partner-bar>
        {/* Whole: the phone pushed to the bar's end, the partner's text centred on its logo; painted in part, they moved. */}
        <div className={styles.inner} data-whole>
          <SmartLink link={{ kind: 'internal', href: `/${ctx.locale}` }} className={styles.home} aria-label={strings.home}>
            <Logo />
          </SmartLink>
          {(partnerLogo || c.partnerName) && (
            <p className={styles.partner}>
              <span className={styles.together}>{c.partnerText || strings.partnerTogether}</span>
              {partnerLogo ? (
                <Picture asset={partnerLogo} width={160} height={48} sizes="160px" className={styles.partnerLogo} />
              ) : (
                <strong>{c.partnerName}</strong>
              )}
            </p>
          )}
          {phone && <PhoneLink phone={phone} label={strings.callUs} callingCode={ctx.callingCode} className={styles.phone} />}
          <WholeEnd />
        </div>
      </header>
      <main id="main" tabIndex={-1} className={chrome.main}>
        {showsDiagnostics(ctx.environment) && <DiagnosticsPanel diagnostics={all} />}
        <PageBody bloks={c.body} ctx={ctx} />
      </main>
      <footer className={styles.footer}>
        {/* Whole: as the bar above, its end pushed right and its words centred on the row. */}
        <div className={styles.footerInner} data-whole>
          {company && <p className={styles.company}>{company}</p>}
          <ConsentSettingsButton label={strings.consentSettings} />
          <LanguageMenu locale={ctx.locale} path={ctx.path} paths={ctx.pagePaths} label={strings.footerLanguage} opensUp />
          <WholeEnd />
        </div>
      </footer>
    </>
  );
}
