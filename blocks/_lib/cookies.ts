/**
 * Reading one cookie out of a Cookie header or `document.cookie` (the same `a=1; b=2` format).
 * Shared by the browser HTTP client and the endpoint's CSRF check, so both agree on the value.
 */

/** The value of the first cookie called `name`, URL-decoded when it can be; undefined when absent. */
export function readCookie(cookies: string | null | undefined, name: string): string | undefined {
  if (!cookies) return undefined;
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
