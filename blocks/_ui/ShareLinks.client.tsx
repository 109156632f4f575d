'use client';

import type { MouseEvent } from 'react';
import { popupFeatures, SHARE_NETWORKS, shareUrl, type ShareNetwork } from '../_lib/share';
import styles from './ShareLinks.module.css';
import { isModifiedClick } from '../_lib/events';
import { WholeEnd } from './WholeEnd';

const NAMES: Record<ShareNetwork, string> = { facebook: 'Facebook', twitter: 'X (Twitter)', linkedin: 'LinkedIn' };

// Simple marks drawn for this site (24×24, currentColor); the network's name is the link's text.
const MARKS: Record<ShareNetwork, string> = {
  facebook: 'M14 8h2.5V4.5H14c-2.5 0-4 1.6-4 4.1V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V9c0-.6.4-1 1-1z',
  twitter: 'M4 4l6.6 8.8L4.3 20h1.9l5.2-5.9L15.8 20H20l-7-9.3L18.9 4H17l-4.8 5.4L8.2 4z',
  linkedin:
    'M5 9h3v11H5zM6.5 4a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM10 9h2.9v1.5c.5-.9 1.7-1.8 3.4-1.8 3.2 0 3.7 2.1 3.7 4.8V20h-3v-5.8c0-1.4 0-3-1.9-3s-2.1 1.4-2.1 2.9V20h-3z',
};

/**
 * Share links (SPEC §2, §9): each href is the network's real share URL, so it works without script
 * (in a new tab); with script a click opens it in a 570×570 popup instead. A network other than
 * facebook, twitter and linkedin is a developer error (shareUrl throws).
 */
export function ShareLinks({
  url,
  title,
  label,
  shareOn,
  opensIn,
  networks = SHARE_NETWORKS,
}: {
  url: string;
  title: string;
  label: string;
  shareOn: string;
  /** Where the link opens, for screen readers: a popup window (issue 14). */
  opensIn: string;
  networks?: readonly ShareNetwork[];
}) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>, network: ShareNetwork) => {
    if (isModifiedClick(e)) return;
    const popup = window.open(e.currentTarget.href, `share-${network}`, popupFeatures(window));
    if (!popup) return; // blocked: the link opens in a new tab as it would without script
    popup.opener = null;
    e.preventDefault();
  };
  return (
    // Whole: the label is centred on the links beside it, and moved down as they arrived.
    <nav className={styles.share} aria-label={label} data-whole>
      <p className={styles.label} aria-hidden="true">
        {label}
      </p>
      <ul className={styles.list}>
        {networks.map((network) => (
          <li key={network}>
            <a
              className={styles.link}
              href={shareUrl(network, { url, title })}
              target="_blank"
              rel="noopener noreferrer"
              data-share={network}
              onClick={(e) => onClick(e, network)}
            >
              <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
                <path d={MARKS[network]} />
              </svg>
              <span className="visually-hidden">{`${shareOn} ${NAMES[network]} (${opensIn})`}</span>
            </a>
          </li>
        ))}
      </ul>
      <WholeEnd />
    </nav>
  );
}
