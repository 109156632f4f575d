/**
 * What the benchmarks that write leads share (bench:leads, bench:soak): the production build with the
 * embedded lead endpoint and its limits lifted, a visitor's token as the forms get it, and a lead.
 */
import { CSRF_COOKIE, CSRF_HEADER, CSRF_PATH, type CsrfTokenResponse, type LeadPayload } from '~/contracts/lead';
import { startSite, type RunningSite } from '../helpers/site';

const LIFTED = String(1_000_000_000);

/** `next start` with the embedded endpoint (no external API) storing in `dbFile`, no rate limit or daily cap in the way. */
export const startLeadSite = (dbFile: string): Promise<RunningSite> =>
  startSite({
    LEADS_DB_PATH: dbFile,
    API_BASE_URL: '',
    LEADS_CREATES_PER_MINUTE: LIFTED,
    LEADS_UPDATES_PER_MINUTE: LIFTED,
    LEADS_CREATES_PER_CLIENT_PER_DAY: LIFTED,
    LEADS_DAILY_CAP: LIFTED,
  });

/** The headers of a visitor's write: the cookie the token endpoint set and the token in the header. */
export async function visitorHeaders(site: RunningSite): Promise<Record<string, string>> {
  const answer = await fetch(`${site.baseUrl}${CSRF_PATH}`);
  if (answer.status !== 200) throw new Error(`GET ${CSRF_PATH} answered ${answer.status}: the build predates the token endpoint. Run \`npm run build\` again.`);
  const { token } = (await answer.json()) as CsrfTokenResponse;
  return { 'content-type': 'application/json', cookie: `${CSRF_COOKIE}=${token}`, [CSRF_HEADER]: token };
}

/** The n-th lead of a benchmark, each with its own e-mail address. */
export const benchLead = (n: number, bench: string): LeadPayload => ({
  data: { source: 'onboarding', email: `${bench}-${n}@firma.example`, phone: '070-123 45 67', companyIdentityNumber: '556036-0793', utmCampaign: bench },
  meta: { validateUniqueness: true, locale: 'sv', page: '/sv' },
});
