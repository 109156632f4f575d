import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import '~/blocks/_ui/theme.css';
import { isLocale, LOCALES } from '~/contracts/locales';
import { getEnv } from '../../config/env';
import { AppShell } from '../../templates/AppShell.client';

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

// Only sv and en exist; anything else is the global 404.
export const dynamicParams = false;

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().siteUrl),
  title: { default: 'Flodvik', template: '%s · Flodvik' },
};

export const viewport: Viewport = { themeColor: '#1f1a5c', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <html lang={locale}>
      <body>
        {children}
        <AppShell />
      </body>
    </html>
  );
}
