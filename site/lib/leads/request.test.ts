import { describe, expect, test } from 'vitest';
import { isJsonContentType } from './request';

describe('content type', () => {
  test.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['APPLICATION/JSON;CHARSET=UTF-8', true],
    ['application/json; charset="utf-8"', true],
    ['application/json; charset=iso-8859-1', false],
    ['application/jsonx', false],
    ['text/json', false],
    ['text/plain', false],
    ['', false],
    [null, false],
  ])('%j is JSON: %s', (header, expected) => {
    expect(isJsonContentType(header)).toBe(expected);
  });
});
