import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { BRAND_MARK_SVG } from './brandMark';

test('the raster icons are drawn from the favicon itself (app/icon.svg)', () => {
  expect(fs.readFileSync(path.join(import.meta.dirname, '../app/icon.svg'), 'utf8').trim()).toBe(BRAND_MARK_SVG);
});
