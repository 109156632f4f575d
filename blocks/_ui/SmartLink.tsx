import Link from 'next/link';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { lastPathSegment } from '~/engine/links';
import type { ResolvedLink } from '~/engine/types';

type AnchorProps = Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'children'>;

/**
 * Renders a resolved content link (SPEC §2 marketing links): internal pages through next/link
 * (client-side navigation, locale already in the href), anchors and external links as plain
 * anchors. Without child text, the accessible label is the link's last path segment.
 */
export function SmartLink({ link, children, ...rest }: { link: ResolvedLink; children?: ReactNode } & AnchorProps) {
  const empty = children === undefined || children === null || children === '' || children === false;
  const label = empty ? { 'aria-label': rest['aria-label'] ?? (lastPathSegment(link.href) || link.href) } : {};
  const blank = link.target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (link.kind === 'internal') {
    return (
      <Link href={link.href} {...rest} {...blank} {...label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} {...rest} {...blank} {...label}>
      {children}
    </a>
  );
}
