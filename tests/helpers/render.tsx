import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { nothingToShow } from '~/blocks/_lib/emptySections';
import type { BlockContext } from '~/blocks/_ui/context';
import type { LeadFormAction } from '~/contracts/lead';
import type { AnyBlok, SiteConfig } from '~/codegen/generated/types';
import { interactive, registry } from '~/codegen/generated/registry';
import { RenderBlocks } from '~/engine/render';
import type { Diagnostic, Environment, ResolvedStory } from '~/engine/types';
import { samePathEverywhere, type Locale } from '~/contracts/locales';
import { getStrings } from '~/site/i18n';
import { CALLING_CODE } from '~/site/config/engine';
import { templates } from '~/site/templates';

/**
 * The site's server action as the server renders it: React asks a server reference for the form's
 * post fields ($$FORM_ACTION, kept through bind as useActionState binds it), so the form renders as
 * on the site (method POST to the page) rather than as a client-only action. Rendering never calls
 * it; posting a form is tested through the site (tests/browser/forms.browser.test.ts).
 */
function renderedServerAction(): LeadFormAction {
  const fields = () => ({ name: '$ACTION_ID_render-test', action: '', encType: 'multipart/form-data', method: 'POST', data: null });
  const refuse = () => Promise.reject(new Error('testContext: the lead form action is not called in render tests'));
  const reference: LeadFormAction = Object.assign(refuse, { $$FORM_ACTION: fields, bind: () => reference });
  return reference;
}

/** A render context like the site's, for server-rendering blocks in tests. */
export function testContext(locale: Locale = 'sv', environment: Environment = 'production', overrides: Partial<BlockContext> = {}): BlockContext {
  return {
    locale,
    path: '',
    strings: getStrings(locale),
    environment,
    registry,
    interactive,
    siteUrl: 'https://www.flodvik.example',
    borrowerAppUrl: 'https://app.example.test',
    callingCode: CALLING_CODE,
    apiBaseUrl: undefined,
    leadFormAction: renderedServerAction(),
    articles: [],
    // The page at its path in every locale, unless a test says otherwise.
    pagePaths: samePathEverywhere(overrides.path ?? ''),
    nothingToShow,
    ...overrides,
  };
}

export function renderBloks(bloks: readonly AnyBlok[], ctx: BlockContext = testContext()): string {
  return renderToString(<RenderBlocks bloks={bloks} ctx={ctx} />);
}

/** Server-renders a resolved story with the site's template of its content type (the page's <main> and chrome). */
export function renderStory(story: ResolvedStory, site: SiteConfig | null, ctx: BlockContext, diagnostics: readonly Diagnostic[] = []): string {
  const c = story.content;
  const page = (node: ReactNode) => renderToString(<>{node}</>);
  switch (c.component) {
    case 'Page':
      return page(templates.Page({ story: { ...story, content: c }, site, ctx, diagnostics }));
    case 'PartnerPage':
      return page(templates.PartnerPage({ story: { ...story, content: c }, site, ctx, diagnostics }));
    case 'BlogArticle':
      return page(templates.BlogArticle({ story: { ...story, content: c }, site, ctx, diagnostics }));
    case 'PartnerHeroPage':
      return page(templates.PartnerHeroPage({ story: { ...story, content: c }, site, ctx, diagnostics }));
    case 'SiteConfig':
      throw new Error('The site context is not a page');
  }
}
