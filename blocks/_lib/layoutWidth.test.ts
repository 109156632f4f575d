import { describe, expect, test } from 'vitest';
import { DESKTOP_BREAKPOINT_PX } from '~/machines/constants';
import { layoutWidth } from './layoutWidth';

/** A window of `innerWidth` px whose root font size (the visitor's default) is `fontSize`. */
const win = (innerWidth: number, fontSize: string) => ({ innerWidth, getComputedStyle: () => ({ fontSize }) as CSSStyleDeclaration });
const root = {} as Element;

describe('layoutWidth: the window width in the px the breakpoints are written for', () => {
  test('at the usual 16 px default font it is the window width', () => {
    for (const width of [320, 1023, 1024, 1280]) expect(layoutWidth(win(width, '16px'), root)).toBe(width);
  });

  test('a larger default font narrows it as the em media queries do: 1280 px at 32 px is a 640 px layout, below the desktop breakpoint', () => {
    expect(layoutWidth(win(1280, '32px'), root)).toBe(640);
    expect(layoutWidth(win(1280, '32px'), root)).toBeLessThan(DESKTOP_BREAKPOINT_PX);
    expect(layoutWidth(win(2048, '32px'), root)).toBe(DESKTOP_BREAKPOINT_PX);
    expect(layoutWidth(win(1280, '20px'), root)).toBe(1024);
    expect(layoutWidth(win(1000, '12px'), root)).toBeCloseTo(1333.33, 2);
  });

  test('a font size it cannot read leaves the window width', () => {
    for (const fontSize of ['', '0px', 'medium', '-4px']) expect(layoutWidth(win(900, fontSize), root)).toBe(900);
  });
});
