import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const apiProject = (name: string, driver: 'pglite' | 'pg') => ({
  test: {
    name,
    include: ['apps/server/src/**/*.api.test.ts'],
    environment: 'node',
    globalSetup: [`apps/server/src/test/golden-${driver}.ts`],
    env: { TEST_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default (cores − 1) is one worker on a 2-core machine, where the suites mostly wait
    // on PostgreSQL and jsdom: two workers nearly halve the run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The unit, API and component files share their worker's modules (`isolate: false` in each
    // project): importing the server or the screens again for each of 300 files, and a fresh jsdom,
    // were half of the run (22 min on a slow two-core machine). So a test leaves no global behind:
    // it restores its spies and timers, and the setup files clear the DOM and the storage.
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/contract/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
          isolate: false,
        },
      },
      apiProject('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-pg', 'pg')] : []),
      {
        ...(existsSync('apps/web/vite.config.ts') ? { extends: './apps/web/vite.config.ts' } : {}),
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx', 'apps/web/src/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['apps/web/vitest.setup.ts'],
          unstubGlobals: true,
          isolate: false,
          // Headroom for two workers on two cores: a dialog test renders, types and waits a lot.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/specs/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          fileParallelism: false,
          // Like the pages' default timeout: the first screen of a cold browser can take seconds.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
