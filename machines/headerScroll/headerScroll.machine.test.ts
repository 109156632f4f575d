import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { DESKTOP_BREAKPOINT_PX, SCROLL_THROTTLE_MS } from '../constants';
import { advance } from '../testing/clock';
import { graphCoverage } from '../testing/graphCoverage';
import { headerScrollMachine, isOpaque, type HeaderScrollInput } from './headerScroll.machine';

function started(input: Partial<HeaderScrollInput> = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(headerScrollMachine, {
    input: { windowWidth: 1280, barHeight: 80, ...input },
    clock,
  }).start();
  return {
    actor,
    clock,
    scrollY: () => actor.getSnapshot().context.scrollY,
    opaque: () => isOpaque(actor.getSnapshot()),
  };
}

describe('headerScroll', () => {
  it('uses the spec constants: 100 ms throttle, 1024 px breakpoint', () => {
    expect(SCROLL_THROTTLE_MS).toBe(100);
    expect(DESKTOP_BREAKPOINT_PX).toBe(1024);
  });

  it('is transparent at the top of a wide window', () => {
    expect(started().opaque()).toBe(false);
  });

  it('turns opaque once scrolled past the bar height, not at it', () => {
    const { actor, clock, opaque } = started({ barHeight: 80 });
    actor.send({ type: 'SCROLL', scrollY: 80 });
    expect(opaque()).toBe(false);
    clock.increment(SCROLL_THROTTLE_MS);
    actor.send({ type: 'SCROLL', scrollY: 81 });
    expect(opaque()).toBe(true);
  });

  it('is opaque whenever the window is narrower than 1024 px', () => {
    const { actor, opaque } = started({ windowWidth: 1023 });
    expect(opaque()).toBe(true);
    actor.send({ type: 'RESIZE', windowWidth: 1024 });
    expect(opaque()).toBe(false);
    actor.send({ type: 'RESIZE', windowWidth: 375 });
    expect(opaque()).toBe(true);
  });

  it('is opaque on arrival when the page loads scrolled', () => {
    expect(started({ scrollY: 500 }).opaque()).toBe(true);
  });

  it('follows a new bar height from RESIZE', () => {
    const { actor, opaque } = started({ barHeight: 80 });
    actor.send({ type: 'SCROLL', scrollY: 100 });
    expect(opaque()).toBe(true);
    actor.send({ type: 'RESIZE', windowWidth: 1280, barHeight: 120 });
    expect(opaque()).toBe(false);
  });

  it('applies the first scroll at once', () => {
    const { actor, scrollY } = started();
    actor.send({ type: 'SCROLL', scrollY: 300 });
    expect(scrollY()).toBe(300);
  });

  it('holds later scrolls in the window and applies the last one when the window ends', () => {
    const { actor, clock, scrollY } = started();
    actor.send({ type: 'SCROLL', scrollY: 10 });
    clock.increment(30);
    actor.send({ type: 'SCROLL', scrollY: 200 });
    clock.increment(30);
    actor.send({ type: 'SCROLL', scrollY: 0 });
    clock.increment(39);
    expect(scrollY()).toBe(10);
    clock.increment(1);
    expect(scrollY()).toBe(0);
  });

  it('never loses the final position of a long scroll', () => {
    const { actor, clock, scrollY, opaque } = started();
    for (let y = 0; y <= 1000; y += 10) {
      actor.send({ type: 'SCROLL', scrollY: y });
      advance(clock, 16); // one event per frame
    }
    advance(clock, SCROLL_THROTTLE_MS);
    expect(scrollY()).toBe(1000);
    expect(opaque()).toBe(true);
  });

  it('applies at most one scroll per 100 ms', () => {
    const { actor, clock } = started();
    const applied: number[] = [];
    actor.subscribe((s) => {
      if (applied[applied.length - 1] !== s.context.scrollY) applied.push(s.context.scrollY);
    });
    for (let t = 1; t <= 500; t++) {
      actor.send({ type: 'SCROLL', scrollY: t });
      clock.increment(1);
    }
    // Event t is sent at time t - 1: the first at once, then the latest one as each window ends.
    expect(applied).toEqual([1, 100, 200, 300, 400, 500]);
    advance(clock, SCROLL_THROTTLE_MS);
    expect(applied).toHaveLength(6);
  });

  it('applies the next scroll at once after a quiet window', () => {
    const { actor, clock, scrollY } = started();
    actor.send({ type: 'SCROLL', scrollY: 10 });
    advance(clock, 250);
    actor.send({ type: 'SCROLL', scrollY: 20 });
    expect(scrollY()).toBe(20);
  });

  it('counts broken measurements as zero', () => {
    const { actor, scrollY } = started({ windowWidth: Number.NaN });
    expect(isOpaque(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'SCROLL', scrollY: Number.POSITIVE_INFINITY });
    expect(scrollY()).toBe(0);
  });

  it('graph paths reach every state and every transition', () => {
    const coverage = graphCoverage(headerScrollMachine, [
      {
        name: 'wide window',
        input: { windowWidth: 1280, barHeight: 80 },
        events: [
          { type: 'SCROLL', scrollY: 0 },
          { type: 'SCROLL', scrollY: 200 },
          { type: 'RESIZE', windowWidth: 800 },
          { type: 'RESIZE', windowWidth: 1280, barHeight: 64 },
        ],
      },
    ]);
    expect(coverage.disagreements).toEqual([]);
    expect(coverage.states.covered).toEqual(coverage.states.expected);
    expect(coverage.transitions.covered).toEqual(coverage.transitions.expected);
    expect(coverage.transitions.expected).toHaveLength(5);
  });
});
