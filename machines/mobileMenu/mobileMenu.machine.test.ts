import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { graphCoverage } from '../testing/graphCoverage';
import { isOpen, isSectionOpen, menuHeight, mobileMenuMachine, type MobileMenuInput } from './mobileMenu.machine';

function started(input: MobileMenuInput = { windowHeight: 800, barHeight: 64 }) {
  return createActor(mobileMenuMachine, { input }).start();
}

describe('mobileMenu', () => {
  it('starts closed', () => {
    expect(isOpen(started().getSnapshot())).toBe(false);
  });

  it('opens and closes with the burger', () => {
    const actor = started();
    actor.send({ type: 'TOGGLE' });
    expect(isOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'TOGGLE' });
    expect(isOpen(actor.getSnapshot())).toBe(false);
  });

  it.each(['ROUTE_CHANGED', 'CLOSE'] as const)('closes on %s', (type) => {
    const actor = started();
    actor.send({ type: 'TOGGLE' });
    actor.send({ type });
    expect(isOpen(actor.getSnapshot())).toBe(false);
  });

  it('expands and collapses sections independently', () => {
    const actor = started();
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'TOGGLE_SECTION', id: 'products' });
    actor.send({ type: 'TOGGLE_SECTION', id: 'company' });
    expect(isSectionOpen(actor.getSnapshot(), 'products')).toBe(true);
    expect(isSectionOpen(actor.getSnapshot(), 'company')).toBe(true);
    actor.send({ type: 'TOGGLE_SECTION', id: 'products' });
    expect(isSectionOpen(actor.getSnapshot(), 'products')).toBe(false);
    expect(isSectionOpen(actor.getSnapshot(), 'company')).toBe(true);
  });

  it('reopens with every section collapsed', () => {
    const actor = started();
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'TOGGLE_SECTION', id: 'products' });
    actor.send({ type: 'ROUTE_CHANGED' });
    actor.send({ type: 'TOGGLE' });
    expect(isSectionOpen(actor.getSnapshot(), 'products')).toBe(false);
  });

  it('toggles sections while closed too (the dropdowns of the wide bar), collapsing them on CLOSE_SECTIONS and on a route change', () => {
    const actor = started();
    actor.send({ type: 'TOGGLE_SECTION', id: 'products' });
    expect(isOpen(actor.getSnapshot())).toBe(false);
    expect(isSectionOpen(actor.getSnapshot(), 'products')).toBe(true);
    actor.send({ type: 'CLOSE_SECTIONS' });
    expect(isSectionOpen(actor.getSnapshot(), 'products')).toBe(false);
    actor.send({ type: 'TOGGLE_SECTION', id: 'products' });
    actor.send({ type: 'ROUTE_CHANGED' });
    expect(isSectionOpen(actor.getSnapshot(), 'products')).toBe(false);
    expect(isOpen(actor.getSnapshot())).toBe(false);
  });

  it('collapses its sections on CLOSE_SECTIONS and stays open', () => {
    const actor = started();
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'TOGGLE_SECTION', id: 'products' });
    actor.send({ type: 'CLOSE_SECTIONS' });
    expect(isOpen(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.openSections).toEqual([]);
  });

  it('is as tall as the window minus the bar, following RESIZE in either state', () => {
    const actor = started();
    expect(menuHeight(actor.getSnapshot())).toBe(736);
    actor.send({ type: 'RESIZE', windowHeight: 600, barHeight: 80 });
    expect(menuHeight(actor.getSnapshot())).toBe(520);
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'RESIZE', windowHeight: 500, barHeight: 80 });
    expect(menuHeight(actor.getSnapshot())).toBe(420);
  });

  it('closes when the window becomes as wide as the desktop bar, and stays open below it', () => {
    const actor = started();
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'RESIZE', windowHeight: 700, barHeight: 64, windowWidth: 1023 });
    expect(isOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'RESIZE', windowHeight: 700, barHeight: 64, windowWidth: 1024 });
    expect(isOpen(actor.getSnapshot())).toBe(false);
    expect(menuHeight(actor.getSnapshot())).toBe(636);
  });

  it('never has a negative height', () => {
    const actor = started({ windowHeight: 50, barHeight: 64 });
    expect(menuHeight(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'RESIZE', windowHeight: Number.NaN, barHeight: 64 });
    expect(menuHeight(actor.getSnapshot())).toBe(0);
  });

  it('counts missing measurements as zero', () => {
    expect(menuHeight(started({}).getSnapshot())).toBe(0);
    expect(menuHeight(started({ windowHeight: 700 }).getSnapshot())).toBe(700);
  });

  it('graph paths reach every state and every transition', () => {
    const coverage = graphCoverage(mobileMenuMachine, [
      {
        name: 'two sections',
        input: { windowHeight: 800, barHeight: 64 },
        events: [
          { type: 'TOGGLE' },
          { type: 'CLOSE' },
          { type: 'ROUTE_CHANGED' },
          { type: 'TOGGLE_SECTION', id: 'a' },
          { type: 'TOGGLE_SECTION', id: 'b' },
          { type: 'CLOSE_SECTIONS' },
          { type: 'RESIZE', windowHeight: 600, barHeight: 64 },
          { type: 'RESIZE', windowHeight: 600, barHeight: 64, windowWidth: 1280 },
        ],
      },
    ]);
    expect(coverage.disagreements).toEqual([]);
    expect(coverage.states.covered).toEqual(coverage.states.expected);
    expect(coverage.transitions.covered).toEqual(coverage.transitions.expected);
    expect(coverage.transitions.expected).toHaveLength(9);
  });
});
