'use client';

import Script from 'next/script';
import { useEffect, useState } from 'react';

/**
 * The review provider's widget script, loaded in the browser's idle time (next/script lazyOnload).
 * Only rendered once mounted and online, so an offline visit requests nothing; a failed load is
 * swallowed: the rating summary rendered on the server stays and says the same thing.
 */
export function ReviewWidgetScript({ src }: { src: string }) {
  const [online, setOnline] = useState(false);
  useEffect(() => setOnline(navigator.onLine), []);
  if (!online) return null;
  return <Script src={src} strategy="lazyOnload" onError={() => undefined} />;
}
