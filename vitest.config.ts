import { existsSync } from 'node:fs';
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
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/contract/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
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
