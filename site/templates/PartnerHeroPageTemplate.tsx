import type { ReactNode } from 'react';
import { partnerAuthPath } from '~/blocks/_lib/partnerAuth';
import { Logo } from '~/blocks/_ui/Logo';
import { LazyPartnerAuthLink } from '~/blocks/_ui/PartnerAuthLink.lazy';
import { Picture } from '~/blocks/_ui/Picture';
import { Prose } from '~/blocks/_ui/Prose';
import { WholeEnd } from '~/blocks/_ui/WholeEnd';
import { Section } from '~/blocks/_ui/Section';
import type { Diagnostic } from '~/engine';
import { DiagnosticCard, showsDiagnostics } from '~/engine/render';
import { partnerAuthScript } from '../lib/partnerAuthScript';
import { SiteChrome } from './Chrome';
import { PageBody } from './PageBody';
import { storyWarnings } from '../lib/contentChecks';
import styles from './PartnerHeroPage.module.css';
import type { TemplateProps } from './types';
import '~/blocks/_ui/PartnerAuthLink.styles';

/**
 * The authorisation link, or what stands in for it when the partner has no oauth_auth_path (a developer
 * error, SPEC §8): the engine's pattern, a visible card in development and preview, reported and
 * left out in production. The rest of the page renders either way.
 */
function AuthorisationLink({ story, ctx }: Pick<TemplateProps<'PartnerHeroPage'>, 'story' | 'ctx'>): ReactNode {
  const c = story.content;
  let authPath: string;
  try {
    authPath = partnerAuthPath(c.partner);
  } catch (error) {
    const diagnostic: Diagnostic = {
      severity: 'error',
      component: c.component,
      uid: c._uid,
      pointer: '/content/partner/oauth_auth_path',
      message: error instanceof Error ? error.message : String(error),
    };
    ctx.report?.({ diagnostic, error });
    return showsDiagnostics(ctx.environment) ? <DiagnosticCard diagnostic={diagnostic} /> : null;
  }
  return (
    <>
      <LazyPartnerAuthLink baseUrl={ctx.borrowerAppUrl} authPath={authPath} query={ctx.query}>
        {c.ctaText}
      </LazyPartnerAuthLink>
      {/* The static page's link gets the visitor's query as soon as it is parsed, before the island has run
          (site/lib/partnerAuthScript.ts); a page rendered for its request has it in its HTML already. */}
      {ctx.query === undefined && <script dangerouslySetInnerHTML={{ __html: partnerAuthScript() }} />}
    </>
  );
}

/** Partner hero page (SPEC §2): a hero with the partner's logo and the link to the app's partner authorisation, then sections. */
export function PartnerHeroPageTemplate({ story, site, ctx, diagnostics }: TemplateProps<'PartnerHeroPage'>) {
  const c = story.content;
  const partnerLogo = c.partnerLogo ? { ...c.partnerLogo, alt: c.partnerLogo.alt || c.partner.name || '' } : undefined;
  const outline = storyWarnings(c);
  return (
    <SiteChrome site={site} ctx={ctx} diagnostics={[...diagnostics, ...outline]}>
      <Section background="LIGHT_IVORY" size="lg">
        <div className={styles.grid} data-with-image={c.image ? true : undefined}>
          <div className={styles.text}>
            {(partnerLogo || c.partner.name) && (
              // Whole: the row centres our logo on the partner's, taller, and painted before it arrived moved down after.
              <p className={styles.pair} data-whole>
                <Logo className={styles.ours} />
                <span className={styles.times} aria-hidden="true">
                  ×
                </span>
                {partnerLogo ? (
                  <Picture asset={partnerLogo} width={160} height={48} sizes="160px" className={styles.partnerLogo} />
                ) : (
                  <strong>{c.partner.name}</strong>
                )}
                <WholeEnd />
              </p>
            )}
            <h1 className={styles.title}>{c.title}</h1>
            <Prose doc={c.text} ctx={ctx} className={styles.lead} />
            <div className={styles.action}>
              <AuthorisationLink story={story} ctx={ctx} />
            </div>
          </div>
          {c.image && (
            <div className={styles.media}>
              <Picture asset={c.image} sizes="(min-width: 64em) 40vw, 100vw" priority />
            </div>
          )}
        </div>
      </Section>
      <PageBody bloks={c.body} ctx={ctx} opening={false} />
    </SiteChrome>
  );
}
