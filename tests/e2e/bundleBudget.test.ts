import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { entryOf, readManifest, staticClosure } from '@/server/viteManifest';
import { ROUTE_BUDGETS, routeSizes } from '../../scripts/bundleBudget';

describe('the JavaScript a phone downloads before a route first paints, gzipped', () => {
  const buildDir = inject('staticDir');
  const sizes = routeSizes(buildDir);

  it.each(ROUTE_BUDGETS.map((budget) => [budget.route, budget.budgetKb]))('stays within the budget on %s (%d kB)', (route, budgetKb) => {
    const size = sizes.find((entry) => entry.route === route)!;
    expect(size.gzippedKb, size.scripts.join(' ')).toBeLessThanOrEqual(budgetKb);
  });

  it('loads what the entry imports as one chunk, compressed as one, rather than a dozen shared ones', () => {
    const manifest = readManifest(buildDir);
    const [entryKey] = entryOf(manifest);
    // The entry module, the chunk with everything it imports (vite.config.ts) and rolldown's runtime.
    expect(staticClosure(manifest, [entryKey]).length).toBeLessThanOrEqual(3);
  });

  it('keeps the signed-in frame out of the public pages, and the date library (Temporal) out of /login', () => {
    const shell = readManifest(buildDir)['src/views/Shell.tsx']!.file;
    const home = sizes.find((size) => size.route === '/')!;
    const usesTemporal = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8').includes('PlainYearMonth');
    expect(home.scripts).toContain(shell);
    expect(home.scripts.some(usesTemporal)).toBe(true);
    for (const { route, scripts } of sizes.filter((size) => size !== home)) expect(scripts, route).not.toContain(shell);
    expect(sizes.find((size) => size.route === '/login')!.scripts.filter(usesTemporal)).toEqual([]);
  });

  it("leaves React Router's data router out: the app routes declaratively and loads its data through its machines", () => {
    const dataRouter = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8').includes('non-empty routes array to createRouter');
    for (const { route, scripts } of sizes) expect(scripts.filter(dataRouter), route).toEqual([]);
  });

  it('checks API answers against the contract only outside production: no service loads zod', () => {
    const manifest = readManifest(buildDir);
    const services = Object.keys(manifest).filter((key) => /^src\/services\/\w+\.ts$/.test(key));
    const carriesZod = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8').includes('ZodObject');
    expect(services).toContain('src/services/events.ts');
    for (const service of services) expect(staticClosure(manifest, [service]).filter(carriesZod), service).toEqual([]);
  });
});
