import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { Locale } from '@/domain/locales';
import type { DrawnPage, PageToDraw } from '@/domain/pages';
import { App } from '@/views/App';
import { drawnDocumentTitle, startFirstScreen } from '@/views/firstScreen';
import { showLanguage } from '@/views/locale';
import { AppRoutes } from '@/views/routes';

/**
 * The server's drawing of a first screen (src/server/serverDrawing.ts): the app's own tree, rendered
 * to HTML with the answers the page comes with, which the browser then hydrates (src/views/main.tsx)
 * instead of drawing it after its code has arrived and run. Built on its own (`vite build --ssr`).
 *
 * One page at a time: the app's language (Lingui's `i18n`) and its first answers are the module's
 * own, as they are in a browser, so two drawings at once would mix them.
 */
let drawing: Promise<unknown> = Promise.resolve();

/** Whatever is still unfinished after this long is left to the browser (React draws its fallback). */
const DRAWING_MS = 2000;

export function drawPage(page: PageToDraw): Promise<DrawnPage> {
  const drawn = drawing.then(() => drawNow(page));
  drawing = drawn.catch(() => {});
  return drawn;
}

async function drawNow({ url, locale, answers, sessionHint, desktop }: PageToDraw): Promise<DrawnPage> {
  await showLanguage(locale as Locale);
  startFirstScreen({ sessionHint, online: true, drawnDesktop: desktop }, new Map(Object.entries(answers)));
  const cache = createCache({ key: 'css' });
  // Before the render: it sets the cache to collect the styles rather than write them into the HTML.
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = await renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <App>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </App>
      </CacheProvider>
    </StrictMode>,
  );
  // React writes the images' preloads first, where the root must hold only the app: they go into the head.
  const [, preloads = '', app = html] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(html) ?? [];
  // Every style the render made, not only those the HTML names: a component built on another (MUI's
  // button on its base) also makes a style of its own layer, which no element shows. Sent too, the
  // browser knows it has them and does not make them again as it takes the page over.
  const everyStyle = Object.keys(cache.registered).join(' ');
  // Marked as emotion marks the tags it has put in place (`data-s`): they are in the head already,
  // where emotion would otherwise move each once more as the app starts (a style recalculation each).
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(`${app} ${everyStyle}`))
    .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
  return { html: app, head: preloads + styles, title: drawnDocumentTitle() };
}

/**
 * The whole tree once every lazy page and its messages have arrived, as one string: no streamed
 * chunks, whose inline scripts the CSP would refuse.
 */
function renderToString(tree: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const timer = setTimeout(() => stream.abort(), DRAWING_MS);
    const stream = renderToPipeableStream(tree, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => (failed ? reject(failed) : resolve(Buffer.concat(chunks).toString('utf8'))));
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed ??= error;
      },
    });
  });
}
