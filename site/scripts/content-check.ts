/**
 * `npm run content:check`: validates every story with the same validators the site uses, prints each
 * diagnostic (where, component, path, message) and exits non-zero on an error: the content team's CI job.
 * Links to a page of the site that no story makes are warnings (deadLinks).
 *
 * - No Storyblok variable: the embedded content in site/content/ (or the folder given as argument).
 * - STORYBLOK_TOKEN set: every published story of the space (`--draft`: every draft, with
 *   STORYBLOK_PREVIEW_TOKEN), read in pages of 25 (the API's cheapest rate-limit tier), one page at a
 *   time, with backoff on 429. `--embedded` checks the embedded content even then.
 * Exit codes: 0 clean, 1 content errors, 2 the space could not be read.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { hrefPagePath, localePath, otherLocalePage } from '~/blocks/_lib/paths';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '~/contracts/locales';
import { formatDiagnostic, listContentFiles, type DatasourceEntry, type Diagnostic, type RawStory, type ResolvedStory } from '~/engine';
import { createStoryblokSource, type StoryblokSource } from '~/engine/sources/storyblok';
import { getEngine } from '../config/engine';
import { EnvError, getEnv } from '../config/env';
import { getMarketingConfig } from '../config/marketing';
import { renderChecks } from '../lib/contentChecks';
import { walkInternalLinks } from '../lib/deadLinks';
import { parseRedirects, REDIRECTS_DATASOURCE, redirectKey } from '../lib/redirectTable';
import { apiBaseUrl } from '../config/storyblok';
import { measureImages } from '../lib/imageSizes';
import { consentVersion } from '../templates/consentTexts';
import type { AnyStoryContent } from '~/codegen/generated/types';

const root = path.resolve(import.meta.dirname, '..', 'content');

export type Finding = Diagnostic & { file: string };

/** A resolved story and where its diagnostics are reported (its file, or its full slug in a space). */
interface Checked {
  file: string;
  tree: ResolvedStory;
}

/**
 * Links to a page of this site that no story makes: a visitor following one gets the 404. A story
 * link whose story is gone is reported by the engine already; this finds the rest, typed as a URL or a
 * path ("/sv/finns-inte") in any link field or text. Warnings: the page may be published later.
 */
export function deadLinks(checked: Checked[]): Finding[] {
  const pages = new Set(checked.map(({ tree }) => localePath(tree.locale as Locale, tree.path)));
  // The same path in another locale is no dead end either: the site sends the address there (to its
  // translation, or to that language's page: site/proxy.ts), as it does for a story link into the other folder.
  const isPage = (page: string) => pages.has(page);
  const alive = (page: string) => isPage(page) || otherLocalePage(page, isPage) !== undefined;
  const found: Finding[] = [];
  for (const { file, tree } of checked) {
    const reported = new Set<string>();
    walkInternalLinks(tree.content, '/content', (href, pointer) => {
      const page = hrefPagePath(href) ?? href;
      if (alive(page) || reported.has(page)) return;
      reported.add(page);
      found.push({
        file,
        severity: 'warning',
        component: '(link)',
        uid: '',
        pointer,
        message: `"${page}" is no page of the site: no story has that address (a visitor gets the 404)`,
      });
    });
  }
  return found;
}

/**
 * The cookie policy's version in each language's site settings (cookieConcent.version): the visitor's choice is one
 * cookie for the whole site, stored with the version of the page it was made on, and a page of another version asks
 * again. Versions that differ between the languages ask a visitor on every change of language: an error.
 */
export function consentVersionFindings(checked: Checked[]): Finding[] {
  const versions = checked.flatMap(({ file, tree }) => {
    const content = tree.content as AnyStoryContent;
    return content.component === 'SiteConfig' ? [{ file, locale: tree.locale, version: consentVersion(content.cookieConcent) }] : [];
  });
  if (versions.length === 0) return [];
  // A language without site settings asks under the banner's default version, "1".
  const every = [
    ...versions.map(({ locale, version }) => ({ locale, version, note: '' })),
    ...LOCALES.filter((locale) => !versions.some((v) => v.locale === locale)).map((locale) => ({
      locale,
      version: consentVersion(undefined),
      note: ' (no site settings)',
    })),
  ];
  if (new Set(every.map((v) => v.version)).size <= 1) return [];
  const all = every.map((v) => `${v.locale} "${v.version}"${v.note}`).join(', ');
  return versions.map(({ file }) => ({
    file,
    severity: 'error' as const,
    component: 'SiteConfig',
    uid: '',
    pointer: '/content/cookieConcent/version',
    message: `The cookie policy versions differ between the languages (${all}): the choice is one cookie for the whole site, so a visitor is asked again on every change of language. Give every language the same version`,
  }));
}

/**
 * The editors' redirects (lib/redirects.ts) that do nothing or lead nowhere: an entry the site cannot use, an old address
 * that is a page now (the page wins: the entry is never used), a new address of this site that no story has (a visitor
 * is sent on to the 404). Warnings: the entry may be for a page published later.
 */
export function redirectFindings(entries: readonly DatasourceEntry[], checked: Checked[]): Finding[] {
  const file = `datasource "${REDIRECTS_DATASOURCE}"`;
  const finding = (message: string): Finding => ({ file, severity: 'warning', component: '(redirect)', uid: '', pointer: '', message });
  const { targets, problems } = parseRedirects(entries);
  const pages = new Set(checked.map(({ tree }) => redirectKey(localePath(tree.locale as Locale, tree.path))));
  const found = problems.map(finding);
  for (const [from, to] of targets) {
    if (pages.has(from)) found.push(finding(`${from} is a page: its redirect to "${to}" is not used while the page is there`));
    const toPage = to.startsWith('/') ? redirectKey(to) : undefined;
    if (to.startsWith('/') && (toPage === undefined || !pages.has(toPage)))
      found.push(finding(`${from} leads to "${to}", which is no page of the site (a visitor gets the 404)`));
  }
  return found;
}

export async function checkContent(dir: string): Promise<{ files: number; diagnostics: Finding[] }> {
  const found: Finding[] = [];
  const checked: Checked[] = [];
  let files = 0;
  const engine = getEngine();
  const { reviewOrigins } = getMarketingConfig();
  for (const locale of LOCALES) {
    for (const entry of await listContentFiles(dir, locale, LOCALES)) {
      files++;
      const file = path.relative(process.cwd(), entry.file);
      let json: unknown;
      try {
        json = JSON.parse(await fs.readFile(entry.file, 'utf8'));
      } catch (error) {
        found.push({ file, severity: 'error', component: '(file)', uid: '', pointer: '', message: `Not valid JSON: ${(error as Error).message}` });
        continue;
      }
      await measureImages(json); // a logo's shape is checked from its size, which an address without one does not say
      const { tree, diagnostics } = engine.resolveStory(json, { locale });
      for (const d of [...diagnostics, ...(tree ? renderChecks(tree, reviewOrigins) : [])]) found.push({ ...d, file });
      if (tree) checked.push({ file, tree });
      if (tree && tree.path !== entry.path) {
        found.push({
          file,
          severity: 'error',
          component: '(story)',
          uid: '',
          pointer: '/full_slug',
          message: `full_slug "${tree.fullSlug}" does not match the file's place (${locale}/${entry.path || 'index'})`,
        });
      }
    }
  }
  const redirects = await getEngine().createEmbeddedSource(dir).listDatasourceEntries(REDIRECTS_DATASOURCE);
  return { files, diagnostics: [...found, ...deadLinks(checked), ...consentVersionFindings(checked), ...redirectFindings(redirects, checked)] };
}

/** Every story of a space, each resolved in the locale of its folder. */
export async function checkSpace(source: StoryblokSource, onPage?: (page: number, total: number) => void): Promise<{ files: number; diagnostics: Finding[] }> {
  const stories = await source.listEveryStory(onPage);
  const { reviewOrigins } = getMarketingConfig();
  const found: Finding[] = [];
  const checked: Checked[] = [];
  for (const story of stories) {
    const fullSlug = typeof story.full_slug === 'string' ? story.full_slug : `(story ${String(story.id)})`;
    const first = fullSlug.split('/')[0];
    const locale = isLocale(first) ? first : DEFAULT_LOCALE;
    if (!isLocale(first)) {
      found.push({
        file: fullSlug,
        severity: 'warning',
        component: '(story)',
        uid: '',
        pointer: '/full_slug',
        message: `outside the locale folders (${LOCALES.join(', ')}): the site never shows it`,
      });
    }
    await measureImages(story);
    const { tree, diagnostics } = getEngine().resolveStory(story satisfies RawStory, { locale });
    for (const d of [...diagnostics, ...(tree ? renderChecks(tree, reviewOrigins) : [])]) found.push({ ...d, file: fullSlug });
    if (tree && isLocale(first)) checked.push({ file: fullSlug, tree });
  }
  const redirects = await source.listDatasourceEntries(REDIRECTS_DATASOURCE);
  return { files: stories.length, diagnostics: [...found, ...deadLinks(checked), ...consentVersionFindings(checked), ...redirectFindings(redirects, checked)] };
}

/** How long one call of content:check may take, its retries and the API's Retry-After included. */
const CHECK_DEADLINE_MS = 5 * 60_000;

async function main(argv: string[]): Promise<number> {
  const draft = argv.includes('--draft');
  let env: ReturnType<typeof getEnv>;
  try {
    env = getEnv();
  } catch (error) {
    // A setting, not the content: its own exit code, so a content team's CI job does not report broken content.
    if (!(error instanceof EnvError)) throw error;
    console.error(`content:check: ${error.message} (a setting of this run, not the content)`);
    return 3;
  }
  const started = performance.now();
  const token = draft ? env.storyblokPreviewToken : env.storyblokToken;
  let result: { files: number; diagnostics: Finding[] };
  let what: string;
  if (argv.includes('--embedded') || (!draft && !token)) {
    const dir = argv.find((a) => !a.startsWith('--'));
    result = await checkContent(dir ? path.resolve(dir) : root);
    what = 'stories (embedded content)';
  } else {
    if (!token) {
      console.error('content:check --draft needs STORYBLOK_PREVIEW_TOKEN (the draft content of the space).');
      return 2;
    }
    const source = createStoryblokSource({
      baseUrl: apiBaseUrl(env.storyblokRegion, env.storyblokApiUrl),
      accessToken: token,
      version: draft ? 'draft' : 'published',
      config: getEngine().config,
      // A batch job, not a visitor: it waits out the API's Retry-After (a rate limit asking for a minute) instead of
      // giving up at the pages' 15 s.
      deadlineMs: CHECK_DEADLINE_MS,
      onWarning: (message) => console.warn(`\ncontent:check: ${message}`),
    });
    try {
      result = await checkSpace(source, (page, total) => process.stderr.write(`\rcontent:check: page ${page} of ${Math.max(1, Math.ceil(total / 25))}`));
      process.stderr.write('\n');
    } catch (error) {
      console.error(`\ncontent:check: the space could not be read: ${error instanceof Error ? error.message : String(error)}`);
      return 2;
    }
    what = `${draft ? 'draft' : 'published'} stories of the space`;
  }
  for (const d of result.diagnostics) console.log(`${d.file}: ${formatDiagnostic(d)}`);
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`content:check: ${result.files} ${what}, ${errors} error(s), ${result.diagnostics.length - errors} warning(s) in ${seconds} s`);
  return errors > 0 ? 1 : 0;
}

if (path.resolve(process.argv[1] ?? '') === path.resolve(import.meta.filename)) {
  process.exitCode = await main(process.argv.slice(2));
}
