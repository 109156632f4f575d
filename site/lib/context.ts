import { unstable_rethrow } from 'next/navigation';
import { nothingToShow } from '~/blocks/_lib/emptySections';
import { localePath } from '~/blocks/_lib/paths';
import type { ArticleSummary, BlockContext } from '~/blocks/_ui/context';
import { interactive, registry } from '~/codegen/generated/registry';
import { formatDiagnostic, type Diagnostic } from '~/engine';
import { samePathEverywhere, type Locale, type PagePaths } from '~/contracts/locales';
import { CALLING_CODE, RESERVED_IDS } from '../config/engine';
import { getEnv } from '../config/env';
import { getMarketingConfig } from '../config/marketing';
import { getStrings } from '../i18n';
import { createFailureLog } from './failureLog';
import { submitLeadForm } from './leads/action';

/**
 * Once a minute for each page's diagnostic, with a count of the renders between: a page rendered for every request
 * (a calculator's address with its values, every `?amount=` a visitor or a bot sends) said each again, in the log and
 * to error reporting.
 */
const said = createFailureLog((line, error) => console.error(line, error ?? ''));

/**
 * Logs what the page could not show, and sends it to error reporting when a DSN is configured. `page` is the
 * page's address (`/sv/om-oss`): a pointer like /content/body/3 is in every locale's copy of a page.
 */
export function reportDiagnostic({ diagnostic, error, page }: { diagnostic: Diagnostic; error?: unknown; page: string }): void {
  if (diagnostic.severity !== 'error') return;
  const message = `[content] ${page}: ${formatDiagnostic(diagnostic)}`;
  if (!said(`${page}\0${message}`, message, error)) return;
  if (!getEnv().sentryDsn) return;
  void import('@sentry/nextjs').then((Sentry) =>
    Sentry.withScope((scope) => {
      scope.setTags({ page, component: diagnostic.component, pointer: diagnostic.pointer || '/' });
      if (error instanceof Error) Sentry.captureException(error, { extra: { message } });
      else Sentry.captureMessage(message, 'error');
    }),
  );
}

/** The render context of one page. */
export function buildContext(
  locale: Locale,
  path: string,
  articles: readonly ArticleSummary[] = [],
  pagePaths: PagePaths = samePathEverywhere(path),
): BlockContext {
  const env = getEnv();
  const marketing = getMarketingConfig();
  return {
    locale,
    path,
    strings: getStrings(locale),
    environment: env.environment,
    registry,
    interactive,
    siteUrl: env.siteUrl,
    borrowerAppUrl: env.borrowerAppUrl,
    callingCode: CALLING_CODE,
    reservedIds: RESERVED_IDS,
    apiBaseUrl: env.apiBaseUrl,
    leadFormAction: submitLeadForm,
    report: (report) => reportDiagnostic({ ...report, page: localePath(locale, path) }),
    rethrow: unstable_rethrow,
    articles,
    pagePaths,
    reviewWidget: { origins: marketing.reviewOrigins, consent: marketing.reviewConsent },
    nothingToShow,
  };
}
