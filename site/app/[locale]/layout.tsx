import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '~/blocks/_ui/theme.css';
import { DEFAULT_LOCALE, isLocale, LOCALES } from '~/contracts/locales';
import { getEnv } from '../../config/env';
import { AppShell } from '../../templates/AppShell.client';

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

// Only sv and en exist: the page answers anything else with the 404 page (the layout must not call
// notFound(): nothing above it could render the 404). Not `dynamicParams = false` either: that would
// hold for every segment under this one, and a page published after the build could never be generated.

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().siteUrl),
  title: { default: 'Flodvik', template: '%s · Flodvik' },
};

export const viewport: Viewport = { themeColor: '#1f1a5c', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return (
    <html lang={isLocale(locale) ? locale : DEFAULT_LOCALE}>
      <body>
        {children}
        <AppShell />
      </body>
    </html>
  );
}
