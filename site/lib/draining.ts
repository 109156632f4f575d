/**
 * Whether this server is draining: it has had SIGTERM and serves on for STOP_DRAIN_MS, its health answering 503 so that
 * a load balancer takes it out before it stops listening (site/lib/startup.ts `drainBeforeStop`). On the process's
 * global: the instrumentation that sets it and the health route that reads it are bundled apart.
 */
const DRAINING = Symbol.for('flodvik.server.draining');

type Flag = typeof globalThis & { [DRAINING]?: boolean };

export const isDraining = (): boolean => (globalThis as Flag)[DRAINING] === true;

export function startDraining(): void {
  (globalThis as Flag)[DRAINING] = true;
}

/** For tests: a server that is not stopping. */
export function resetDraining(): void {
  delete (globalThis as Flag)[DRAINING];
}
