import { type ComponentType, Suspense, lazy, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  NOT_FOUND_MODULE, PUBLIC_PAGES, type PageRoute, SHELL_MODULE, SIGNED_IN_PAGES, firstScreenOf,
} from '@/domain/pages';
import { PageLoading } from '@/views/components/LoadingScreen';
import { RouteErrorBoundary } from '@/views/components/RouteError';
import { useScrollToTopOnNavigation } from '@/views/hooks/useScrollToTopOnNavigation';
import { loadMessages } from '@/views/locale';
import { hasSessionHint } from '@/services/sessionHint';
import { AuthSessionProvider } from '@/views/session';

/*
 * Declarative routes rather than React Router's data router: the app loads its data through its
 * machines, not route loaders, and the data router alone is about 17 kB gzipped of every first
 * paint (docs/PERFORMANCE.md). Which module draws which route is src/domain/pages.ts.
 */

type PageLoader = () => Promise<ComponentType>;

/** Every page module (and the shell), each its own chunk, fetched when first needed. */
const loaders = import.meta.glob<ComponentType>(['./**/*Page.tsx', './Shell.tsx'], { import: 'default' });

const loaderOf = (module: string): PageLoader => {
  const loader = loaders[`./${module}.tsx`];
  if (!loader) throw new Error(`src/views/${module}.tsx has no page to load`);
  return loader;
};

/**
 * The first screen's page modules, loaded (with their messages) before the app takes over the
 * page the server drew: they render at once instead of suspending, so React takes the drawing over
 * in one pass instead of again after each chunk (and matches the routes once).
 */
const loadedPages = new Map<string, ComponentType>();

/** Loads the modules of the first screen at `pathname` for `loadedPages`; call before the first render. */
export async function loadFirstScreenPages(pathname: string) {
  const { views } = firstScreenOf(pathname, hasSessionHint());
  const [pages] = await Promise.all([Promise.all(views.map((module) => loaderOf(module)())), loadMessages()]);
  views.forEach((module, index) => loadedPages.set(module, pages[index]!));
}

/**
 * One component per module, so that routes drawn by the same page share it. A first-screen module
 * loaded ahead renders directly; any other is lazy: it renders once its code and its messages in
 * the current language (src/views/locale.ts) have both arrived. Which of the two a module is never
 * changes after the first render, so a page is never remounted for it.
 */
const components = new Map<string, ComponentType>();
const componentOf = (module: string) => {
  let component = components.get(module);
  if (!component) {
    const load = loaderOf(module);
    const LazyPage = lazy(async () => {
      const [page] = await Promise.all([load(), loadMessages()]);
      return { default: page };
    });
    component = function Page() {
      const LoadedPage = loadedPages.get(module);
      return LoadedPage ? <LoadedPage /> : <LazyPage />;
    };
    components.set(module, component);
  }
  return component;
};

const routesOf = (pages: readonly PageRoute[]) => pages.map(([path, module]) => {
  const Page = componentOf(module);
  return <Route key={path} path={path} element={<Page />} />;
});

/**
 * Starts fetching the code of the page at `pathname` and of the shell around it together: the
 * shell renders its page only once the session is known, which would otherwise come first.
 */
function preloadPageAt(pathname: string) {
  // A chunk that fails to arrive fails its page's own render, which says so.
  for (const module of firstScreenOf(pathname, hasSessionHint()).views) loaderOf(module)().catch(() => {});
}

const Shell = componentOf(SHELL_MODULE);
const NotFound = componentOf(NOT_FOUND_MODULE);

/** Every route of the app (SPEC.md section 2), under the app-wide session; rendered inside a router. */
export function AppRoutes() {
  const { pathname } = useLocation();
  useEffect(() => preloadPageAt(pathname), [pathname]);
  useScrollToTopOnNavigation();
  return (
    <AuthSessionProvider>
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            {routesOf(PUBLIC_PAGES)}
            <Route element={<Shell />}>{routesOf(SIGNED_IN_PAGES)}</Route>
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </AuthSessionProvider>
  );
}
