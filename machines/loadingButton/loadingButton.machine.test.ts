import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { LOADING_DOT_STEP_MS } from '../constants';
import { advance } from '../testing/clock';
import { graphCoverage } from '../testing/graphCoverage';
import { isDisabled, loadingButtonMachine, visibleDots } from './loadingButton.machine';

function started() {
  const clock = new SimulatedClock();
  const actor = createActor(loadingButtonMachine, { clock }).start();
  return { actor, clock, dots: () => visibleDots(actor.getSnapshot()) };
}

describe('loadingButton', () => {
  it('is enabled and shows no dots until loading starts', () => {
    const { actor, dots } = started();
    expect(isDisabled(actor.getSnapshot())).toBe(false);
    expect(dots()).toBe(0);
  });

  it('steps the dots every 300 ms while loading: 1, 2, 3, then 1 again', () => {
    expect(LOADING_DOT_STEP_MS).toBe(300);
    const { actor, clock, dots } = started();
    actor.send({ type: 'START' });
    expect(isDisabled(actor.getSnapshot())).toBe(true);
    const seen = [dots()];
    for (let i = 0; i < 4; i++) {
      clock.increment(299);
      expect(dots()).toBe(seen[seen.length - 1]); // not a millisecond early
      clock.increment(1);
      seen.push(dots());
    }
    expect(seen).toEqual([1, 2, 3, 1, 2]);
  });

  it('stops cycling and re-enables on STOP', () => {
    const { actor, clock, dots } = started();
    actor.send({ type: 'START' });
    clock.increment(300);
    actor.send({ type: 'STOP' });
    expect(isDisabled(actor.getSnapshot())).toBe(false);
    advance(clock, 3000);
    expect(dots()).toBe(0);
  });

  it('restarts from one dot on the next START', () => {
    const { actor, clock, dots } = started();
    actor.send({ type: 'START' });
    advance(clock, 600);
    expect(dots()).toBe(3);
    actor.send({ type: 'STOP' });
    actor.send({ type: 'START' });
    expect(dots()).toBe(1);
  });

  it('ignores a repeated START: the cycle keeps its rhythm', () => {
    const { actor, clock, dots } = started();
    actor.send({ type: 'START' });
    clock.increment(200);
    actor.send({ type: 'START' });
    clock.increment(100);
    expect(dots()).toBe(2);
  });

  it('graph paths reach every state and every transition', () => {
    const coverage = graphCoverage(loadingButtonMachine, [{ name: 'default', events: [{ type: 'START' }, { type: 'STOP' }] }]);
    expect(coverage.disagreements).toEqual([]);
    expect(coverage.states.covered).toEqual(coverage.states.expected);
    expect(coverage.transitions.covered).toEqual(coverage.transitions.expected);
    expect(coverage.transitions.expected).toHaveLength(3);
  });
});
