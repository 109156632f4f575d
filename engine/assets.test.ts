import { describe, expect, test } from 'vitest';
import { focusPoint, resolveAsset } from './assets';

describe("an asset's focus point", () => {
  test("is the centre of the editor's focus area, in percent of the image", () => {
    expect(focusPoint('1200x500:1201x501', 3500, 2000)).toEqual({ x: 34.3, y: 25 });
    expect(focusPoint('0x0:100x100', 200, 400)).toEqual({ x: 25, y: 12.5 });
  });
  test('nothing without a focus, a size, or with a malformed one; a focus outside the image is clamped', () => {
    expect(focusPoint('', 100, 100)).toBeUndefined();
    expect(focusPoint(null, 100, 100)).toBeUndefined();
    expect(focusPoint('10x10:20x20', undefined, 100)).toBeUndefined();
    expect(focusPoint('10x10', 100, 100)).toBeUndefined();
    expect(focusPoint('900x10:1100x20', 1000, 100)).toEqual({ x: 100, y: 15 });
  });
  test('a resolved Storyblok asset carries it, from the size in its URL', () => {
    const result = resolveAsset({ filename: 'https://a.storyblok.com/f/1/3500x2000/cd49/mars.jpg', alt: 'Mars', focus: '1750x1000:1751x1001' });
    expect(result).toMatchObject({ asset: { width: 3500, height: 2000, focus: { x: 50, y: 50 } } });
    expect(resolveAsset({ filename: 'https://a.storyblok.com/f/1/3500x2000/cd49/mars.jpg', focus: null })).not.toHaveProperty('asset.focus');
  });
});
