import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { advance } from '../testing/clock';
import { graphCoverage } from '../testing/graphCoverage';
import { canNavigate, canPlay, carouselMachine, currentIndex, isAutoplaying, isHeld, keptOf, readKept, type CarouselInput } from './carousel.machine';

function started(input: Partial<CarouselInput> = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(carouselMachine, {
    input: { count: 3, autoplay: true, interval: 5000, ...input },
    clock,
  }).start();
  return { actor, clock, index: () => currentIndex(actor.getSnapshot()) };
}

describe('carousel', () => {
  it('advances exactly at each interval and wraps to the first item', () => {
    const { clock, index } = started({ count: 3, interval: 5000 });
    const seen = [index()];
    for (let i = 0; i < 4; i++) {
      clock.increment(4999);
      expect(index()).toBe(seen[seen.length - 1]); // not a millisecond early
      clock.increment(1);
      seen.push(index());
    }
    expect(seen).toEqual([0, 1, 2, 0, 1]);
  });

  it('keeps playing over many intervals of a stepping clock', () => {
    const { actor, clock, index } = started({ count: 4, interval: 300 });
    advance(clock, 3000);
    expect(index()).toBe(10 % 4);
    expect(isAutoplaying(actor.getSnapshot())).toBe(true);
  });

  it('stops autoplay when a step is selected and shows that item', () => {
    const { actor, clock, index } = started();
    clock.increment(5000);
    actor.send({ type: 'SELECT', index: 0 });
    expect(index()).toBe(0);
    expect(isAutoplaying(actor.getSnapshot())).toBe(false);
    advance(clock, 20_000);
    expect(index()).toBe(0);
  });

  it.each([
    ['NEXT', 1],
    ['PREV', 2],
  ] as const)('%s moves one item, wrapping, and stops autoplay', (type, expected) => {
    const { actor, clock, index } = started({ count: 3 });
    actor.send({ type });
    expect(index()).toBe(expected);
    expect(isAutoplaying(actor.getSnapshot())).toBe(false);
    advance(clock, 20_000);
    expect(index()).toBe(expected);
  });

  it('STOP stops autoplay on the current item', () => {
    const { actor, clock, index } = started();
    clock.increment(5000);
    actor.send({ type: 'STOP' });
    advance(clock, 20_000);
    expect(index()).toBe(1);
    expect(isAutoplaying(actor.getSnapshot())).toBe(false);
  });

  it('navigates by hand when autoplay is off', () => {
    const { actor, clock, index } = started({ autoplay: false });
    expect(isAutoplaying(actor.getSnapshot())).toBe(false);
    advance(clock, 20_000);
    expect(index()).toBe(0);
    actor.send({ type: 'PREV' });
    expect(index()).toBe(2);
    actor.send({ type: 'SELECT', index: 1 });
    expect(index()).toBe(1);
  });

  it.each([0, 1])('does not autoplay or navigate with %i item(s)', (count) => {
    const { actor, clock, index } = started({ count });
    expect(isAutoplaying(actor.getSnapshot())).toBe(false);
    expect(canNavigate(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'NEXT' });
    advance(clock, 10_000);
    expect(index()).toBe(0);
  });

  it.each([0, -5, Number.NaN])('does not autoplay with an unusable interval (%s)', (interval) => {
    const { actor } = started({ interval });
    expect(isAutoplaying(actor.getSnapshot())).toBe(false);
  });

  it.each([-1, 3, 1.5])('ignores SELECT of a non-item index (%s) and keeps playing', (bad) => {
    const { actor, index } = started({ count: 3 });
    actor.send({ type: 'SELECT', index: bad });
    expect(index()).toBe(0);
    expect(isAutoplaying(actor.getSnapshot())).toBe(true);
  });

  it('waits while held (hover or focus) and runs a full interval again once released', () => {
    const { actor, clock, index } = started({ count: 3, interval: 5000 });
    clock.increment(4000);
    actor.send({ type: 'HOLD' });
    expect(isHeld(actor.getSnapshot())).toBe(true);
    expect(isAutoplaying(actor.getSnapshot())).toBe(true); // still on: the pause button stays
    clock.increment(60_000);
    expect(index()).toBe(0);
    actor.send({ type: 'RELEASE' });
    clock.increment(4999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
  });

  it('a paused carousel can be played again; one without autoplay in its content cannot', () => {
    const { actor, clock, index } = started({ count: 3, interval: 1000 });
    actor.send({ type: 'STOP' });
    expect(canPlay(actor.getSnapshot())).toBe(true);
    clock.increment(5000);
    expect(index()).toBe(0);
    actor.send({ type: 'PLAY' });
    expect(isAutoplaying(actor.getSnapshot())).toBe(true);
    clock.increment(1000);
    expect(index()).toBe(1);
    expect(canPlay(started({ autoplay: false }).actor.getSnapshot())).toBe(false);
    expect(canPlay(started({ count: 1 }).actor.getSnapshot())).toBe(false);
  });

  it('offers navigation with several items', () => {
    expect(canNavigate(started().actor.getSnapshot())).toBe(true);
  });

  it('kept with the history entry: the slide a stopped carousel shows, by its id; nothing while it plays', () => {
    const ids = ['a', 'b', 'c', 'd'];
    const { actor, clock } = started({ count: 4 });
    expect(keptOf(actor.getSnapshot(), ids)).toBeNull();
    clock.increment(5000);
    actor.send({ type: 'NEXT' });
    expect(keptOf(actor.getSnapshot(), ids)).toEqual({ slide: 'c' });
    actor.send({ type: 'PLAY' });
    expect(keptOf(actor.getSnapshot(), ids)).toBeNull();
    const { actor: plain } = started({ autoplay: false });
    expect(keptOf(plain.getSnapshot(), ids)).toEqual({ slide: 'a' });
  });

  it('resumed from a kept slide: shows it, stopped (the visitor had stopped it there), and can be played again', () => {
    const { actor, clock, index } = started({ count: 4, kept: { index: 2 } });
    expect(index()).toBe(2);
    expect(isAutoplaying(actor.getSnapshot())).toBe(false);
    clock.increment(20_000);
    expect(index()).toBe(2);
    expect(canPlay(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'PLAY' });
    clock.increment(5000);
    expect(index()).toBe(3);
  });

  it('a kept slide the content no longer has is ignored: the first slide, autoplaying as content asks', () => {
    const { actor, index } = started({ count: 2, kept: { index: 2 } });
    expect(index()).toBe(0);
    expect(isAutoplaying(actor.getSnapshot())).toBe(true);
  });

  it('reads a kept slide back as its place now: moved by an editor, it is found; removed, or not a slide id, it is not', () => {
    expect(readKept({ slide: 'c' }, ['a', 'b', 'c'])).toEqual({ index: 2 });
    expect(readKept({ slide: 'c' }, ['c', 'a', 'b'])).toEqual({ index: 0 });
    expect(readKept({ slide: 'c' }, ['a', 'b'])).toBeUndefined();
    for (const bad of [null, undefined, 3, 'c', [], {}, { index: 2 }, { slide: 2 }]) expect(readKept(bad, ['a', 'b', 'c'])).toBeUndefined();
  });

  it('graph paths reach every state and every transition', () => {
    const events = [
      { type: 'SELECT', index: 1 },
      { type: 'SELECT', index: 7 },
      { type: 'NEXT' },
      { type: 'PREV' },
      { type: 'STOP' },
      { type: 'PLAY' },
      { type: 'HOLD' },
      { type: 'RELEASE' },
    ] as const;
    const coverage = graphCoverage(carouselMachine, [
      { name: 'autoplay, three items', input: { count: 3, autoplay: true, interval: 1000 }, events },
      { name: 'autoplay off', input: { count: 3, autoplay: false, interval: 1000 }, events },
    ]);
    expect(coverage.disagreements).toEqual([]);
    expect(coverage.states.covered).toEqual(coverage.states.expected);
    expect(coverage.transitions.covered).toEqual(coverage.transitions.expected);
    expect(coverage.transitions.expected).toHaveLength(10);
  });
});
