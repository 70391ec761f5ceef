import { afterEach, beforeEach } from 'vitest';
import { type Locale, SOURCE_LOCALE } from '@/domain/locales';
import { loadCatalogs, switchLocale } from '@/views/locale';

/** Every catalogue's name ('auth', 'calendar', …), as the source language's files name them. */
const CATALOGS = Object.keys(import.meta.glob('/src/locales/en/*.po')).map((file) => file.replace(/^.*\/|\.po$/g, ''));

/**
 * Shows the app in `locale` in each test of the calling `describe`, as the language menu or the
 * profile would (src/views/locale.ts), and in English again after it, for the files that share the
 * worker's modules. The catalogues load up front: a page's own would arrive by real I/O, which
 * waits on fake timers do not wait for (as renderApp loads the pages' modules up front).
 */
export function useLanguage(locale: Locale) {
  beforeEach(async () => {
    await switchLocale(locale);
    await loadCatalogs(CATALOGS);
  });
  afterEach(() => switchLocale(SOURCE_LOCALE));
}
