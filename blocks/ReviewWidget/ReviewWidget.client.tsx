'use client';

import Script from 'next/script';
import { useSyncExternalStore } from 'react';

/**
 * The review provider's widget script, loaded in the browser's idle time (next/script lazyOnload).
 * Only rendered once mounted and online, so an offline visit requests nothing; a failed load is
 * swallowed: the rating summary rendered on the server stays and says the same thing.
 */
function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function ReviewWidgetScript({ src }: { src: string }) {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => false,
  );
  if (!online) return null;
  return <Script src={src} strategy="lazyOnload" onError={() => undefined} />;
}
