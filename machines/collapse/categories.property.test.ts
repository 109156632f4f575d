import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCategories } from './categories';

describe('parseCategories laws', () => {
  it('every category is non-empty, trimmed and free of commas', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        for (const category of parseCategories(raw)) {
          expect(category.length).toBeGreaterThan(0);
          expect(category).toBe(category.trim());
          expect(category).not.toContain(',');
        }
      }),
    );
  });

  it('parsing the joined result gives the same categories back', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = parseCategories(raw);
        expect(parseCategories(once.join(','))).toEqual(once);
      }),
    );
  });

  it('joined trimmed non-empty names without commas are parsed back exactly', () => {
    const name = fc
      .string({ minLength: 1 })
      .map((s) => s.replaceAll(',', '').trim())
      .filter((s) => s.length > 0);
    fc.assert(
      fc.property(fc.array(name), fc.constantFrom(',', ', ', ' ,'), (names, separator) => {
        expect(parseCategories(names.join(separator))).toEqual(names);
      }),
    );
  });
});
