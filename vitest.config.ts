import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacroPlugin } from './vite.config.ts';

const alias = { '@': path.resolve('src') };
/** Lingui's macros and catalogues, as vite.config.ts builds them: every project may import a translated module. */
const plugins = [linguiMacroPlugin(), lingui()];

const serverProject = (name: string, testDb: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  resolve: { alias },
  plugins,
  test: {
    name,
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/server/support/globalSetup.ts'],
    env: { TEST_DB: testDb },
    // Each file builds its own app on its own database; the modules it imports keep no state of their own.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

/**
 * Browser test files that replace modules (vi.mock, vi.doMock), or change what a module holds for
 * good (the pages loaded ahead), need a module registry of their own;
 * the others share their worker's modules (isolate: false), which spares importing React, MUI and
 * every page again for each file.
 */
const MOCKS_MODULES = ['tests/views/home/homeRenders.test.tsx', 'tests/views/firstScreenServices.test.ts', 'tests/views/firstScreenPages.test.tsx'];

const browserProject = (name: string, files: { include?: string[]; exclude?: string[]; isolate: boolean }): TestProjectInlineConfiguration => ({
  resolve: { alias },
  plugins,
  test: {
    name,
    include: files.include ?? ['tests/{domain,machines,views,services,scripts}/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...files.exclude ?? []],
    isolate: files.isolate,
    environment: 'happy-dom',
    setupFiles: ['tests/views/support/setup.ts'],
    // Files that share a worker share its globals too: undo vi.stubGlobal / vi.stubEnv after each test.
    unstubGlobals: true,
    unstubEnvs: true,
    // A model-based path replays several renders; on a busy 2-core machine one may take seconds.
    testTimeout: 15_000,
  },
});

/**
 * Vitest starts the projects' files in the order of the projects' names. The projects whose files
 * take longest (a process restarted twenty times, Chromium) go first instead, so that none of them
 * is left running alone at the end while the other core has nothing to do.
 */
const SLOW_FIRST = ['system', 'e2e', 'server-postgres', 'server'];
class SlowProjectsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const index = SLOW_FIRST.indexOf(file.project.name);
      return index === -1 ? SLOW_FIRST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// The server suite runs on PGlite always and again on PostgreSQL when DATABASE_URL names one.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single one on a 2-core CI machine, which
    // leaves a core idle while a test waits on a child server, PostgreSQL or Chromium.
    maxWorkers: '100%',
    sequence: { sequencer: SlowProjectsFirst },
    projects: [
      serverProject('server', 'pglite'),
      ...(process.env.DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      browserProject('browser', { exclude: MOCKS_MODULES, isolate: false }),
      browserProject('browser-isolated', { include: MOCKS_MODULES, isolate: true }),
      {
        resolve: { alias },
        plugins,
        test: {
          name: 'system',
          include: ['tests/system/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/builtApp.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias },
        plugins,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/builtApp.ts'],
          // Each file starts its own server and Chromium.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
