/** What the server does at its start on Node.js (site/instrumentation.ts imports it there only). */
import { EnvError, getEnv } from '../config/env';

/**
 * A server whose environment is invalid stops at its start with the message naming the variable (README: "a bad
 * value stops the server"). Next only logs what register() throws and goes on serving, so such a server answered
 * 500 to every request while it looked healthy to systemd and to a port check.
 */
export function refuseInvalidEnvironment(read: () => unknown = getEnv, exit: (code: number) => void = (code) => process.exit(code)): boolean {
  try {
    read();
    return true;
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`${error.message}\nThe server stops: set the variable right and start it again.`);
    exit(1);
    return false;
  }
}
