import path from 'node:path';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const alias = { '@': path.resolve('src') };

const serverProject = (name: string, testDb: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  resolve: { alias },
  test: {
    name,
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/server/support/globalSetup.ts'],
    env: { TEST_DB: testDb },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

// The server suite runs on PGlite always and again on PostgreSQL when DATABASE_URL names one.
export default defineConfig({
  test: {
    projects: [
      serverProject('server', 'pglite'),
      ...(process.env.DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      {
        resolve: { alias },
        test: {
          name: 'browser',
          include: ['tests/{domain,machines,views,services,scripts}/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/views/support/setup.ts'],
          // A model-based path replays several renders; on a busy 2-core machine one may take seconds.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'system',
          include: ['tests/system/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
