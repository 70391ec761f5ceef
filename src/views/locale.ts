import { i18n } from '@lingui/core';
import { LOCALES, LOCALE_COOKIE_NAME, type Locale, SOURCE_LOCALE, isLocale, pickLocale } from '@/domain/locales';
import { DRAWN_LAYOUT_ATTRIBUTE } from '@/domain/pages';
import { setRequestLanguage } from '@/services/language';

/**
 * The language the app shows (README "Translating"): the signed-in user's choice, else the one this
 * browser last chose (a cookie), else the browser's own, else English. Messages come in one
 * catalogue per feature folder and language (lingui.config.ts), all of a language's fetched before
 * the first page shows; English, the source language, is written in the code and fetches nothing.
 */

/** The languages whose catalogues have all arrived. */
const loaded = new Set<string>();

/**
 * Fetches every catalogue of `locale` (once), one per feature folder: a page also shows parts of
 * other folders (Home the calendar's week planner, settings the integrations' labels), and one
 * English text has one translation in a language however many folders use it.
 */
async function load(locale: string) {
  if (locale === SOURCE_LOCALE || loaded.has(locale)) return;
  const { catalogs } = await import('@/views/catalogs');
  const files = Object.entries(catalogs).filter(([path]) => path.startsWith(`../locales/${locale}/`));
  for (const catalog of await Promise.all(files.map(([, fetchCatalog]) => fetchCatalog()))) i18n.load(locale, catalog);
  loaded.add(locale);
}

/** Fetches the current language's messages (once), before a page renders. */
export const loadMessages = () => load(i18n.locale);

/** The language asked for last: of two quick switches, the later one wins whichever loads first. */
let latest: Locale | undefined;

/** Shows the app in `locale`: fetches its messages first, so that no page shows a mix. */
export async function switchLocale(locale: Locale) {
  latest = locale;
  if (locale === i18n.locale) return;
  await load(locale);
  if (latest === locale) activate(locale);
}

/** Shows the app in `locale` where there is no document: the server's drawing of a page (src/views/serverEntry.tsx). */
export async function showLanguage(locale: Locale) {
  await load(locale);
  i18n.activate(locale);
}

function activate(locale: Locale) {
  i18n.activate(locale);
  document.documentElement.lang = locale;
  setRequestLanguage(locale);
}

/** The language this browser last chose, if any (LOCALE_COOKIE_NAME). */
function chosenLocale(): Locale | null {
  const value = document.cookie.split(';').map((cookie) => cookie.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE_NAME)?.[1];
  return isLocale(value) ? value : null;
}

/** Remembers `locale` as this browser's choice, or forgets the choice (null: follow the browser). */
export function rememberLocale(locale: Locale | null) {
  document.cookie = locale === null
    ? `${LOCALE_COOKIE_NAME}=; path=/; max-age=0; SameSite=Lax`
    : `${LOCALE_COOKIE_NAME}=${locale}; path=/; max-age=31536000; SameSite=Lax`;
}

/** The language to show before the user is known: this browser's choice, else its languages. */
export const browserLocale = (): Locale => pickLocale([chosenLocale(), ...navigator.languages]);

/** The language the server drew the page in (`<html lang>` of a page it drew), which the first render must repeat. */
function drawnLocale(): Locale | null {
  const root = document.documentElement;
  return root.hasAttribute(DRAWN_LAYOUT_ATTRIBUTE) && isLocale(root.lang) ? root.lang : null;
}

// Every language starts without messages, which the pages' catalogues add (English never has any:
// its texts are the code's own); Lingui would warn in development about a language it has none of.
i18n.load(Object.fromEntries(LOCALES.map((locale) => [locale, {}])));
// The first render needs an active language; its messages arrive with the first page (loadMessages).
// Only in a browser: a test in Node may import a view for a helper of it.
if (typeof document !== 'undefined') activate(drawnLocale() ?? browserLocale());

export { i18n };
