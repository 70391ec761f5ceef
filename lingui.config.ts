import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { catalogsOfMachines, viewFolders } from './scripts/i18n/catalogFolders';
import { LOCALES, SOURCE_LOCALE } from './src/domain/locales';

/**
 * The message catalogues (README "Translating"): one per feature folder of src/views and language,
 * src/locales/{locale}/{folder}.po, so that a page loads only its own folder's messages (and the
 * shared `components` catalogue) in its language, and engineers converting different folders edit
 * different files. A machine's messages go into the catalogue of the one folder whose views import
 * it, or into `components` when several do; `components` also has the services' few texts. The server's texts (emails, pushes, feed names) have a
 * catalogue of their own, `server`, which the server reads at start; the shared texts of src/domain
 * (slot and activity names, default titles, zone names…), which browser and server both show, are
 * in `domain`, which both load.
 */
const machines = catalogsOfMachines();

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  // A message not translated yet shows in English rather than as its id.
  fallbackLocales: { default: SOURCE_LOCALE },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/components',
      include: [
        '<rootDir>/src/views/components/', '<rootDir>/src/views/hooks/', '<rootDir>/src/views/*.{ts,tsx}', '<rootDir>/src/services/',
        ...machines.get('components') ?? [],
      ],
    },
    ...viewFolders().map((folder) => ({
      path: `<rootDir>/src/locales/{locale}/${folder}`,
      include: [`<rootDir>/src/views/${folder}/`, ...machines.get(folder) ?? []],
    })),
    { path: '<rootDir>/src/locales/{locale}/domain', include: ['<rootDir>/src/domain/'] },
    { path: '<rootDir>/src/locales/{locale}/server', include: ['<rootDir>/src/server/'] },
  ],
});
