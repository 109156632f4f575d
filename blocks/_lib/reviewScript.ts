/**
 * The widget script's URL when its origin is one of the configured review providers (the same list
 * gives the CSP its origins), else why not. The block and content:check (site/lib/contentChecks.ts) ask the same.
 */
export function reviewScriptSource(url: string, allowed: readonly string[]): { src: string } | { refused: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { refused: `scriptUrl "${url.slice(0, 80)}" is not a URL; the widget script was not loaded` };
  }
  if (!allowed.includes(parsed.origin)) {
    return {
      refused: `scriptUrl "${url.slice(0, 80)}" is not from an allowed review provider (${allowed.join(', ') || 'none configured'}: REVIEW_SCRIPT_ORIGINS); the widget script was not loaded`,
    };
  }
  return { src: parsed.href };
}
