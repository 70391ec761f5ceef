import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildBrowserApp } from '../../../scripts/browserApp';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The browser app built once for the whole run. */
    staticDir: string;
  }
}

/**
 * Builds the browser app (and the server's drawing of its first screens) into a temporary folder,
 * leaving a developer's ./dist alone. Vite takes
 * production mode from NODE_ENV, which vitest sets to 'test': it is 'production' for the build, so
 * the tests see (and the bundle budget measures) what `npm run build` ships.
 */
export default async function setup(project: TestProject) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'funplans-e2e-build-'));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildBrowserApp(outDir);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  project.provide('staticDir', outDir);
  return () => fs.rmSync(outDir, { recursive: true, force: true });
}
