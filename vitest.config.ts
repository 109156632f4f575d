import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const PIPELINE_FUZZ = 'tests/engine/pipeline.property.test.tsx';
/**
 * Vitest's own default is one worker less than the machine's cores: one worker on a 2-core machine (CI's), where
 * the unit files then took 278 s instead of 178 s with two (measured 2026-11-30).
 */
const CORES = os.availableParallelism();

export default defineConfig({
  resolve: { alias: { '~': root } },
  test: {
    maxWorkers: CORES,
    // The failed tests listed last (CI keeps the end of the output).
    reporters: ['default', path.join(root, 'tests/helpers/failedLast.ts')],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Next.js's lazy loader needs Next's bundler; the unit tests render islands through a stand-in.
          alias: { 'next/dynamic': path.join(root, 'tests/helpers/nextDynamic.tsx') },
          setupFiles: [path.join(root, 'tests/helpers/setup.ts')],
          include: ['**/*.test.ts', '**/*.test.tsx'],
          // tests/.tmp holds scratch copies of the repository (tests/docs): their tests are not this repository's.
          exclude: ['**/node_modules/**', '**/.next/**', 'tests/.tmp/**', '**/*.browser.test.ts', PIPELINE_FUZZ],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        // Production JSX to match React's production build below.
        oxc: { jsx: { development: false } },
        test: {
          name: 'fuzz',
          environment: 'node',
          alias: { 'next/dynamic': path.join(root, 'tests/helpers/nextDynamic.tsx') },
          setupFiles: [path.join(root, 'tests/helpers/setup.ts')],
          include: [PIPELINE_FUZZ],
          // React's production build server-renders about twice as fast, and the fuzz's laws (no throw,
          // safe URLs) hold alike in both builds: 10 000 pages stay affordable in every test run.
          env: { NODE_ENV: 'production' },
          testTimeout: 900_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.browser.test.ts'],
          globalSetup: [path.join(root, 'tests/browser/global-setup.ts')],
          // Two files at a time, after the unit files (group 1): each file drives its own Chromium against the one
          // shared server and waits on it about half the time, so two overlap well on 2 cores (all 18 files:
          // 846 s against about 1 110 s one at a time, measured 2026-11-30); more would load the shared server.
          // Nothing in a file may count what another file writes (leads are told apart by their e-mail address).
          maxWorkers: Math.min(2, CORES),
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 600_000,
          // expect.poll waits for what a page does next; its 1 s default is shorter than what a shared CI machine
          // takes for a round trip plus a slowed answer (forms: an 800 ms delayed 503 after the CSRF fetch).
          // A longer wait only lets a slow pass through; it never turns a failure into a pass.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
