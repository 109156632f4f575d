'use client';

import { useParams } from 'next/navigation';
import { lazy, Suspense, useEffect } from 'react';
import { isLocale } from '~/contracts/locales';

/**
 * The status view, fetched only when this boundary shows (as global-error.tsx does): the boundary is part of
 * every page's first load (issue 10), its view and both languages' texts need not be.
 */
const StatusView = lazy(() => import('../../templates/StatusView').then((m) => ({ default: m.StatusView })));

/**
 * A page whose rendering failed outside every block's own containment (a template, the layout's
 * children, a route error). Blocks never reach this: each one fails on its own.
 */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { locale } = useParams<{ locale: string }>();
  useEffect(() => {
    // Handed on like an uncaught error, so error reporting (Sentry's global handlers, when configured) sees it.
    if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  }, [error]);
  return (
    <Suspense>
      <StatusView code="500" title="errorTitle" text="errorText" locales={isLocale(locale) ? [locale] : undefined} onRetry={reset} />
    </Suspense>
  );
}
