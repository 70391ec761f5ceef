// A worker thread starts from plain JavaScript: this one registers tsx's loader in the thread (the
// server runs under tsx, tests under Vitest), then loads the TypeScript module named in workerData.
import { workerData } from 'node:worker_threads';

const { register } = await import('tsx/esm/api');
register();
await import(workerData.file);
