import fs from 'node:fs';
import path from 'node:path';
import { SHARED_CATALOG } from '../../src/domain/locales';

/**
 * Which catalogue each text goes into (lingui.config.ts): one per feature folder of src/views, and
 * `components` for what several features share (src/views/components/, hooks/ and the files at the
 * top of src/views/). A machine's texts go with the views that render them.
 */

const VIEWS = path.resolve('src/views');
const MACHINES = path.resolve('src/machines');
const SHARED_FOLDERS = new Set([SHARED_CATALOG, 'hooks']);

/** The feature folders of src/views, each with a catalogue of its own. */
export function viewFolders(): string[] {
  return fs.readdirSync(VIEWS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SHARED_FOLDERS.has(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** The catalogue of a file under src/views/. */
const catalogOfView = (file: string) => {
  const [folder, ...rest] = path.relative(VIEWS, file).split(path.sep);
  return rest.length === 0 || SHARED_FOLDERS.has(folder!) ? SHARED_CATALOG : folder!;
};

/**
 * The machines of src/machines by catalogue: a machine that the views of one feature folder import
 * belongs to that folder's catalogue; one imported by several, by shared views or by none, to the
 * shared one, which every page loads.
 */
export function catalogsOfMachines(): Map<string, string[]> {
  const importers = new Map<string, Set<string>>();
  const views = fs.readdirSync(VIEWS, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  for (const view of views) {
    const file = path.join(VIEWS, view);
    for (const [, machine] of fs.readFileSync(file, 'utf8').matchAll(/from '@\/machines\/(\w+)'/g)) {
      const catalogs = importers.get(machine!) ?? new Set<string>();
      catalogs.add(catalogOfView(file));
      importers.set(machine!, catalogs);
    }
  }
  const byCatalog = new Map<string, string[]>();
  for (const machine of fs.readdirSync(MACHINES).filter((file) => file.endsWith('.ts'))) {
    const catalogs = [...importers.get(path.basename(machine, '.ts')) ?? []];
    const catalog = catalogs.length === 1 ? catalogs[0]! : SHARED_CATALOG;
    byCatalog.set(catalog, [...byCatalog.get(catalog) ?? [], `<rootDir>/src/machines/${machine}`]);
  }
  return byCatalog;
}
