import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLocale } from '~/contracts/locales';
import { listPagePaths } from '../../../lib/content';
import { contentMetadata, loadContentPage, logMissingPage, renderContentPage, type PageParams } from '../../../lib/pages';

type Params = Promise<PageParams>;

// Content is revalidated every hour (SPEC §7), and at once by the publish webhook (/api/revalidate).
export const revalidate = 3600;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  const paths = await listPagePaths(params.locale);
  return paths.map((p) => ({ slug: p === '' ? [] : p.split('/') }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return contentMetadata(await loadContentPage(await params));
}

export default async function ContentPage({ params }: { params: Params }) {
  const page = await loadContentPage(await params);
  if (!page) {
    await logMissingPage(await params); // a published story the engine refuses: the log says why it is a 404
    notFound();
  }
  return renderContentPage(page);
}
