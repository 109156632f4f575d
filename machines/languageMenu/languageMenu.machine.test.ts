import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { graphCoverage } from '../testing/graphCoverage';
import { isOpen, languageMenuMachine } from './languageMenu.machine';

function started() {
  return createActor(languageMenuMachine).start();
}

describe('languageMenu', () => {
  it('starts closed', () => {
    expect(isOpen(started().getSnapshot())).toBe(false);
  });

  it('toggles open and closed', () => {
    const actor = started();
    actor.send({ type: 'TOGGLE' });
    expect(isOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'TOGGLE' });
    expect(isOpen(actor.getSnapshot())).toBe(false);
  });

  it.each(['CLOSE', 'ROUTE_CHANGED'] as const)('closes on %s', (type) => {
    const actor = started();
    actor.send({ type: 'TOGGLE' });
    actor.send({ type });
    expect(isOpen(actor.getSnapshot())).toBe(false);
  });

  it('stays closed on CLOSE or ROUTE_CHANGED while closed', () => {
    const actor = started();
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'ROUTE_CHANGED' });
    expect(isOpen(actor.getSnapshot())).toBe(false);
  });

  it('graph paths reach every state and every transition', () => {
    const coverage = graphCoverage(languageMenuMachine, [{ name: 'default', events: [{ type: 'TOGGLE' }, { type: 'CLOSE' }, { type: 'ROUTE_CHANGED' }] }]);
    expect(coverage.disagreements).toEqual([]);
    expect(coverage.states.covered).toEqual(coverage.states.expected);
    expect(coverage.transitions.covered).toEqual(coverage.transitions.expected);
    expect(coverage.transitions.expected).toHaveLength(4);
  });
});
