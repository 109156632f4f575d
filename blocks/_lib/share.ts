/**
 * Share links of a blog article (SPEC §2, §8, §9): facebook, twitter and linkedin, each a real share
 * URL (so the link works without script), opened by the island in a 570×570 popup. Any other network
 * is a developer error.
 */
export const SHARE_NETWORKS = ['facebook', 'twitter', 'linkedin'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

const SHARE_POPUP = { width: 570, height: 570 } as const;

/** The network's share URL for a page. Throws for a network other than facebook, twitter and linkedin. */
export function shareUrl(network: string, page: { url: string; title: string }): string {
  const u = encodeURIComponent(page.url);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(page.title)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    default:
      throw new Error(`Invalid share network "${network}": only ${SHARE_NETWORKS.join(', ')} are supported`);
  }
}

/** window.open features of the share popup, centred over the current window. */
export function popupFeatures(win: { screenX: number; screenY: number; outerWidth: number; outerHeight: number }): string {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}
