import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach } from 'vitest';
import { type Locale, SOURCE_LOCALE } from '@/domain/locales';
import type { Text } from '@/machines/texts';
import { i18n, loadMessages, switchLocale } from '@/views/locale';

/** The app's language in tests: switching it, providing it, and reading a machine's texts in it. */

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

/** The app's language around a component a test renders on its own (App provides it around the whole app). */
export const WithLanguage = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

/** A machine's Text as the page shows it in the current language (English unless a test switched it). */
export const shown = (text: Text): string => (typeof text === 'string' ? text : i18n._(text));
