import Link from 'next/link';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { lastPathSegment, linkAttributes } from '~/engine/links';
import { isBlankText } from '~/engine/richtext';
import type { ResolvedLink } from '~/engine/types';
import { TaggedLink } from './TaggedLink.client';

type AnchorProps = Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'children'>;

/**
 * The id of the hidden "opens in a new tab" text every page holds (site/app/[locale]/layout.tsx): a link
 * an editor set to open in a new tab is described by it, so a screen reader says so before the tab opens.
 */
export const NEW_TAB_HINT_ID = 'new-tab-hint';

/**
 * Renders a resolved content link (SPEC §2 marketing links): internal pages through next/link
 * (client-side navigation, locale already in the href), anchors and external links as plain
 * anchors. Without child text, the accessible label is the link's last path segment; a link that opens a
 * new tab says so (NEW_TAB_HINT_ID). With `sendStatus`
 * the link becomes a small island that appends the stored campaign tags on click.
 */
export function SmartLink({
  link,
  children,
  sendStatus = false,
  prefetch,
  ...rest
}: {
  link: ResolvedLink;
  children?: ReactNode;
  sendStatus?: boolean;
  /** next/link's prefetch of an internal page as it scrolls into view; false for links of a long list. */
  prefetch?: false;
} & AnchorProps) {
  // A text of spaces alone (an editor's " ", a no-break or zero-width space) names nothing either.
  const empty = children === undefined || children === null || children === false || (typeof children === 'string' && isBlankText(children));
  const label = empty ? { 'aria-label': rest['aria-label'] ?? (lastPathSegment(link.href) || link.href) } : {};
  const attributes = {
    ...linkAttributes(link),
    ...(link.target === '_blank' && { 'aria-describedby': rest['aria-describedby'] ? `${rest['aria-describedby']} ${NEW_TAB_HINT_ID}` : NEW_TAB_HINT_ID }),
  };
  if (sendStatus && (link.kind === 'internal' || link.kind === 'external')) {
    return (
      <TaggedLink href={link.href} internal={link.kind === 'internal'} {...rest} {...attributes} {...label}>
        {children}
      </TaggedLink>
    );
  }
  if (link.kind === 'internal') {
    return (
      <Link href={link.href} prefetch={prefetch} {...rest} {...attributes} {...label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} {...rest} {...attributes} {...label}>
      {children}
    </a>
  );
}
