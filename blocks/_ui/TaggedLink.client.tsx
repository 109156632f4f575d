'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentPropsWithoutRef, MouseEvent, ReactNode } from 'react';
import { browserStorage, loadCampaignTags, taggedHref } from '../_lib/campaignTags';
import { isModifiedClick } from '../_lib/events';

type Props = Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'onClick'> & { href: string; internal: boolean; children?: ReactNode };

/** The app router, or null outside one (a block rendered on its own, as the contract tests do). */
function useOptionalRouter(): ReturnType<typeof useRouter> | null {
  try {
    return useRouter(); // always called, so the hook order is stable; it only throws when no router is mounted
  } catch {
    return null;
  }
}

/**
 * A link with the send-status flag (SPEC §2): on click it reads the stored campaign tags and goes to
 * the base link plus utm_source, utm_medium, utm_campaign, utm_content and term. With no tags stored
 * the plain link is followed. The server renders the plain href, so it works before script loads.
 */
export function TaggedLink({ href, internal, children, ...rest }: Props) {
  const router = useOptionalRouter();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    const target = taggedHref(href, loadCampaignTags(browserStorage()));
    if (target === href) return;
    e.currentTarget.href = target; // the default action (or a new tab) follows the rewritten href
    // A new tab follows the rewritten href by itself; only a same-tab internal link needs the router.
    if (internal && !isModifiedClick(e) && !e.defaultPrevented && rest.target !== '_blank') {
      e.preventDefault();
      if (router) router.push(target);
      else window.location.assign(target);
    }
  };
  return internal ? (
    <Link href={href} onClick={onClick} {...rest}>
      {children}
    </Link>
  ) : (
    <a href={href} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
