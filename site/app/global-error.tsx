'use client';

import { lazy, Suspense, useEffect } from 'react';
import '~/blocks/_ui/theme.css';

/**
 * The status view, fetched only when this boundary shows: it would be in every page's first load otherwise
 * (issue 10). The page's own error boundary ([locale]/error.tsx) fetches the same chunk.
 */
const StatusView = lazy(() => import('../templates/StatusView').then((m) => ({ default: m.StatusView })));

/** The last resort, when the root layout itself failed: its own document, in both languages. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  }, [error]);
  return (
    <html lang="sv">
      <body>
        <Suspense>
          <StatusView code="500" title="errorTitle" text="errorText" onRetry={reset} />
        </Suspense>
      </body>
    </html>
  );
}
