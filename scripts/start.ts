/**
 * `npm start`: builds the browser app when the build is missing or older than its sources,
 * then starts the server.
 */
import path from 'node:path';
import { buildBrowserAppWhenStale } from './browserApp';

await buildBrowserAppWhenStale(path.resolve(process.env.STATIC_DIR ?? 'dist'));

await import('../src/server/main');
