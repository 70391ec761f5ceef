/**
 * The app's languages (issue 27). English is the source language: its texts are SPEC.md's, written
 * in the code, and need no catalogue.
 */
export const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** Each language named in itself, as a language menu lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
};

/** A user's clock preference; null follows the language's usual one. */
export const HOUR_CYCLES = ['h12', 'h23'] as const;
export type HourCycle = (typeof HOUR_CYCLES)[number];

/**
 * The cookie holding the language this browser last chose (the language menu, or the profile):
 * readable by the app, sent with the first HTML, so the server serves that language at once.
 */
export const LOCALE_COOKIE_NAME = 'funplans-locale';

/**
 * The message catalogue of what several features share (src/views/components/, hooks/ and the
 * modules at the top of src/views/), beside one per feature folder (lingui.config.ts).
 */
export const SHARED_CATALOG = 'components';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/**
 * The first of `preferences` (language tags, most wanted first, as `navigator.languages` or an
 * Accept-Language header list them) that the app speaks, by its language alone ('de-AT' is German);
 * English when none is.
 */
export function pickLocale(preferences: readonly (string | null | undefined)[]): Locale {
  for (const tag of preferences) {
    const language = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLocale(language)) return language;
  }
  return SOURCE_LOCALE;
}

/** The language tags of an Accept-Language header, most wanted first ('q=0' ones left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
