import type { ReactNode } from 'react';
import { LocaleDocument } from '../../../templates/LocaleDocument';

// Draft pages share the locale layout's document (the same <html>, theme and application wrapper), without what
// serves visitors only: the consent banner, the tag manager and the chat.
export { generateMetadata, generateStaticParams, viewport } from '../../[locale]/layout';

export default async function DraftLocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return (
    <LocaleDocument locale={(await params).locale} draft>
      {children}
    </LocaleDocument>
  );
}
