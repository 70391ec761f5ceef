import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { type Plugin, defineConfig, transformWithOxc } from 'vite';
import react from '@vitejs/plugin-react';

// 127.0.0.1 rather than localhost, which may resolve to ::1 while the API listens on IPv4.
// The Host header stays the dev server's: the API accepts writes only from its own origin.
const toApi = { target: `http://127.0.0.1:${process.env.API_PORT ?? 8081}`, changeOrigin: false };

/** The build's text files; images and fonts are compressed already. */
export const TEXT_FILE = /\.(?:js|mjs|css|html|svg|webmanifest|json|txt|xml)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to every text file of the build (public files
 * included), at the slowest, smallest levels since this runs once per build; the server sends the
 * best copy the browser accepts. A copy that would not be smaller than its file is left out.
 */
function precompress(): Plugin {
  return {
    name: 'funplans:precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return;
      const files = (await readdir(dir, { recursive: true })).filter((file) => TEXT_FILE.test(file));
      await Promise.all(files.map(async (file) => {
        const filePath = path.join(dir, file);
        const content = await readFile(filePath);
        const copies = {
          '.br': brotli(content, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
          '.gz': gzip(content, { level: 9 }),
        };
        for (const [extension, copy] of Object.entries(copies)) {
          const compressed = await copy;
          if (compressed.length < content.length) await writeFile(filePath + extension, compressed);
        }
      }));
    },
  };
}

/**
 * Writes the service worker, /sw.js, from src/sw.ts once the build is written: it caches the app
 * shell, so its list is the build's own, read from the Vite manifest (every chunk, stylesheet and
 * asset, whose names are hashed) plus index.html, and its cache version is a hash of that list and
 * index.html. The worker is compiled on its own (it imports nothing): it is no chunk of any page and
 * costs no first paint; the app registers it once a page has loaded (src/views/serviceWorker.ts).
 * Sequential, so that precompress, after it, finds sw.js too.
 */
function serviceWorker(): Plugin {
  return {
    name: 'funplans:service-worker',
    apply: 'build',
    writeBundle: {
      sequential: true,
      async handler({ dir }) {
        if (!dir) return;
        const manifest = JSON.parse(await readFile(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as
          Record<string, { file: string; css?: string[]; assets?: string[] }>;
        const files = [...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...chunk.css ?? [], ...chunk.assets ?? []]))]
          .map((file) => `/${file}`).sort();
        const version = createHash('sha256').update(JSON.stringify(files)).update(await readFile(path.join(dir, 'index.html')))
          .digest('hex').slice(0, 16);
        const { code } = await transformWithOxc(await readFile(path.resolve('src/sw.ts'), 'utf8'), 'sw.ts', { lang: 'ts' });
        await writeFile(path.join(dir, 'sw.js'), `const PRECACHE = ${JSON.stringify({ version, files })};\n${code}`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), serviceWorker(), precompress()],
  resolve: { alias: { '@': path.resolve('src') } },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': toApi, '/oauth': toApi },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest tells the bundle budget test (tests/e2e/bundleBudget.test.ts) what each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{
            /*
             * Everything the entry imports statically (React, MUI's base, the router, the routes, the
             * session) in one chunk. Left alone, rolldown cuts it into a dozen shared chunks because lazy
             * pages import the same modules, although the entry has always loaded them by then
             * (rolldown#9963, #10731); every chunk is compressed on its own, so that cost a public page
             * about 6 kB gzipped and a dozen requests before its first paint. The entry module (and the
             * HTML that names it) stays the entry chunk.
             */
            name: 'startup',
            tags: ['$initial'],
            test: (id) => !id.endsWith('/index.html') && !id.endsWith('/src/views/main.tsx'),
          }, {
            /*
             * MUI's controls that most pages draw (buttons with their ripple, icon buttons, alerts,
             * stacks, links, icons) in one chunk, compressed as one: left to themselves they made
             * half a dozen chunks shared among the pages. They are not in `startup`, which every
             * page loads before its first paint, so the plan page shows a plan without them. With
             * them the few lines of usePreviousProps, which Home's badge and the profile's time zone
             * list share: alone they were a chunk of their own on Home's first paint.
             */
            name: 'controls',
            test: /\/@mui\/(material\/(ButtonBase|Button|IconButton|Alert|Stack|SvgIcon|internal\/svg-icons|Link|useLazyRipple|utils\/useSlot|CircularProgress)|utils\/usePreviousProps)\//,
          }],
        },
      },
    },
  },
});
