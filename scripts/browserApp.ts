/** What the scripts that drive the built app share (npm start, npm run cluster, npm run lighthouse, npm run bench). */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { AUTH_COOKIE_NAME, SIGNED_IN_HINT_COOKIE_NAME } from '@/domain/constants';
import { SERVER_ENTRY } from '@/server/serverDrawing';
import { SERVER_ENTRY_SOURCE } from '../vite.config';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** A quiet headless Chromium: no sandbox (containers), GPU, first-run pages or background traffic. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

/**
 * Builds the browser app into `outDir`, in production mode as `npm run build` does, and the server's
 * drawing of its first screens beside it (`.ssr`); the server serves it as STATIC_DIR.
 */
export async function buildBrowserApp(outDir: string) {
  console.log('Building the browser app ...');
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  await build({ logLevel: 'warn', build: { ssr: SERVER_ENTRY_SOURCE, outDir: path.join(outDir, path.dirname(SERVER_ENTRY)), emptyOutDir: true } });
}

const BUILD_INPUTS = ['index.html', 'vite.config.ts', 'package-lock.json', 'src', 'public'];

function newestChange(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/** Builds the browser app into `staticDir` when the build is missing or older than its sources. */
export async function buildBrowserAppWhenStale(staticDir: string) {
  const built = [path.join(staticDir, 'index.html'), path.join(staticDir, SERVER_ENTRY)];
  const builtAt = built.every((file) => fs.existsSync(file)) ? Math.min(...built.map((file) => fs.statSync(file).mtimeMs)) : 0;
  if (builtAt < Math.max(...BUILD_INPUTS.map(newestChange))) await buildBrowserApp(staticDir);
}

/** The cookies a signed-in browser holds: the HttpOnly session and the readable hint. */
export const sessionCookies = (token: string) => [
  { name: AUTH_COOKIE_NAME, value: token },
  { name: SIGNED_IN_HINT_COOKIE_NAME, value: '1' },
];
