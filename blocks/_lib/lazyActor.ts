import { useCallback, useEffect, useRef, useState } from 'react';
import type { Actor, AnyActorLogic, EventFromLogic, SnapshotFrom } from 'xstate';
import type * as ChromeMachinesModule from './chromeMachines';

type ChromeMachines = typeof ChromeMachinesModule;

let loading: Promise<ChromeMachines> | undefined;
let loaded: ChromeMachines | undefined;

/**
 * Fetches the chrome's machines (chromeMachines.ts), once. A failed fetch (offline, a deploy that
 * replaced the chunk) is forgotten, so the next interaction tries again.
 */
export function loadChromeMachines(): Promise<ChromeMachines> {
  loading ??= import('./chromeMachines').then(
    (chunk) => (loaded = chunk),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The chrome's machines chunk once it is there (whatever a running machine opened needs it for), else undefined. */
export const loadedChromeMachines = (): ChromeMachines | undefined => loaded;

/** The interactions after which the visitor is likely to need the chrome soon: its chunk is fetched then. */
const WARM_UP_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Fetches the chrome's machines on the visitor's first pointer movement, touch, key or focus anywhere, so
 * they are usually there by the click that needs them. Returns the listeners' removal.
 */
export function warmUpOnFirstInteraction(target: EventTarget = document): () => void {
  const warmUp = () => {
    stop();
    loadChromeMachines().catch(() => undefined); // a failure is retried by the interaction that needs it
  };
  const stop = () => {
    for (const type of WARM_UP_EVENTS) target.removeEventListener(type, warmUp, true);
  };
  for (const type of WARM_UP_EVENTS) target.addEventListener(type, warmUp, { capture: true, passive: true });
  return stop;
}

/** Two events with the same fields, each the same value. */
function sameEvent(a: object | undefined, b: object): boolean {
  if (!a) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);
}

export interface LazyActor<TLogic extends AnyActorLogic> {
  /** The running machine's snapshot; undefined until it runs (the island shows its machine's initial look). */
  snapshot: SnapshotFrom<TLogic> | undefined;
  /** Sends the event, starting the machine first if it is not running: the event waits for it, in order. */
  send: (event: EventFromLogic<TLogic>) => void;
  /** Sends the event to a running machine only: one that has not started has nothing to close or forget. */
  tell: (event: EventFromLogic<TLogic>) => void;
}

/**
 * An XState actor started on demand (issue 10): the machine and xstate arrive with the first event
 * sent to it, not with the page. `create` makes the actor once its code is there (measure the input
 * then, not at render). Events sent while it loads are delivered in order once it runs (one sent again
 * right after itself counts once); if it cannot load they are dropped (the visitor's next interaction
 * tries again) and the error is reported. The actor stops with the component.
 */
export function useLazyActor<TLogic extends AnyActorLogic>(create: () => Promise<Actor<TLogic>>): LazyActor<TLogic> {
  const [snapshot, setSnapshot] = useState<SnapshotFrom<TLogic>>();
  const actor = useRef<Actor<TLogic> | null>(null);
  /** Events waiting for the actor; null while none is being created. */
  const waiting = useRef<EventFromLogic<TLogic>[] | null>(null);
  const creator = useRef(create);
  const mounted = useRef(false);

  useEffect(() => {
    creator.current = create;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      actor.current?.stop();
      actor.current = null;
      waiting.current = null;
    };
  }, []);

  const send = useCallback((event: EventFromLogic<TLogic>) => {
    if (actor.current) {
      actor.current.send(event);
      return;
    }
    if (waiting.current) {
      // The same event again while the code loads is the visitor asking again (nothing happened yet), not twice:
      // a second tap on the burger must not queue a close after the open.
      if (!sameEvent(waiting.current[waiting.current.length - 1], event)) waiting.current.push(event);
      return;
    }
    waiting.current = [event];
    creator.current().then(
      (created) => {
        const events = waiting.current;
        waiting.current = null;
        if (!mounted.current || !events) return;
        actor.current = created;
        created.subscribe((next) => setSnapshot(next));
        created.start();
        setSnapshot(created.getSnapshot());
        for (const queued of events) created.send(queued);
      },
      (error: unknown) => {
        waiting.current = null;
        reportError(error);
      },
    );
  }, []);

  const tell = useCallback((event: EventFromLogic<TLogic>) => actor.current?.send(event), []);

  return { snapshot, send, tell };
}
