/**
 * Test support. xstate's SimulatedClock jumps straight to the new time, so a timer that a firing
 * timer sets (the next carousel slide, the next loading dot) starts at the end of the jump and
 * would be missed. Advancing a millisecond at a time lets chained timers fire when they are due.
 */
import type { SimulatedClock } from 'xstate';

export function advance(clock: SimulatedClock, ms: number): void {
  for (let i = 0; i < ms; i++) clock.increment(1);
}
