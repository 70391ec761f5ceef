/**
 * `npm start`: builds the browser app when the build is missing or older than its sources,
 * then starts the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const BUILD_INPUTS = ['index.html', 'vite.config.ts', 'package-lock.json', 'src', 'public'];

function newestChange(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const staticDir = path.resolve(process.env.STATIC_DIR ?? 'dist');
const builtIndex = path.join(staticDir, 'index.html');
const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
if (builtAt < Math.max(...BUILD_INPUTS.map(newestChange))) {
  console.log('Building the browser app ...');
  await build({ logLevel: 'warn', build: { outDir: staticDir, emptyOutDir: true } });
}

await import('../src/server/main');
