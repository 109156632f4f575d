/**
 * Third-party scripts, added to the page only when a loader asks (after consent, on a click, or
 * when a widget scrolls into view): one <script async> per URL however often it is asked for, and
 * a promise that settles on load or error so the caller can show what happened.
 */
const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        loading.delete(src); // a later attempt (a second click) may try again
        script.remove();
        reject(new Error(`Could not load ${src}`));
      });
      document.head.appendChild(script);
    });
    loading.set(src, pending);
  }
  return pending;
}

/**
 * Runs `task` once the page has loaded and the browser is idle (a timeout bounds the wait where
 * requestIdleCallback is missing or the main thread stays busy), so third parties never compete
 * with the first paint or hydration. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) idleId = window.requestIdleCallback(() => !cancelled && task(), { timeout: timeoutMs });
    else timer = setTimeout(() => !cancelled && task(), 1);
  };
  const onLoad = () => run();
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', onLoad);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timer !== undefined) clearTimeout(timer);
  };
}
