/**
 * Reading one cookie out of a Cookie header (`a=1; b=2`): the CSRF check and the token endpoint.
 * The browser never reads the CSRF cookie (it is HttpOnly): it gets the token in the JSON answer.
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
