/**
 * The browser's error reporting follows the visitor's analytics consent (site/instrumentation-client.ts): the SDK
 * is loaded and started once analytics is granted (now, from the consent cookie, or later on the page), and
 * stopped, with the replay's stored session removed, when it is withdrawn. Replay keeps its session in
 * sessionStorage and tracing reports every page view, neither of which a visitor asked for (LEK 9 kap. 28 §, the
 * ePrivacy directive's art. 5(3)); the server reports its own errors either way.
 */

/** The part of @sentry/nextjs this needs. */
export interface BrowserSentry {
  init(options: object): unknown;
  replayIntegration(options: { beforeAddRecordingEvent: <T>(event: T) => T }): unknown;
  addEventProcessor(processor: <T>(event: T) => T): void;
  getReplay(): { stop(): Promise<void> } | undefined;
  close(): PromiseLike<boolean>;
}

export interface ConsentSource {
  granted: () => boolean;
  subscribe: (onChange: () => void) => unknown;
}

/** Where the replay keeps its session (the SDK's key). */
export const REPLAY_SESSION_KEY = 'sentryReplaySession';

/** Starts Sentry when consent allows and stops it when consent goes; `load` imports the SDK (once). */
export function followConsent(
  options: object,
  load: () => Promise<BrowserSentry>,
  consent: ConsentSource,
  storage: () => Storage | null,
  scrub: <T>(event: T) => T,
): void {
  let sdk: Promise<BrowserSentry> | null = null;
  const follow = () => {
    if (!sdk && consent.granted()) {
      sdk = load();
      void sdk.then((Sentry) => {
        // Replay events pass neither beforeSend nor beforeBreadcrumb: the scrubber sees them as an event processor,
        // and the recording's own events (the page's address with its query) before they are kept.
        Sentry.init({ ...options, integrations: [Sentry.replayIntegration({ beforeAddRecordingEvent: scrub })] });
        Sentry.addEventProcessor(scrub);
      });
    } else if (sdk && !consent.granted()) {
      // Withdrawn: nothing more is recorded or sent from this page (until a reload), and the replay's session goes.
      void sdk.then(async (Sentry) => {
        await Sentry.getReplay()?.stop();
        await Sentry.close();
        try {
          storage()?.removeItem(REPLAY_SESSION_KEY);
        } catch {
          // Storage blocked: nothing is stored either.
        }
      });
    }
  };
  follow();
  consent.subscribe(follow);
}
