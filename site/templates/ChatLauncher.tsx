import type { ReactNode } from 'react';
import { WholeEnd } from '~/blocks/_ui/WholeEnd';
import styles from './ChatLauncher.module.css';

/**
 * The class of a <body> the launcher is drawn in: room below the page's end, so the launcher never covers the last
 * links (the footer's cookie settings and language menu on a phone). On <body> by the document that draws the launcher,
 * not found from the launcher (`body:has(> .launcher)`): Firefox before 121 drops a rule with :has().
 */
export const CHAT_ROOM_CLASS = styles.room;

/** The launcher's states, in its `data-chat-launcher` attribute (CSS and the marketing runtime read it). */
export type ChatStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * The support chat's launcher (issue 11): a small button standing in for the provider's widget,
 * rendered on the server with no JavaScript of its own. The marketing runtime (fetched on the first
 * click, or with chat consent) loads the provider's snippet and drives this markup through
 * `data-chat-launcher` (MarketingRuntime.client.tsx): "loading" disables the button, "loaded" hides
 * the launcher (the provider's widget takes over), "failed" shows why and lets the visitor try again.
 */
export function ChatLauncher({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    // Whole: pinned to the window's bottom right, a launcher painted before its label arrived grew leftwards after.
    <div className={styles.launcher} data-chat-launcher={'idle' satisfies ChatStatus} data-whole>
      <button type="button" className={styles.button}>
        {icon}
        <span data-chat-label className={styles.label}>
          {label}
        </span>
      </button>
      <p role="status" className={`visually-hidden ${styles.status}`} data-chat-status />
      <WholeEnd />
    </div>
  );
}
