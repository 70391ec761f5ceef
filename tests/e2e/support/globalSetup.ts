import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The browser app built once for the whole run. */
    staticDir: string;
  }
}

/** Builds the browser app into a temporary folder, leaving a developer's ./dist alone. */
export default async function setup(project: TestProject) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'funplans-e2e-build-'));
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  project.provide('staticDir', outDir);
  return () => fs.rmSync(outDir, { recursive: true, force: true });
}
