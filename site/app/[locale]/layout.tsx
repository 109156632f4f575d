import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '~/blocks/_ui/theme.css';
import { LOCALES } from '~/contracts/locales';
import { getEnv } from '../../config/env';
import { SITE_NAME, TITLE_TEMPLATE } from '../../lib/metadata';
import { indexingMetadata } from '../../lib/seo';
import { LocaleDocument } from '../../templates/LocaleDocument';

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

// Only sv and en exist: the page answers anything else with the 404 page (the layout must not call
// notFound(): nothing above it could render the 404). Not `dynamicParams = false` either: that would
// hold for every segment under this one, and a page published after the build could never be generated.

export function generateMetadata(): Metadata {
  const env = getEnv();
  return {
    metadataBase: new URL(env.siteUrl),
    title: { default: SITE_NAME, template: TITLE_TEMPLATE },
    ...indexingMetadata(env.siteUrlConfigured),
  };
}

export const viewport: Viewport = { themeColor: '#1f1a5c', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return <LocaleDocument locale={(await params).locale}>{children}</LocaleDocument>;
}
