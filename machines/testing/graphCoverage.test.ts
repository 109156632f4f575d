import { assign, fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { graphCoverage } from './graphCoverage';

// The coverage helper must be able to fail, or every machine's coverage test would pass vacuously.
const machine = setup({
  types: {
    context: {} as { count: number },
    events: {} as { type: 'GO' } | { type: 'BACK' } | { type: 'BOOM' },
  },
  guards: { never: () => false },
  actions: {
    explode: () => {
      throw new Error('boom');
    },
  },
  delays: { soon: 10 },
}).createMachine({
  id: 'sample',
  context: { count: 0 },
  initial: 'a',
  states: {
    a: {
      on: {
        GO: [{ guard: 'never', target: 'unreachable' }, { target: 'b' }],
        BOOM: { actions: 'explode' },
      },
    },
    b: {
      on: { BACK: 'a' },
      after: { soon: { target: 'a', actions: assign({ count: ({ context }) => (context.count + 1) % 2 }) } },
    },
    unreachable: {},
  },
});

describe('graphCoverage', () => {
  const coverage = graphCoverage(machine, [{ name: 'sample', events: [{ type: 'GO' }, { type: 'BACK' }] }]);

  it('reports a state no path reaches', () => {
    expect(coverage.states.expected).toContain('sample.unreachable');
    expect(coverage.states.covered).not.toContain('sample.unreachable');
  });

  it('reports a guarded alternative that never passes and an event outside the alphabet', () => {
    const missing = coverage.transitions.expected.filter((t) => !coverage.transitions.covered.includes(t));
    expect(missing).toEqual(['sample.a on BOOM -> (stays)', 'sample.a on GO #1 -> sample.unreachable']);
  });

  it('covers delayed transitions by sending their events', () => {
    expect(coverage.transitions.covered).toContain('sample.b on xstate.after.soon.sample.b -> sample.a');
  });

  it('reports a replay whose actor fails', () => {
    const failing = graphCoverage(machine, [{ name: 'boom', events: [{ type: 'BOOM' }] }]);
    expect(failing.disagreements).toEqual([expect.stringContaining('boom: BOOM: actor failed: Error: boom')]);
  });

  it("offers an invoked actor's error event only while it runs (a stray one would fail a real actor)", () => {
    const invoking = setup({
      types: { events: {} as { type: 'GO' } },
      actors: { work: fromPromise<string>(() => new Promise<string>(() => {})) },
    }).createMachine({
      id: 'invoking',
      initial: 'idle',
      states: {
        idle: { on: { GO: 'working' } },
        working: { invoke: { id: 'work', src: 'work', onError: 'idle', onDone: 'done' } },
        done: {},
      },
    });
    const result = graphCoverage(invoking, [
      {
        name: 'invoking',
        events: [
          { type: 'GO' },
          { type: 'xstate.error.actor.work', actorId: 'work', error: 'failed' },
          { type: 'xstate.done.actor.work', actorId: 'work', output: 'ok' },
        ],
      },
    ]);
    expect(result.disagreements).toEqual([]);
    expect(result.transitions.covered).toEqual(result.transitions.expected);
    // GO in each of the three states, the two actor events in working only: 5 edges, not 9.
    expect(result.paths).toBe(5);
  });
});
