import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { type ConfigEnv, type Plugin, type UserConfig, defineConfig, transformWithOxc } from 'vite';
import react from '@vitejs/plugin-react';
import { type PluginObj, type types as t, transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { lingui } from '@lingui/vite-plugin';

// 127.0.0.1 rather than localhost, which may resolve to ::1 while the API listens on IPv4.
// The Host header stays the dev server's: the API accepts writes only from its own origin.
const toApi = { target: `http://127.0.0.1:${process.env.API_PORT ?? 8081}`, changeOrigin: false };

/** The module the server draws first screens with (src/server/serverDrawing.ts), built on its own by `vite build --ssr`. */
export const SERVER_ENTRY_SOURCE = 'src/views/serverEntry.tsx';

/** The browser's build, not the server's drawing (which has no files to compress and no service worker). */
const browserBuild = (_config: unknown, { command, isSsrBuild }: ConfigEnv) => command === 'build' && !isSsrBuild;

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
    apply: browserBuild,
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
    apply: browserBuild,
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

/** A chunk this big or bigger is compiled as it arrives (compileHints); in a smaller one the hint costs more than it saves. */
const EAGER_CHUNK_BYTES = 20_000;
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the big chunks with V8's explicit compile hint (Chrome 136 and later; other browsers read a
 * comment): V8 compiles every function of such a chunk on a background thread as it streams in,
 * instead of each on the main thread as it is first called. Nearly all of the startup chunk's
 * functions run as the first screen renders, and compiling them then was about a third of the main
 * thread's work after the first paint (docs/PERFORMANCE.md). V8 reads the hint only on the first line,
 * so it goes in once the build has written everything else (Vite's list of preloads included).
 */
function compileHints(): Plugin {
  return {
    name: 'funplans:compile-hints',
    apply: browserBuild,
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.length < EAGER_CHUNK_BYTES) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // The hint's line moves every mapped line down by one (where the build writes source maps).
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const source = JSON.parse(map.source.toString()) as { mappings: string };
            map.source = JSON.stringify({ ...source, mappings: `;${source.mappings}` });
          }
        }
      },
    },
  };
}

/** A file that uses Lingui's macros (`t`, `msg`, `plural`, `<Trans>`…) imports them from here. */
const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;
/** A descriptor written by hand (src/domain's texts, which the server imports too) is marked so. */
const DESCRIPTOR_MARK = /\/\*\s*i18n\s*\*\//;

/**
 * Compiles Lingui's macros (README "Translating"), which need Babel: @vitejs/plugin-react 6 has no
 * Babel option, so this runs @babel/core with the Lingui macro plugin before the other plugins,
 * and only on the app's files that import a macro or hold a descriptor written by hand (a string
 * check first, and the descriptors' messages compiled as the macros' are), so every other file is
 * transformed as before. Babel only parses TypeScript and JSX here and prints them back; Vite
 * strips the types afterwards. Vitest uses it too (vitest.config.ts), so tests see the same code.
 */
export function linguiMacroPlugin(): Plugin {
  return {
    name: 'funplans:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/') || !(MACRO_IMPORT.test(code) || DESCRIPTOR_MARK.test(code))) return undefined;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('.ts') ? ['typescript'] : ['typescript', 'jsx'] },
        // The English source messages stay in the code: an English page needs no catalogue.
        plugins: [[linguiMacro, { stripMessageField: false }], precompiledMessages],
      });
      return result?.code ? { code: result.code, map: result.map } : undefined;
    },
  };
}

/**
 * Turns the source message of each descriptor the macros left in the code (`{ id, message:
 * 'Hello {name}', values }` marked with an `i18n` comment, also behind every <Trans>) into the
 * compiled form that catalogues hold, which Lingui's runtime interpolates as it is. Without this a
 * production build, whose runtime carries no message compiler (about 7 kB gzipped), would show an
 * English message with placeholders or plurals uncompiled.
 */
function precompiledMessages({ types }: { types: typeof t }): PluginObj {
  const isDescriptor = (node: t.Node) => node.leadingComments?.some((comment) => comment.value.trim() === 'i18n') ?? false;
  return {
    visitor: {
      Program: {
        // After the macros have written their descriptors.
        exit(program) {
          program.traverse({
            ObjectProperty(property) {
              const { key, value } = property.node;
              if (types.isIdentifier(key, { name: 'message' }) && types.isStringLiteral(value) && isDescriptor(property.parent)) {
                property.node.value = types.valueToNode(compileMessage(value.value));
              }
            },
          });
        },
      },
    },
  };
}

/**
 * The server's drawing of first screens (src/views/serverEntry.tsx): one module for Node with every
 * dependency in it (the app's modules resolve as in the browser build: MUI's, emotion's and Lingui's
 * own, the catalogues) and no chunks, in production mode; the server loads it from the build.
 */
const serverDrawingBuild = (): UserConfig['build'] => ({
  ssr: SERVER_ENTRY_SOURCE,
  outDir: 'dist/.ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { output: { entryFileNames: 'serverEntry.mjs', codeSplitting: false } },
});

const browser: UserConfig = {
  // Lingui: its macros compiled with Babel, and a catalogue (.po) imported as its compiled messages.
  plugins: [linguiMacroPlugin(), lingui(), react(), compileHints(), serviceWorker(), precompress()],
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
      treeshake: {
        /*
         * @emotion/react imports hoist-non-react-statics for its side effects alone (for `withTheme`,
         * which nothing here uses), and the package does not say it has none: without this its code
         * and react-is's were 1.3 kB gzipped of every page's startup.
         */
        moduleSideEffects: (id) => !id.includes('/node_modules/hoist-non-react-statics/'),
      },
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
             * them the app's SubmitButton (alone a chunk on /login's first paint) and the few lines
             * of usePreviousProps, which Home's badge and the profile's time zone list share (alone a
             * chunk on Home's first paint).
             */
            name: 'controls',
            test: /\/@mui\/(material\/(ButtonBase|Button|IconButton|Alert|Stack|SvgIcon|internal\/svg-icons|Link|useLazyRipple|utils\/useSlot|CircularProgress)|utils\/usePreviousProps)\/|\/src\/views\/components\/SubmitButton\./,
          }],
        },
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild
  ? {
    ...browser,
    build: serverDrawingBuild(),
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }
  : browser));
