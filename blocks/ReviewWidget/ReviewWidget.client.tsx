'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { consentSnapshot, hasConsent, subscribeConsent, type OptionalCategory } from '../_lib/consent';
import { loadScript } from '../_lib/scripts';

/**
 * The review provider's widget container and script. The script loads once the container comes near
 * the window (200 px ahead) and only while the visitor has granted `consent`; a consent given later
 * on the page loads it then. A failed load is swallowed: the rating summary rendered on the server
 * stays and says the same thing.
 */
export function ReviewWidgetScript({
  src,
  provider,
  consent,
  className,
}: {
  src: string;
  provider: string;
  consent: OptionalCategory;
  className?: string | undefined;
}) {
  const container = useRef<HTMLDivElement>(null);
  const state = useSyncExternalStore(subscribeConsent, consentSnapshot, () => '');

  useEffect(() => {
    const element = container.current;
    if (!element || !hasConsent(consent)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        loadScript(src).catch(() => undefined);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [src, consent, state]);

  return <div ref={container} className={className} data-review-widget={provider} />;
}
