import { expect, test } from 'vitest';
import { dictionaries } from './index';

test('every locale dictionary has the same keys, none empty', () => {
  const [first, ...rest] = Object.values(dictionaries);
  const keys = Object.keys(first!).sort();
  for (const dict of rest) expect(Object.keys(dict).sort()).toEqual(keys);
  for (const dict of Object.values(dictionaries)) for (const [k, v] of Object.entries(dict)) expect(typeof v === 'string' ? v.trim() : v, k).toBeTruthy();
});
