/** Test helper: reads a file of ../shared/reference (beside the repository, in CI too). */
import fs from 'node:fs';
import path from 'node:path';

const REFERENCE_DIR = path.resolve(import.meta.dirname, '../../shared/reference');

export function reference<T = unknown>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(REFERENCE_DIR, file), 'utf8')) as T;
}

/** The message a function throws (undefined when it does not throw): for word-for-word checks. */
export function thrownMessage(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
}
