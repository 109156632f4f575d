import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { linkAttributes, linkName } from '~/engine/links';
import { isBlankText } from '~/engine/richtext';
import type { ResolvedLink } from '~/engine/types';
import { PAGE_LINK_ATTRIBUTE, SEND_STATUS_ATTRIBUTE } from '../_lib/pageLinks';

type AnchorProps = Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'children'>;

/**
 * The id of the hidden "opens in a new tab" text every page holds (site/app/[locale]/layout.tsx): a link
 * an editor set to open in a new tab is described by it, so a screen reader says so before the tab opens.
 */
export const NEW_TAB_HINT_ID = 'new-tab-hint';

/**
 * Renders a resolved content link (SPEC §2 marketing links) as server markup: internal pages (locale
 * already in the href) marked as page links, which the site's one listener opens without a page load
 * and prefetches on intent (blocks/_lib/pageLinks.ts); anchors and external links as plain links.
 * Without child text, the accessible label is the link's last path segment; a link that opens a new tab
 * says so (NEW_TAB_HINT_ID). With `sendStatus` the same listener appends the stored campaign tags on click.
 */
export function SmartLink({
  link,
  children,
  sendStatus = false,
  ...rest
}: {
  link: ResolvedLink;
  children?: ReactNode;
  sendStatus?: boolean;
} & AnchorProps) {
  // A text of spaces alone (an editor's " ", a no-break or zero-width space) names nothing either.
  const empty = children === undefined || children === null || children === false || (typeof children === 'string' && isBlankText(children));
  const label = empty ? { 'aria-label': rest['aria-label'] ?? linkName(link) } : {};
  const attributes = {
    ...linkAttributes(link),
    ...(link.target === '_blank' && { 'aria-describedby': rest['aria-describedby'] ? `${rest['aria-describedby']} ${NEW_TAB_HINT_ID}` : NEW_TAB_HINT_ID }),
    ...(link.kind === 'internal' && { [PAGE_LINK_ATTRIBUTE]: '' }),
    ...(sendStatus && (link.kind === 'internal' || link.kind === 'external') && { [SEND_STATUS_ATTRIBUTE]: '' }),
  };
  return (
    <a href={link.href} {...rest} {...attributes} {...label}>
      {children}
    </a>
  );
}
