/**
 * `npm run dev`: the API in watch mode (restarts on change, on API_PORT, default 8081) and the
 * Vite dev server with hot reload (on PORT, default 5173), which proxies /api and /oauth to the
 * API. Ctrl+C stops both. Open the app with `?inspect` to watch its state machines.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createServer } from 'vite';

const apiPort = process.env.API_PORT ?? '8081';

const api = spawn(path.resolve('node_modules/.bin/tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort },
});

const web = await createServer();
await web.listen();
web.printUrls();

let stopping = false;
async function stop(exitCode: number) {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  await web.close();
  process.exit(exitCode);
}

api.on('exit', (code) => void stop(code ?? 1));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
