/**
 * Where a page keeps its consent state (see consent.ts), in a module of its own: the layout's boot
 * island (site/templates/Marketing.client.tsx) ships with every page and must not bring consent.ts along.
 */
export const CONSENT_STATE_ATTRIBUTE = 'data-consent-state';
export const CONSENT_ASK = 'ask';

/**
 * The head script's reader of the consent cookie (site/lib/consentScript.ts), kept on window: it knows the policy
 * version, so the state can be read again when something took the attribute away or a restored page's is old.
 */
export const CONSENT_READER = '__consentState';

/** Dispatched on window after every saved choice (and when a restored page's choice changed). */
export const CONSENT_CHANGE_EVENT = 'consentchange';

/** The server-rendered controls the marketing runtime answers: the banner's buttons, the footers' cookie settings, the chat launcher. */
export const CONSENT_TRIGGERS = '[data-consent],[data-consent-settings],[data-chat-launcher] button';

/**
 * A banner button whose whole visible answer the head script gives at the click (site/lib/consentScript.ts: the
 * cookie written, the banner gone, focus moved): "Accept all" or "Reject all". What the marketing runtime adds (the
 * tag manager told, the chat's loader) can wait until the page has painted.
 */
export const answeredByHeadScript = (target: Element): boolean => {
  const action = target.getAttribute('data-consent');
  return action === 'accept-all' || action === 'reject-all';
};

/**
 * The window key of the head script's list of clicks on CONSENT_TRIGGERS made before the marketing layer
 * listens (before the page's scripts have run, on a slow phone seconds after the banner showed); the layer
 * takes them over, in order, and leaves null there.
 */
export const CONSENT_EARLY_CLICKS = '__consentClicks';

/**
 * <html data-consent-state>, put back from the cookie when something took it away: React renders the whole
 * document again after a hydration error (a password manager's icon beside an input before the scripts ran), and
 * that drops the attributes the head script set, so the banner vanished and a granted tag manager never loaded.
 * Null where no head script ran (a block rendered alone).
 */
export function pageConsentState(): string | null {
  const root = document.documentElement;
  const state = root.getAttribute(CONSENT_STATE_ATTRIBUTE);
  if (state !== null) return state;
  const read = (window as unknown as Partial<Record<typeof CONSENT_READER, unknown>>)[CONSENT_READER];
  if (typeof read !== 'function') return null;
  const restored = String((read as () => unknown)());
  root.setAttribute(CONSENT_STATE_ATTRIBUTE, restored);
  return restored;
}
