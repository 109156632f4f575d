import { SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { advance } from './clock';

describe('advance', () => {
  it('fires a timer set by a firing timer when it is due, unlike one big increment', () => {
    const fired: number[] = [];
    const chain = (clock: SimulatedClock) => {
      const again = () => {
        fired.push(clock.now());
        clock.setTimeout(again, 100);
      };
      clock.setTimeout(again, 100);
    };
    const stepped = new SimulatedClock();
    chain(stepped);
    advance(stepped, 300);
    expect(fired).toEqual([100, 200, 300]);

    fired.length = 0;
    const jumped = new SimulatedClock();
    chain(jumped);
    jumped.increment(300);
    expect(fired).toEqual([300]);
  });
});
