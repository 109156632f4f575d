import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

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
          exclude: ['**/node_modules/**', '**/.next/**', '**/*.browser.test.ts'],
          testTimeout: 60_000,
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
        },
      },
    ],
  },
});
