import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const PIPELINE_FUZZ = 'tests/engine/pipeline.property.test.tsx';

export default defineConfig({
  resolve: { alias: { '~': root } },
  test: {
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
          fileParallelism: false,
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
