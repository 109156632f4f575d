import { expect, test, vi } from 'vitest';
import { EnvError } from './config/env';
import { refuseInvalidEnvironment } from './lib/startup';

test('an invalid environment stops the server at its start, naming the variable; a valid one lets it start', () => {
  const exit = vi.fn();
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const invalid = () => {
    throw new EnvError('Invalid site configuration in the environment:\n  LEADS_RETENTION_DAYS: must be a whole number of days from 1 to 36 500');
  };
  expect(refuseInvalidEnvironment(invalid, exit)).toBe(false);
  expect(exit).toHaveBeenCalledWith(1);
  expect(String(error.mock.calls[0]![0])).toMatch(/LEADS_RETENTION_DAYS[\s\S]*The server stops/);
  error.mockRestore();

  const ok = vi.fn();
  expect(refuseInvalidEnvironment(() => ({}), ok)).toBe(true);
  expect(ok).not.toHaveBeenCalled();
  // Not the environment's fault: thrown on, as before.
  expect(() =>
    refuseInvalidEnvironment(() => {
      throw new TypeError('a defect');
    }, ok),
  ).toThrow('a defect');
});

test("a bad marketing variable stops the server at its start too: the site's and the marketing layer's settings are both read", async () => {
  vi.resetModules();
  vi.stubEnv('GTM_ID', 'bogus');
  const exit = vi.fn();
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const { refuseInvalidEnvironment: refuse } = await import('./lib/startup');
    expect(refuse(undefined, exit)).toBe(false);
    expect(exit).toHaveBeenCalledWith(1);
    expect(String(error.mock.calls[0]![0])).toMatch(/GTM_ID: must be a container id[\s\S]*The server stops/);
  } finally {
    error.mockRestore();
    vi.unstubAllEnvs();
    vi.resetModules();
  }
});
