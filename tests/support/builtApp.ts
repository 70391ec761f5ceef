import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildBrowserApp } from '../../scripts/browserApp';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The browser app built once for the whole run. */
    staticDir: string;
  }
}

/** The build, shared by the projects that set this up (their global setups run in the same process). */
const shared = globalThis as typeof globalThis & { funplansBuild?: Promise<string> };

/**
 * Builds the browser app (and the server's drawing of its first screens) into a temporary folder,
 * leaving a developer's ./dist alone, once per run however many projects ask for it. Vite takes
 * production mode from NODE_ENV, which vitest sets to 'test': it is 'production' for the build, so
 * the tests see (and the bundle budget measures) what `npm run build` ships.
 */
export default async function setup(project: TestProject) {
  const first = shared.funplansBuild === undefined;
  shared.funplansBuild ??= build();
  project.provide('staticDir', await shared.funplansBuild);
  // Global teardowns run once every project's tests are done.
  return first ? async () => fs.rmSync(await shared.funplansBuild!, { recursive: true, force: true }) : undefined;
}

async function build() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'funplans-test-build-'));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildBrowserApp(outDir);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}
