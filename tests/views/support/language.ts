import { afterEach, beforeEach } from 'vitest';
import { type Locale, SOURCE_LOCALE } from '@/domain/locales';
import { loadMessages, switchLocale } from '@/views/locale';

/**
 * Shows the app in `locale` in each test of the calling `describe`, as the language menu or the
 * profile would (src/views/locale.ts), and in English again after it, for the files that share the
 * worker's modules. The catalogues load up front: a page's own would arrive by real I/O, which
 * waits on fake timers do not wait for (as renderApp loads the pages' modules up front).
 */
export function useLanguage(locale: Locale) {
  beforeEach(async () => {
    await switchLocale(locale);
    await loadMessages();
  });
  afterEach(() => switchLocale(SOURCE_LOCALE));
}
