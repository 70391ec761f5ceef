/** What the scripts that drive the built app in the local Chromium share (npm run lighthouse, npm run bench). */
import { build } from 'vite';
import { AUTH_COOKIE_NAME, SIGNED_IN_HINT_COOKIE_NAME } from '@/domain/constants';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** A quiet headless Chromium: no sandbox (containers), GPU, first-run pages or background traffic. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

/** Builds the browser app into `outDir`, in production mode as `npm run build` does; the server serves it as STATIC_DIR. */
export async function buildBrowserApp(outDir: string) {
  console.log('Building the browser app ...');
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

/** The cookies a signed-in browser holds: the HttpOnly session and the readable hint. */
export const sessionCookies = (token: string) => [
  { name: AUTH_COOKIE_NAME, value: token },
  { name: SIGNED_IN_HINT_COOKIE_NAME, value: '1' },
];
