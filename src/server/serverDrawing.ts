import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import type { DrawnPage, PageToDraw } from '@/domain/pages';

/** Where the build puts the app's drawing for the server (`vite build --ssr`, vite.config.ts), under the static folder. */
export const SERVER_ENTRY = path.join('.ssr', 'serverEntry.mjs');

export type DrawPage = (page: PageToDraw) => Promise<DrawnPage>;

/**
 * The app's drawing of first screens (src/views/serverEntry.tsx) from the build in `staticDir`;
 * undefined without one (no build, or a development server), where the browser draws every page.
 */
export async function loadPageDrawing(staticDir: string): Promise<DrawPage | undefined> {
  const entry = path.resolve(staticDir, SERVER_ENTRY);
  if (!fs.existsSync(entry)) return undefined;
  const { drawPage } = await import(pathToFileURL(entry).href) as { drawPage: DrawPage };
  return drawPage;
}

/**
 * Whether the browser is likely a desktop one, for the layout the server draws (the app moves to
 * the window's own right after, if the guess was wrong): phones and tablets name themselves in their
 * user agent ('Mobile', 'Android', 'iPhone', 'iPad'), and Chromium's also in `Sec-CH-UA-Mobile`.
 */
export function looksLikeDesktop(request: FastifyRequest): boolean {
  const mobile = /Mobi|Android|iPad|iPhone/i.test(request.headers['user-agent'] ?? '') || request.headers['sec-ch-ua-mobile'] === '?1';
  return !mobile;
}
