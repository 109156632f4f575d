import { expect, test } from 'vitest';
import { resolved } from '~/tests/helpers/blocks';
import { renderBloks, testContext } from '~/tests/helpers/render';

const section = (...values: string[]) =>
  resolved([
    {
      _uid: 'n',
      component: 'NumberSection',
      title: 'Siffror',
      items: values.map((value, i) => ({ _uid: `i${i}`, component: 'NumberItem', value, label: 'utlånat' })),
    },
  ]);

test('a key figure stays one unit on one line (no-break spaces), sized for its length', () => {
  const html = renderBloks(section('1 000 000 000 kr', '24 h'), testContext('sv'));
  expect(html).toContain('>1\u00a0000\u00a0000\u00a0000\u00a0kr<');
  expect(html).toContain('>24\u00a0h<');
  expect(html).toMatch(/style="--figure-length:16"[^>]*>1\u00a0000/);
  expect(html).toMatch(/style="--figure-length:8"[^>]*>24\u00a0h/); // a short one takes the size of eight characters
});
