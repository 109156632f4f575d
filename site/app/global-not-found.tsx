import type { Metadata } from 'next';
import '~/blocks/_ui/theme.css';
import { NotFoundView } from '../templates/StatusView';

export const metadata: Metadata = { title: 'Sidan finns inte · Page not found' };

// Any URL outside /sv and /en (SPEC §2: every page has a locale prefix).
export default function GlobalNotFound() {
  return (
    <html lang="sv">
      <body>
        <NotFoundView />
      </body>
    </html>
  );
}
