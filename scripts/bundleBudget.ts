/**
 * How much JavaScript a phone downloads before a route's first paint, read from the Vite manifest
 * of a build: the entry chunk, the route's lazily loaded modules (its layout and page), and every
 * chunk these import statically. Sizes are gzipped at zlib's default level, as `vite build` reports.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { firstScreenOf } from '../src/domain/pages';
import { type Manifest, entryOf, readManifest, staticClosure, staticKeys } from '../src/server/viteManifest';

export interface RouteBudget {
  route: string;
  /** The source modules src/views/routes.tsx loads lazily for this route, outermost first. */
  lazyModules: string[];
  /** The test fails above this. */
  budgetKb: number;
  /** Where issue 15 wants it. */
  goalKb: number;
}

/**
 * Public pages are the first visit of a new user, on whatever phone and network they have. Each
 * budget is the route's size when it was last cut with 2 % room, so that nothing grows unnoticed;
 * docs/PERFORMANCE.md says what is in it (React, MUI's base, the router and xstate) and what was cut.
 * Home's grew from 195 to 196 kB with the desktop layout (issue 27): the navigation rail's and the
 * two columns' styles, the theme's desktop breakpoint, and the small chunk of layout measures they share.
 */
/** The modules src/views/routes.tsx loads lazily for the first screen of `pathname` (src/domain/pages.ts). */
function lazyModulesAt(pathname: string, hasSession: boolean): string[] {
  return firstScreenOf(pathname, hasSession).views.map((view) => `src/views/${view}.tsx`);
}

/*
 * Issue 27 added the translation runtime (Lingui's core and React provider, about 3.4 kB) to every
 * first paint, and the public pages' language menu and message descriptors to theirs: the budgets
 * grew by that, /login and /plan up to their goals. The shared texts of src/domain (default titles,
 * slot names, the person subtitle) added their English descriptors to Home and a person's page:
 * 1 kB more for each.
 */
export const ROUTE_BUDGETS: RouteBudget[] = [
  { route: '/login', lazyModules: lazyModulesAt('/login', false), budgetKb: 170, goalKb: 170 },
  { route: '/plan/{shareCode}', lazyModules: lazyModulesAt('/plan/abc', false), budgetKb: 150, goalKb: 150 },
  { route: '/unsubscribe/{token}', lazyModules: lazyModulesAt('/unsubscribe/abc', false), budgetKb: 161, goalKb: 170 },
  // Issue 29: taking over the server's drawing (hydration, the machines' start from the page's answers) added 0.5 kB.
  { route: '/', lazyModules: lazyModulesAt('/', true), budgetKb: 203, goalKb: 230 },
  // Issue 29: the speed dial, the confirmation and the week planner load when first used (225 → 194 kB);
  // the desktop layout's list beside the person (issue 27) added 4 kB, the translation runtime 4 more,
  // the avatars' drawings for the header (its largest paint, drawn without a request) 3.6 more.
  { route: '/network/{id}', lazyModules: lazyModulesAt('/network/abc', true), budgetKb: 209, goalKb: 230 },
];

/**
 * Issue 29: what an anonymous responder's phone loads before the plan's title is on screen, every
 * script counted (the services too, which the page used to need for the plan), measured in Chromium
 * by tests/e2e/bundleBudget.test.ts.
 */
export const PLAN_TITLE_BUDGET_KB = 150;

/** The gzipped size of the build's files, at zlib's default level as `vite build` reports it. */
export function gzippedKbOf(buildDir: string, files: string[]): number {
  const bytes = files.reduce((total, file) => total + zlib.gzipSync(fs.readFileSync(path.join(buildDir, file))).length, 0);
  return Math.round(bytes / 100) / 10;
}

/** The files of the entry, the given lazy modules and their static imports, each once. */
export function routeScripts(manifest: Manifest, lazyModules: string[]): string[] {
  const [entryKey] = entryOf(manifest);
  // The routes live in a chunk the entry imports (vite.config.ts puts all it loads in one), not
  // necessarily in the entry chunk itself.
  const startup = staticKeys(manifest, [entryKey]);
  for (const lazyModule of lazyModules) {
    if (!startup.some((key) => manifest[key]!.dynamicImports?.includes(lazyModule))) {
      throw new Error(`nothing the entry loads imports ${lazyModule} lazily`);
    }
  }
  return staticClosure(manifest, [entryKey, ...lazyModules]);
}

export interface RouteSize extends RouteBudget {
  gzippedKb: number;
  scripts: string[];
}

export function routeSizes(buildDir: string, budgets = ROUTE_BUDGETS): RouteSize[] {
  const manifest = readManifest(buildDir);
  const gzippedBytes = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzippedBytes.has(file)) gzippedBytes.set(file, zlib.gzipSync(fs.readFileSync(path.join(buildDir, file))).length);
    return gzippedBytes.get(file)!;
  };
  return budgets.map((budget) => {
    const scripts = routeScripts(manifest, budget.lazyModules);
    const bytes = scripts.reduce((total, file) => total + sizeOf(file), 0);
    return { ...budget, scripts, gzippedKb: Math.round(bytes / 100) / 10 };
  });
}
