/**
 * A log of failures that repeat, bounded: the first failure of a kind (a Storyblok call's path and error, a refused
 * webhook, a form token another instance signed) is logged at once; the same again within a minute is counted, and
 * said with the next line logged for it. While Storyblok is down every page render fails the same reads again (the
 * site settings: a thousand times an outage, at 20 requests a second), and a line each buried what the operator needs.
 */

/** How many calls are remembered; past it the oldest is forgotten (and logged again at its next failure). */
const MAX_CALLS = 1_000;

/**
 * Returns whether the failure of `call` was logged now (false: counted, within a minute of its last line). The minute
 * is measured on a clock that only goes forward (`performance.now`): the wall clock set back an hour (NTP) kept a
 * repeating failure out of the log for that hour.
 */
export function createFailureLog(
  log: (line: string, ...details: unknown[]) => void = console.error,
  now: () => number = () => performance.now(),
  intervalMs = 60_000,
) {
  const calls = new Map<string, { at: number; more: number }>();
  /** `details` (an error object) go to the log beside the line when it is said. */
  return (call: string, message: string, ...details: unknown[]): boolean => {
    const t = now();
    const seen = calls.get(call);
    if (seen && t - seen.at < intervalMs) {
      seen.more++;
      return false;
    }
    log(seen && seen.more > 0 ? `${message} (and ${seen.more} more like it in the minute before)` : message, ...details);
    calls.delete(call);
    calls.set(call, { at: t, more: 0 });
    if (calls.size > MAX_CALLS) calls.delete(calls.keys().next().value!);
    return true;
  };
}
