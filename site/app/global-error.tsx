'use client';

import { useEffect } from 'react';
import '~/blocks/_ui/theme.css';
import { StatusView } from '../templates/StatusView';

/** The last resort, when the root layout itself failed: its own document, in both languages. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  }, [error]);
  return (
    <html lang="sv">
      <body>
        <StatusView code="500" title="errorTitle" text="errorText" onRetry={reset} />
      </body>
    </html>
  );
}
