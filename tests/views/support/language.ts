import { afterEach, beforeEach } from 'vitest';
import type { Locale } from '@/domain/locales';
import { switchLocale } from '@/views/locale';

/**
 * The tests of the calling `describe` see the app in `locale`, as after choosing it in the
 * language menu: the catalogues in use are fetched first, the page's own when it loads. The
 * files of a worker share the app's modules, so English comes back after each test.
 */
export function showAppIn(locale: Locale) {
  beforeEach(() => switchLocale(locale));
  afterEach(() => switchLocale('en'));
}
