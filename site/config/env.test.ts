import { describe, expect, test } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  test('defaults: production, embedded lead endpoint, demo borrower app', () => {
    expect(parseEnv({})).toMatchObject({ environment: 'production', apiBaseUrl: undefined, borrowerAppUrl: 'https://app.flodvik.example' });
  });
  test('development follows NODE_ENV unless APP_ENV says otherwise', () => {
    expect(parseEnv({ NODE_ENV: 'development' }).environment).toBe('development');
    expect(parseEnv({ NODE_ENV: 'development', APP_ENV: 'preview' }).environment).toBe('preview');
  });
  test('URLs lose their trailing slash; empty strings count as unset', () => {
    expect(parseEnv({ API_BASE_URL: 'https://api.example.com/', BORROWER_APP_URL: '' })).toMatchObject({
      apiBaseUrl: 'https://api.example.com',
      borrowerAppUrl: 'https://app.flodvik.example',
    });
  });
  test('a bad value is a clear error naming the variable', () => {
    expect(() => parseEnv({ API_BASE_URL: 'ftp://x' })).toThrow(EnvError);
    expect(() => parseEnv({ API_BASE_URL: 'ftp://x' })).toThrow(/API_BASE_URL: must be an http\(s\) URL/);
    expect(() => parseEnv({ APP_ENV: 'staging' })).toThrow(/APP_ENV/);
  });
});
