import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False on the server and while React hydrates the markup the server drew (its snapshot is the server's); true in every
 * render after that, and from the first render of a component the browser draws itself (a page the router opens).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
