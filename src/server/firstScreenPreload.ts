import fs from 'node:fs';
import { type Locale, SOURCE_LOCALE } from '@/domain/locales';
import { type FirstScreen, firstScreenOf } from '@/domain/pages';
import { entryOf, manifestPath, readManifest, staticClosure } from '@/server/viteManifest';

/**
 * The `Link` header value for the HTML of a route, or undefined when there is nothing to add;
 * without `withServices` (its answers are in the HTML) the first screen's services are left out.
 * Another language than English adds its message catalogues, which the first page waits for.
 */
export type FirstScreenPreloads = (pathname: string, hasSession: boolean, options?: { withServices: boolean; locale?: Locale }) => string | undefined;

/**
 * Names, for the HTML of a client-side route, every chunk its first screen needs beyond what
 * index.html loads already (the entry and its imports), as `modulepreload` links: the browser then
 * fetches the page's code and the services it calls first while it runs the entry, rather than
 * after the entry asks for them. The
 * build's manifest says which files those are; without one (no build, or a development build), or
 * for a page it does not know, the HTML goes out without them.
 */
export function firstScreenPreloads(staticDir: string): FirstScreenPreloads {
  if (!fs.existsSync(manifestPath(staticDir))) return () => undefined;
  const manifest = readManifest(staticDir);
  const loadedByHtml = new Set(staticClosure(manifest, [entryOf(manifest)[0]]));
  // One header per first screen, of which there are a few dozen.
  const headers = new Map<string, string | undefined>();
  const headerFor = ({ views, services }: FirstScreen, locale: Locale) => {
    const catalogs = locale === SOURCE_LOCALE ? [] : [
      'src/views/catalogs.ts',
      ...Object.keys(manifest).filter((source) => source.startsWith(`src/locales/${locale}/`)),
    ];
    const sources = [...views.map((view) => `src/views/${view}.tsx`), ...services.map((service) => `src/services/${service}.ts`), ...catalogs];
    const files = staticClosure(manifest, sources.filter((source) => source in manifest));
    const links = files.filter((file) => !loadedByHtml.has(file)).map((file) => `</${file}>; rel=modulepreload`);
    return links.length > 0 ? links.join(', ') : undefined;
  };
  return (pathname, hasSession, { withServices, locale = SOURCE_LOCALE } = { withServices: true }) => {
    const { views, services } = firstScreenOf(pathname, hasSession);
    const screen = { views, services: withServices ? services : [] };
    const key = [...screen.views, ...screen.services, locale].join(' ');
    if (!headers.has(key)) headers.set(key, headerFor(screen, locale));
    return headers.get(key);
  };
}
