/**
 * A reporter that ends the run with one line per failed test (its file, its name, its error's first line), after the
 * default reporter's summary. CI keeps only the last lines of a run's output, where the default reporter leaves the
 * last failure's stack alone: a run that fails says there which tests failed and how.
 */
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const MOST = 12;
const WIDTH = 240;

export default class FailedLast implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const lines: string[] = [];
    for (const testModule of testModules) {
      const file = path.relative(process.cwd(), testModule.moduleId);
      const before = lines.length;
      for (const test of testModule.children.allTests('failed')) {
        const error = test.result().errors?.[0];
        const first = (error?.message ?? String(error ?? '')).split('\n').find((line) => line.trim()) ?? '';
        lines.push(`${file} > ${test.fullName}: ${first}`.slice(0, WIDTH));
      }
      if (testModule.state() === 'failed' && lines.length === before) lines.push(`${file}: ${testModule.errors()[0]?.message ?? 'failed'}`.slice(0, WIDTH));
    }
    if (lines.length === 0) return;
    const shown = lines.slice(0, MOST);
    const more = lines.length > MOST ? [`… and ${lines.length - MOST} more`] : [];
    process.stdout.write(`\nFailed (${lines.length}):\n${[...shown, ...more].map((line) => `  ✗ ${line}`).join('\n')}\n`);
  }
}
