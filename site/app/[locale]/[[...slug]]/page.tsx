import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { isLocale } from '~/contracts/locales';
import { buildContext, reportDiagnostic } from '../../../lib/context';
import { getEnv } from '../../../config/env';
import { listPagePaths, loadArticles, loadPage, localesWithPage, type LoadedPage } from '../../../lib/content';
import { pageMetadata } from '../../../lib/metadata';
import { templates } from '../../../templates';
import type { PageStoryName, Template, TemplateProps } from '../../../templates/types';

type Params = Promise<{ locale: string; slug?: string[] }>;

// Content is revalidated every hour (SPEC §7).
export const revalidate = 3600;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  const paths = await listPagePaths(params.locale);
  return paths.map((p) => ({ slug: p === '' ? [] : p.split('/') }));
}

async function load(params: Params): Promise<LoadedPage | null> {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return null;
  return loadPage(locale, (slug ?? []).map(decodeURIComponent).join('/'));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = await load(params);
  if (!page) return {};
  const { story } = page;
  const c = story.content;
  const isArticle = c.component === 'BlogArticle';
  return pageMetadata({
    seo: c.seo,
    fallbackTitle: 'title' in c && c.title ? c.title : story.name,
    fallbackDescription: 'preamble' in c ? c.preamble : undefined,
    fallbackImage: 'image' in c ? c.image?.src : undefined,
    locale: story.locale,
    path: story.path,
    siteName: 'Flodvik',
    siteUrl: getEnv().siteUrl,
    locales: await localesWithPage(story.path),
    article: isArticle ? { publishedTime: story.firstPublishedAt, authors: c.authorName ? [c.authorName] : [], tags: c.tags } : undefined,
  });
}

const byType: { [K in PageStoryName]: Template<K> } = templates;

/** Renders a story with the template of its content type, without a cast at the dispatch. */
function renderTemplate<K extends PageStoryName>(component: K, props: TemplateProps<K>): ReactNode {
  const render: Template<K> = byType[component];
  return render(props);
}

export default async function ContentPage({ params }: { params: Params }) {
  const page = await load(params);
  if (!page) notFound();
  const { story, site, diagnostics } = page;
  const ctx = buildContext(story.locale, story.path, await loadArticles(story.locale), await localesWithPage(story.path));
  if (ctx.environment === 'production') for (const diagnostic of diagnostics) reportDiagnostic({ diagnostic });
  return renderTemplate(story.content.component, { story, site, ctx, diagnostics });
}
