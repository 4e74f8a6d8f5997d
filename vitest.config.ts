import { defineConfig } from 'vitest/config';
import { reactWithLingui } from './client/vite.config.ts';

/**
 * One command runs every kind of test: pure shared rules, server integration (a fresh
 * migrated database per file), client components (jsdom + msw) and browser journeys
 * (Chromium against the production build).
 */
export default defineConfig({
  test: {
    reporters: ['default', './tests/setup/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'shared',
          include: ['tests/shared/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/msw-node.ts'],
          globalSetup: ['tests/setup/database-global.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: reactWithLingui(),
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.tsx'],
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
          setupFiles: ['tests/setup/client.ts'],
          css: false,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/e2e-global.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
