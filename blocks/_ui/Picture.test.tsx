import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Picture } from './Picture';

test("a covering image keeps the editor's focus point in view (object-position), and has none without one", () => {
  const asset = { src: 'https://a.storyblok.com/f/1/3500x2000/cd49/mars.jpg', alt: 'Mars', width: 3500, height: 2000, isImage: true };
  expect(renderToString(<Picture asset={{ ...asset, focus: { x: 34.3, y: 25 } }} sizes="100vw" />)).toMatch(/object-position:34\.3% 25%/);
  expect(renderToString(<Picture asset={asset} sizes="100vw" />)).not.toContain('object-position');
});
