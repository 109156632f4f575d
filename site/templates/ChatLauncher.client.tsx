'use client';

import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { consentSnapshot, hasConsent, subscribeConsent } from '~/blocks/_lib/consent';
import { loadScript, whenIdle } from '~/blocks/_lib/scripts';
import styles from './ChatLauncher.module.css';

type Status = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * The support chat's launcher (issue 11): a small button standing in for the provider's widget.
 * Nothing of the provider loads before the visitor clicks it, or, with chat consent, before the
 * page is idle. Once the provider's snippet has loaded, its own widget takes over and the launcher
 * leaves; a snippet that fails to load says so and the button stays, to try again. The icon comes
 * rendered from the server (`icon`), so the icon set stays out of every page's first-load JS.
 */
export function ChatLauncher({
  scriptUrl,
  label,
  loadingLabel,
  failedLabel,
  icon,
}: {
  scriptUrl: string;
  label: string;
  loadingLabel: string;
  failedLabel: string;
  icon: ReactNode;
}) {
  const [status, setStatus] = useState<Status>('idle');
  const consent = useSyncExternalStore(subscribeConsent, consentSnapshot, () => '');

  const load = () => {
    setStatus('loading');
    loadScript(scriptUrl).then(
      () => setStatus('loaded'),
      () => setStatus('failed'),
    );
  };

  useEffect(() => {
    if (status !== 'idle' || !hasConsent('chat')) return;
    return whenIdle(load);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load only reads the URL, which is fixed for the page
  }, [consent, status]);

  if (status === 'loaded') return null;
  return (
    <div className={styles.launcher} data-chat-launcher={status}>
      <button type="button" className={styles.button} onClick={load} disabled={status === 'loading'} aria-busy={status === 'loading'}>
        {icon}
        <span>{status === 'loading' ? loadingLabel : label}</span>
      </button>
      <p role="status" className={status === 'failed' ? styles.failed : 'visually-hidden'}>
        {status === 'failed' ? failedLabel : ''}
      </p>
    </div>
  );
}
