/**
 * Test support (never imported by an island): walks a machine with `xstate/graph` and replays
 * every generated path in a real actor, to tell which states and transitions the paths reach.
 *
 * The expected sets are read from the machine definition itself (every state node; every
 * transition of every node, guarded alternatives, delayed and eventless ones included), so a
 * transition added later without a path to it fails the coverage test instead of rotting.
 */
import {
  createActor,
  isMachineSnapshot,
  SimulatedClock,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type DoneActorEvent,
  type ErrorActorEvent,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type Snapshot,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes, serializeSnapshot } from 'xstate/graph';

/** The machine's own events, and the done and error events of the actors it invokes. */
export type ScenarioEvent<TMachine extends AnyStateMachine> = (EventFromLogic<TMachine> & EventObject) | DoneActorEvent | ErrorActorEvent;

export interface Scenario<TMachine extends AnyStateMachine> {
  /** What the scenario sets up, for messages. */
  name: string;
  input?: InputFrom<TMachine>;
  /**
   * The event alphabet, with payloads. Delayed (`after`) events are added from the machine.
   * Invoked actors must be provided as never-settling fakes: their done and error events are
   * listed here and sent by the replay, so nothing settles behind its back. Each event is offered
   * only where it can arrive (see canArrive).
   */
  events: readonly ScenarioEvent<TMachine>[];
}

export interface Coverage {
  states: { expected: string[]; covered: string[] };
  transitions: { expected: string[]; covered: string[] };
  /** Replays where the real actor did not end in the snapshot the graph predicted. */
  disagreements: string[];
  /** Number of replayed paths: one per edge of the state graph. */
  paths: number;
}

function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)];
}

/** Every transition the definition declares, each with a readable, unique label. */
function declaredTransitions(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const labels = new Map<AnyTransitionDefinition, string>();
  const add = (node: AnyStateNode, eventType: string, list: readonly AnyTransitionDefinition[]) => {
    list.forEach((t, i) => {
      const targets = t.target?.map((n) => n.id).join(',') ?? '(stays)';
      const alternative = list.length > 1 ? ` #${i + 1}` : '';
      labels.set(t, `${node.id} on ${eventType}${alternative} -> ${targets}`);
    });
  };
  for (const node of allNodes(machine)) {
    for (const [eventType, list] of node.transitions) add(node, eventType, list);
    if (node.always) add(node, '(always)', node.always);
  }
  return labels;
}

/** Every state node's id except the root's (the root is always active). */
function declaredStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((n) => n.id);
}

/** Each delayed event type, with the state node whose timer sends it. */
function delayedEvents(machine: AnyStateMachine): Map<string, AnyStateNode> {
  return new Map(allNodes(machine).flatMap((node) => node.after.map((t) => [t.eventType, node] as const)));
}

const ACTOR_EVENT = /^xstate\.(?:done|error)\.actor\.(.+)$/;

/**
 * Only events that can really arrive: an invoked actor's done or error event while it runs, a
 * timer's event while its state is active. (An error event nobody handles fails a real actor.)
 */
function canArrive(snapshot: Snapshot<unknown>, event: EventObject, timers: Map<string, AnyStateNode>): boolean {
  if (!isMachineSnapshot(snapshot)) return true;
  const actorId = ACTOR_EVENT.exec(event.type)?.[1];
  if (actorId !== undefined) return actorId in snapshot.children;
  const timerNode = timers.get(event.type);
  return timerNode === undefined || snapshot._nodes.includes(timerNode);
}

function nodeIds(snapshot: Snapshot<unknown>): string[] {
  return isMachineSnapshot(snapshot) ? snapshot._nodes.map((n) => n.id) : [];
}

export function graphCoverage<TMachine extends AnyStateMachine>(machine: TMachine, scenarios: readonly Scenario<TMachine>[]): Coverage {
  // The graph walk and the replay send events outside the machine's own union (done, error,
  // delayed), so they work on the machine widened to any machine.
  const logic: AnyStateMachine = machine;
  const labels = declaredTransitions(logic);
  const rootId = logic.root.id;
  const coveredStates = new Set<string>();
  const coveredTransitions = new Set<string>();
  const disagreements: string[] = [];
  let paths = 0;

  for (const scenario of scenarios) {
    const own: readonly EventObject[] = scenario.events;
    const listed = new Set(own.map((e) => e.type));
    const timers = delayedEvents(logic);
    const events: EventObject[] = [...own, ...[...timers.keys()].filter((type) => !listed.has(type)).map((type) => ({ type }))];
    const options = {
      input: scenario.input,
      events,
      filterEvents: (snapshot: Snapshot<unknown>, event: EventObject) => canArrive(snapshot, event, timers),
    };
    const adjacency = getAdjacencyMap(logic, options);

    for (const path of getShortestPaths(logic, options)) {
      // Steps after the first carry the events that led along the path (the first is xstate.init).
      const prefix = path.steps.slice(1).map((s) => s.event);
      const vertex = adjacency[serializeSnapshot(path.state)];
      if (!vertex) throw new Error(`${scenario.name}: no vertex for ${serializeSnapshot(path.state)}`);
      for (const { event, state: predicted } of Object.values(vertex.transitions)) {
        paths += 1;
        const sequence = [...prefix, event];
        let failure: unknown = null;
        const actor = createActor(logic, {
          input: scenario.input,
          clock: new SimulatedClock(), // timers never fire by themselves: delayed events are sent
          inspect: (ev) => {
            // Called from inside createActor for the initial microsteps, so match by machine, not by actor.
            if (ev.type !== '@xstate.microstep' || !isMachineSnapshot(ev.snapshot) || ev.snapshot.machine !== logic) return;
            for (const t of ev._transitions) {
              coveredTransitions.add(labels.get(t) ?? `undeclared: ${t.source.id} on ${t.eventType}`);
              if (t.source.id !== rootId) coveredStates.add(t.source.id);
            }
            for (const id of nodeIds(ev.snapshot)) coveredStates.add(id);
          },
        });
        actor.subscribe({ error: (err) => (failure = err) });
        actor.start();
        for (const id of nodeIds(actor.getSnapshot())) coveredStates.add(id);
        for (const e of sequence) actor.send(e);
        const reached = actor.getSnapshot();
        actor.stop();
        const trail = sequence.map((e) => e.type).join(' > ');
        if (failure !== null) {
          disagreements.push(`${scenario.name}: ${trail}: actor failed: ${String(failure)}`);
        } else if (serializeSnapshot(reached) !== serializeSnapshot(predicted)) {
          disagreements.push(`${scenario.name}: ${trail}: graph predicted ${serializeSnapshot(predicted)}, actor reached ${serializeSnapshot(reached)}`);
        }
      }
    }
  }

  coveredStates.delete(rootId);
  return {
    states: { expected: declaredStates(logic).sort(), covered: [...coveredStates].sort() },
    transitions: { expected: [...labels.values()].sort(), covered: [...coveredTransitions].sort() },
    disagreements,
    paths,
  };
}
